import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageEnvelope, pageInfo } from './common.js';

describe('pageInfo', () => {
  it('counts whole pages, one for an empty list', () => {
    expect(pageInfo(1, 20, 0)).toEqual({ page: 1, pageSize: 20, total: 0, totalPages: 1 });
    expect(pageInfo(2, 20, 20)).toEqual({ page: 2, pageSize: 20, total: 20, totalPages: 1 });
    expect(pageInfo(2, 20, 21)).toEqual({ page: 2, pageSize: 20, total: 21, totalPages: 2 });
  });

  it('has room for every item and no empty page after the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(100_000), (pageSize, total) => {
        const { totalPages } = pageInfo(1, pageSize, total);
        expect(totalPages * pageSize).toBeGreaterThanOrEqual(total);
        if (totalPages > 1) expect((totalPages - 1) * pageSize).toBeLessThan(total);
      }),
    );
  });
});

describe('pageEnvelope', () => {
  it('carries the items with where the page is', () => {
    expect(pageEnvelope(['a', 'b'], 3, 2, 6)).toEqual({
      items: ['a', 'b'],
      page: 3,
      pageSize: 2,
      total: 6,
      totalPages: 3,
    });
  });
});
