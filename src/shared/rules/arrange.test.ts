import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSlot,
  internationalDigits,
  lastPlayDay,
  MAX_SLOTS,
  overdueOutcome,
  postponeDaysValid,
  postponedDeadline,
  reminderDue,
  type Slot,
  slotDayRange,
  slotProblem,
} from './arrange.js';

const H = 3_600_000;
const now = new Date('2026-11-20T10:00:00Z');
const dueAt = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('slots', () => {
  it('takes one to three slots still to come, none after the play deadline', () => {
    const ok: Slot = { at: at(H), place: 'Dicle Kortları' };
    expect(slotProblem([ok], now, dueAt)).toBeNull();
    expect(slotProblem([], now, dueAt)).toBe('count');
    expect(
      slotProblem(
        [ok, ok, ok, ok].map((s, i) => ({ ...s, at: at((i + 1) * H) })),
        now,
        dueAt,
      ),
    ).toBe('count');
    expect(slotProblem([{ ...ok, at: now }], now, dueAt)).toBe('past');
    expect(slotProblem([{ ...ok, at: dueAt }], now, dueAt)).toBeNull();
    expect(slotProblem([{ ...ok, at: new Date(dueAt.getTime() + 60_000) }], now, dueAt)).toBe(
      'afterDeadline',
    );
    expect(slotProblem([ok, { ...ok, place: 'Başka kort' }], now, dueAt)).toBe('duplicate');
  });

  it('property: an accepted proposal never holds a slot after the deadline or in the past', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -10 * 24 * 60, max: 10 * 24 * 60 }), { minLength: 0, maxLength: 5 }),
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        (offsets, dueMinutes) => {
          const due = at(dueMinutes * 60_000);
          const slots = offsets.map((m) => ({ at: at(m * 60_000), place: 'Kort' }));
          if (slotProblem(slots, now, due) !== null) return;
          expect(slots.length).toBeGreaterThanOrEqual(1);
          expect(slots.length).toBeLessThanOrEqual(MAX_SLOTS);
          for (const s of slots) {
            expect(s.at.getTime()).toBeLessThanOrEqual(due.getTime());
            expect(s.at.getTime()).toBeGreaterThan(now.getTime());
          }
        },
      ),
    );
  });

  it('reads as "24 Kas Sal 18:30 · Dicle Kortları" in Istanbul', () => {
    expect(formatSlot(new Date('2026-11-24T15:30:00Z'), 'Dicle Kortları')).toBe(
      '24 Kas Sal 18:30 · Dicle Kortları',
    );
  });
});

describe('postponement', () => {
  it('moves the deadline by 1 to maxDaysToPlay days, once', () => {
    expect(postponedDeadline(dueAt, 3, 5, false, now)).toEqual({
      ok: true,
      dueAt: new Date(dueAt.getTime() + 72 * H),
    });
    expect(postponedDeadline(dueAt, 6, 5, false, now)).toEqual({ ok: false, problem: 'days' });
    expect(postponedDeadline(dueAt, 0, 5, false, now)).toEqual({ ok: false, problem: 'days' });
    expect(postponedDeadline(dueAt, 2, 5, true, now)).toEqual({ ok: false, problem: 'again' });
    expect(postponedDeadline(null, 2, 5, false, now)).toEqual({ ok: false, problem: 'noDeadline' });
  });

  it('after the deadline, only so far that the new deadline is still ahead', () => {
    const late = new Date(dueAt.getTime() + 50 * H);
    expect(postponedDeadline(dueAt, 2, 5, false, late)).toEqual({ ok: false, problem: 'stillPast' });
    expect(postponedDeadline(dueAt, 3, 5, false, late)).toEqual({
      ok: true,
      dueAt: new Date(dueAt.getTime() + 72 * H),
    });
    // Exactly at the new deadline it is already over.
    expect(postponedDeadline(dueAt, 2, 5, false, new Date(dueAt.getTime() + 48 * H))).toEqual({
      ok: false,
      problem: 'stillPast',
    });
  });

  it('property: a postponement granted always leaves the deadline ahead of the moment it was granted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * 24, max: 10 * 24 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (hoursAfterDue, days, maxDays) => {
          const at = new Date(dueAt.getTime() + hoursAfterDue * H);
          const r = postponedDeadline(dueAt, days, maxDays, false, at);
          if (r.ok) expect(r.dueAt.getTime()).toBeGreaterThan(at.getTime());
          else expect(r.problem === 'days' || dueAt.getTime() + days * 24 * H <= at.getTime()).toBe(true);
        },
      ),
    );
  });

  it('takes a whole number of days from 1 to maxDaysToPlay, as the form checks it before sending', () => {
    expect([1, 3, 5].map((d) => postponeDaysValid(d, 5))).toEqual([true, true, true]);
    expect([0, -1, 6, 1.5, Number.NaN].map((d) => postponeDaysValid(d, 5))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('property: a deadline moves at most once and by at most maxDaysToPlay days', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3, max: 40 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 30 }),
        (asks, maxDays) => {
          let due = dueAt;
          let postponed = false;
          let moves = 0;
          for (const days of asks) {
            const r = postponedDeadline(due, days, maxDays, postponed, now);
            if (r.ok) {
              due = r.dueAt;
              postponed = true;
              moves += 1;
            }
          }
          expect(moves).toBeLessThanOrEqual(1);
          expect(due.getTime() - dueAt.getTime()).toBeLessThanOrEqual(maxDays * 24 * H);
          expect(due.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
        },
      ),
    );
  });
});

