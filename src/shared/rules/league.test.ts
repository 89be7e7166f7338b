import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import {
  isLeagueActiveNow,
  isPendingStatus,
  joinRefusal,
  leagueStatus,
  participantGenderRefusal,
} from './league.js';

const m = messages.league;
const base = {
  league: { isActive: true, endDate: '2026-12-31', gender: 'male' },
  userGender: 'male',
  today: '2026-11-22',
  alreadyParticipant: false,
  pendingApplicationLeagueId: null,
  leagueId: 'L1',
};

describe('league activity', () => {
  it('is active through its end date and not after', () => {
    expect(isLeagueActiveNow({ isActive: true, endDate: '2026-11-22' }, '2026-11-22')).toBe(true);
    expect(isLeagueActiveNow({ isActive: true, endDate: '2026-11-21' }, '2026-11-22')).toBe(false);
    expect(isLeagueActiveNow({ isActive: false, endDate: '2027-01-01' }, '2026-11-22')).toBe(false);
  });

  it('never counts an inactive league as active', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true }), (a, b) => {
        const endDate = a.toISOString().slice(0, 10);
        const today = b.toISOString().slice(0, 10);
        expect(isLeagueActiveNow({ isActive: false, endDate }, today)).toBe(false);
        expect(isLeagueActiveNow({ isActive: true, endDate }, today)).toBe(endDate >= today);
      }),
    );
  });
});

describe('join rules', () => {
  it('lets a matching player apply', () => {
    expect(joinRefusal(base)).toBeNull();
  });

  it.each([
    [{ userGender: null }, m.profileNeeded],
    [{ league: { ...base.league, isActive: false } }, m.notActive],
    [{ league: { ...base.league, endDate: '2026-11-21' } }, m.notActive],
    [{ userGender: 'female' }, m.wrongGender],
    [{ userGender: 'other' }, m.wrongGender],
    [{ alreadyParticipant: true }, m.alreadyJoined],
    [{ pendingApplicationLeagueId: 'L1' }, m.pendingHere],
    [{ pendingApplicationLeagueId: 'L2' }, m.pendingElsewhere],
  ])('refuses %j', (change, message) => {
    expect(joinRefusal({ ...base, ...change })).toBe(message);
  });

  it('reads application status case-insensitively', () => {
    expect(isPendingStatus('Pending')).toBe(true);
    expect(isPendingStatus('pending')).toBe(true);
    expect(isPendingStatus('confirmed')).toBe(false);
  });
});

describe('participantGenderRefusal', () => {
  it('lets only a player of the league’s gender onto its ladder', () => {
    expect(participantGenderRefusal('female', 'female')).toBeNull();
    expect(participantGenderRefusal('male', 'male')).toBeNull();
    expect(participantGenderRefusal('female', 'male')).toBe(
      'Bu lig yalnızca kadın oyunculara açık; bu oyuncu eklenemez.',
    );
    expect(participantGenderRefusal('male', 'other')).toBe(
      'Bu lig yalnızca erkek oyunculara açık; bu oyuncu eklenemez.',
    );
    expect(participantGenderRefusal('male', null)).not.toBeNull();
  });
});

describe('league status as players read it', () => {
  const league = { isActive: true, startDate: '2026-12-01', endDate: '2027-06-30' };
  it('is not started before its start date, active from it through its end date, inactive after', () => {
    expect(leagueStatus(league, '2026-11-30')).toBe('notStarted');
    expect(leagueStatus(league, '2026-12-01')).toBe('active');
    expect(leagueStatus(league, '2027-06-30')).toBe('active');
    expect(leagueStatus(league, '2027-07-01')).toBe('inactive');
    expect(leagueStatus({ ...league, isActive: false }, '2026-11-30')).toBe('inactive');
  });
  it('reads active exactly when the league is active now and has started', () => {
    const date = fc
      .integer({ min: 0, max: 1000 })
      .map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.boolean(), date, date, date, (isActive, startDate, endDate, today) => {
        const l = { isActive, startDate, endDate };
        const status = leagueStatus(l, today);
        expect(status === 'inactive').toBe(!isLeagueActiveNow(l, today));
        if (status !== 'inactive') expect(status === 'active').toBe(startDate <= today);
      }),
    );
  });
});
