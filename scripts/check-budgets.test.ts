import { describe, expect, it } from 'vitest';
import { JS_BUDGETS_KB, overBudget } from '../bench/budgets.js';
import { routeGroups } from '../bench/startup-and-size.js';

describe('JS budgets', () => {
  it('gives every route group the bench counts a budget', () => {
    expect(Object.keys(JS_BUDGETS_KB).sort()).toEqual(Object.keys(routeGroups).sort());
  });

  it('passes groups at or under their budget', () => {
    expect(
      overBudget(
        [
          { group: 'a', jsKb: 120 },
          { group: 'b', jsKb: 12.5 },
        ],
        { a: 120, b: 180 },
      ),
    ).toEqual([]);
  });

  it('names a group over its budget, with both figures', () => {
    expect(
      overBudget(
        [
          { group: 'a', jsKb: 120.1 },
          { group: 'b', jsKb: 100 },
        ],
        { a: 120, b: 180 },
      ),
    ).toEqual(['a: 120.1 KB of JS, over its budget of 120 KB']);
  });

  it('refuses a group without a budget and a budget whose group was not measured', () => {
    expect(overBudget([{ group: 'new', jsKb: 1 }], { old: 120 })).toEqual([
      'old: not measured (no such route group in the build)',
      'new: no budget in bench/budgets.ts',
    ]);
  });
});
