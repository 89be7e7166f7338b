import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halfTimeOf, isInReminderWindow, reminderActionFor, responseDeadline } from './reminders.js';

/** An instant given as Istanbul wall-clock time (UTC+3 all year). */
const ist = (iso: string) => new Date(`${iso}+03:00`);

describe('the reminder window (08:00–22:59 Istanbul)', () => {
  it.each([
    ['2026-11-22T07:59:59', false],
    ['2026-11-22T08:00:00', true],
    ['2026-11-22T12:30:00', true],
    ['2026-11-22T22:59:59', true],
    ['2026-11-22T23:00:00', false],
    ['2026-11-23T00:00:00', false],
  ])('%s → %s', (at, inside) => {
    expect(isInReminderWindow(ist(at))).toBe(inside);
  });

  it('reads the clock in Istanbul, not UTC', () => {
    // 05:30 UTC is 08:30 in Istanbul.
    expect(isInReminderWindow(new Date('2026-06-01T05:30:00Z'))).toBe(true);
    // 20:30 UTC is 23:30 in Istanbul.
    expect(isInReminderWindow(new Date('2026-06-01T20:30:00Z'))).toBe(false);
  });
});

describe('deadlines', () => {
  const created = ist('2026-11-20T10:00:00');

  it('the response deadline is maxDaysToRespond days after the offer', () => {
    expect(responseDeadline(created, 2)).toEqual(ist('2026-11-22T10:00:00'));
  });

  it('half time is half the window in hours: a 1-day window reminds at 12 hours', () => {
    expect(halfTimeOf(created, responseDeadline(created, 1))).toEqual(ist('2026-11-20T22:00:00'));
    expect(halfTimeOf(created, responseDeadline(created, 3))).toEqual(ist('2026-11-21T22:00:00'));
  });

  const offer = { createdAt: created, respondBy: responseDeadline(created, 2), halfTimeReminderSent: false };

  it.each([
    ['2026-11-21T09:59:59', 'none'],
    ['2026-11-21T10:00:00', 'remind'], // exactly half
    ['2026-11-22T09:59:59', 'remind'],
    ['2026-11-22T10:00:00', 'expire'], // exactly the deadline
    ['2026-11-25T10:00:00', 'expire'],
  ])('a 2-day offer at %s → %s', (at, action) => {
    expect(reminderActionFor(offer, ist(at))).toBe(action);
  });

  it('reminds only once', () => {
    expect(reminderActionFor({ ...offer, halfTimeReminderSent: true }, ist('2026-11-21T12:00:00'))).toBe(
      'none',
    );
    expect(reminderActionFor({ ...offer, halfTimeReminderSent: true }, ist('2026-11-22T12:00:00'))).toBe(
      'expire',
    );
  });

  it('never reminds before half time and always expires from the deadline on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 40 * 86_400_000 }),
        fc.boolean(),
        (days, elapsed, sent) => {
          const respondBy = responseDeadline(created, days);
          const now = new Date(created.getTime() + elapsed);
          const action = reminderActionFor(
            { createdAt: created, respondBy, halfTimeReminderSent: sent },
            now,
          );
          if (elapsed >= days * 86_400_000) return action === 'expire';
          if (elapsed < (days * 86_400_000) / 2) return action === 'none';
          return action === (sent ? 'none' : 'remind');
        },
      ),
    );
  });
});