describe('reminders before an agreed slot', () => {
  const slot = new Date('2026-11-24T15:30:00Z');
  const ahead = (h: number) => new Date(slot.getTime() - h * H);
  it('reminds 24 hours and 2 hours before, each once per start', () => {
    expect(reminderDue(slot, ahead(25), '24h', null)).toBe(false);
    expect(reminderDue(slot, ahead(24), '24h', null)).toBe(true);
    expect(reminderDue(slot, ahead(3), '24h', null)).toBe(true);
    expect(reminderDue(slot, ahead(24), '24h', slot)).toBe(false);
    expect(reminderDue(slot, ahead(2), '24h', null)).toBe(false);
    expect(reminderDue(slot, ahead(2), '2h', null)).toBe(true);
    expect(reminderDue(slot, ahead(2), '2h', slot)).toBe(false);
    expect(reminderDue(slot, slot, '2h', null)).toBe(false);
    // a changed slot is reminded again
    expect(reminderDue(slot, ahead(2), '2h', ahead(48))).toBe(true);
  });

  it('property: at any moment at most one of the two reminders is due, and none after the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30 * 60, max: 30 * 60 }), (minutes) => {
        const t = new Date(slot.getTime() - minutes * 60_000);
        const due = (['24h', '2h'] as const).filter((l) => reminderDue(slot, t, l, null));
        expect(due.length).toBeLessThanOrEqual(1);
        if (t.getTime() >= slot.getTime()) expect(due).toEqual([]);
      }),
    );
  });
});

describe('overdue matches', () => {
  const players = ['a', 'b'] as const;
  it('staff decide by default; with walkover the player who left the proposal unanswered loses', () => {
    expect(overdueOutcome('staff', players, { requestedBy: 'a' }, false)).toEqual({ kind: 'staff' });
    expect(overdueOutcome('walkover', players, { requestedBy: 'a' }, false)).toEqual({
      kind: 'walkover',
      loserId: 'b',
    });
    expect(overdueOutcome('walkover', players, { requestedBy: 'b' }, false)).toEqual({
      kind: 'walkover',
      loserId: 'a',
    });
    expect(overdueOutcome('walkover', players, null, false)).toEqual({ kind: 'staff' });
    expect(overdueOutcome('walkover', players, { requestedBy: 'a' }, true)).toEqual({ kind: 'staff' });
  });

  it('property: a walkover never falls on the player who proposed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a', 'b'),
        fc.boolean(),
        fc.constantFrom('staff', 'walkover'),
        (by, agreed, p) => {
          const r = overdueOutcome(p as 'staff' | 'walkover', players, { requestedBy: by }, agreed);
          if (r.kind === 'walkover') expect(r.loserId).not.toBe(by);
        },
      ),
    );
  });
});

describe('phone links', () => {
  it('dials Turkish numbers with the country code', () => {
    expect(internationalDigits('0532 123 45 67')).toBe('905321234567');
    expect(internationalDigits('532 123 45 67')).toBe('905321234567');
    expect(internationalDigits('+90 (532) 123-45-67')).toBe('905321234567');
    expect(internationalDigits('0090 532 123 45 67')).toBe('905321234567');
    expect(internationalDigits('12')).toBeNull();
    expect(internationalDigits(null)).toBeNull();
  });
});

