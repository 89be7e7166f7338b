import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS, retentionCutoffs } from './retention.js';

describe('retention', () => {
  it('keeps each kind of record for its number of days before now', () => {
    const now = new Date('2026-11-23T21:00:00Z');
    const cut = retentionCutoffs(now);
    expect(cut.sentMail.toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(cut.failedMail.toISOString()).toBe('2026-08-25T21:00:00.000Z');
    expect(cut.push.toISOString()).toBe('2026-11-16T21:00:00.000Z');
  });

  it('keeps a mail given up on longer than a sent one, and both before now', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const cut = retentionCutoffs(now);
          expect(cut.failedMail.getTime()).toBeLessThan(cut.sentMail.getTime());
          for (const key of Object.keys(RETENTION_DAYS) as (keyof typeof RETENTION_DAYS)[])
            expect(now.getTime() - cut[key].getTime()).toBe(RETENTION_DAYS[key] * 86_400_000);
        },
      ),
    );
  });
});
