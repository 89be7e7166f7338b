import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankAxis, rankTicks } from './RankChart.js';

describe('rankTicks', () => {
  it('labels 1 and the worst rank, with a round step between', () => {
    expect(rankTicks(2)).toEqual([1, 2]);
    expect(rankTicks(5)).toEqual([1, 2, 3, 4, 5]);
    expect(rankTicks(12)).toEqual([1, 5, 12]);
    expect(rankTicks(200)).toEqual([1, 50, 100, 150, 200]);
    expect(rankTicks(40)).toEqual([1, 10, 20, 30, 40]);
  });

  it('is at most six whole ranks, increasing, from 1 to the worst', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), (worst) => {
        const ticks = rankTicks(worst);
        expect(ticks[0]).toBe(1);
        expect(ticks[ticks.length - 1]).toBe(worst);
        expect(ticks.length).toBeLessThanOrEqual(6);
        for (let i = 1; i < ticks.length; i++) expect(ticks[i]).toBeGreaterThan(ticks[i - 1]);
      }),
    );
  });
});

describe('rankAxis', () => {
  it('a player only ever 1st: the one tick 1, the line along the top', () => {
    const axis = rankAxis([1, 1, 1]);
    expect(axis.ticks).toEqual([1]);
    expect(axis.at(1)).toBe(0);
  });

  it('runs from 1 at the top to the worst rank held at the bottom, and labels no rank beyond it', () => {
    expect(rankAxis([1, 2]).ticks).toEqual([1, 2]);
    const axis = rankAxis([5, 3, 4]);
    expect(axis.ticks).toEqual([1, 2, 3, 4, 5]);
    expect([axis.at(1), axis.at(3), axis.at(5)]).toEqual([0, 0.5, 1]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 30 }), (ranks) => {
        const { ticks, at } = rankAxis(ranks);
        expect(ticks[ticks.length - 1]).toBe(Math.max(...ranks));
        for (const r of ranks) expect(at(r)).toBeGreaterThanOrEqual(0);
        for (const r of ranks) expect(at(r)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