describe('the last play day', () => {
  const istanbul = (iso: string) => new Date(`${iso}+03:00`);
  it('is the deadline’s own date, or the evening before for a deadline in the night’s first hours', () => {
    expect(lastPlayDay(istanbul('2026-11-29T00:09:00'))).toBe('2026-11-28');
    expect(lastPlayDay(istanbul('2026-11-29T05:59:59'))).toBe('2026-11-28');
    expect(lastPlayDay(istanbul('2026-11-29T06:00:00'))).toBe('2026-11-29');
    expect(lastPlayDay(istanbul('2026-11-29T13:00:00'))).toBe('2026-11-29');
    expect(lastPlayDay(istanbul('2026-11-29T23:59:00'))).toBe('2026-11-29');
    // Across a month's and a year's end.
    expect(lastPlayDay(istanbul('2026-12-01T01:00:00'))).toBe('2026-11-30');
    expect(lastPlayDay(istanbul('2027-01-01T00:30:00'))).toBe('2026-12-31');
  });

  // Any instant of a few years around now.
  const instant = fc
    .integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2030-12-31T00:00:00Z') })
    .map((ms) => new Date(ms));
  const playHoursOf = (day: string) => istanbul(`${day}T06:00:00`).getTime();

  it('is the day whose play hours (06:00 to 06:00 next morning) hold the deadline', () => {
    fc.assert(
      fc.property(instant, (due) => {
        const start = playHoursOf(lastPlayDay(due));
        expect(start).toBeLessThanOrEqual(due.getTime());
        expect(due.getTime()).toBeLessThan(start + 24 * H);
      }),
    );
  });

  it('always leaves a time the server takes on that day, and none in the play hours of any later day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 10 }), (due, later) => {
        const day = lastPlayDay(due);
        const before = new Date(playHoursOf(day) - H);
        // The day's 06:00 is a start the server accepts (asked before it).
        expect(slotProblem([{ at: new Date(playHoursOf(day)), place: 'Kort' }], before, due)).toBeNull();
        // From the next day on, a start in its play hours is after the deadline.
        const next = new Date(playHoursOf(day) + later * 24 * H);
        expect(slotProblem([{ at: next, place: 'Kort' }], before, due)).toBe('afterDeadline');
      }),
    );
  });

  it('never moves back as the deadline moves on, and is the deadline’s date or the day before', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 * 24 * H }), (due, step) => {
        const a = lastPlayDay(due);
        const b = lastPlayDay(new Date(due.getTime() + step));
        expect(a <= b).toBe(true);
        const own = istanbul(`${a}T00:00:00`).getTime();
        const dueDay = istanbul(
          `${due.toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' })}T00:00:00`,
        ).getTime();
        expect([0, 24 * H]).toContain(dueDay - own);
      }),
    );
  });

  it('bounds the slot form’s dates from today to the last play day, never a latest date before the first', () => {
    const accepted0009 = istanbul('2026-11-29T00:09:00');
    expect(slotDayRange(accepted0009, istanbul('2026-11-25T13:00:00'))).toEqual({
      min: '2026-11-25',
      max: '2026-11-28',
    });
    expect(slotDayRange(istanbul('2026-11-29T13:00:00'), istanbul('2026-11-25T13:00:00'))).toEqual({
      min: '2026-11-25',
      max: '2026-11-29',
    });
    // At 00:03 of that last date: the evening before has gone, today is still offered.
    expect(slotDayRange(accepted0009, istanbul('2026-11-29T00:03:00'))).toEqual({
      min: '2026-11-29',
      max: '2026-11-29',
    });
    expect(slotDayRange(null, istanbul('2026-11-25T13:00:00'))).toEqual({
      min: '2026-11-25',
      max: undefined,
    });
    fc.assert(
      fc.property(instant, fc.integer({ min: -2 * 24 * H, max: 20 * 24 * H }), (nowAt, ahead) => {
        const due = new Date(nowAt.getTime() + ahead);
        const { min, max } = slotDayRange(due, nowAt);
        expect(max! >= min).toBe(true);
        // The latest date offered is the last play day whenever that is still to come.
        if (lastPlayDay(due) >= min) expect(max).toBe(lastPlayDay(due));
      }),
    );
  });
});
