import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankTicks } from './RankChart.js';

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
