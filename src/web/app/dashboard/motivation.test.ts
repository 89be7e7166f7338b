import { describe, expect, it } from 'vitest';
import { motivationFor } from './motivation.js';

describe('motivationFor', () => {
  it('changes with the Istanbul day: at 03:00 there, not at midnight UTC', () => {
    const evening = motivationFor(new Date('2026-11-24T20:59:00Z')); // 23:59 in Istanbul
    expect(motivationFor(new Date('2026-11-24T21:00:00Z'))).not.toBe(evening); // 00:00 the next day
    expect(motivationFor(new Date('2026-11-24T06:00:00Z'))).toBe(evening);
  });

  it('addresses the reader as siz', () => {
    const week = Array.from({ length: 5 }, (_, i) => motivationFor(new Date(Date.UTC(2026, 10, 20 + i, 9))));
    for (const line of week) expect(line).not.toMatch(/\b(seni|senin|hazırla!|gönder!)/u);
  });
});
