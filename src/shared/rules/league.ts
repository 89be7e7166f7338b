// Pure rules of leagues: when a league counts as active, and who may apply to it (spec §4, §5).
import type { LeagueStatus } from '../domain.js';
import { messages } from '../messages.js';

export interface LeagueActivity {
  isActive: boolean;
  /** YYYY-MM-DD */
  endDate: string;
}

/** Active only if isActive is set and its end date has not passed (today in Istanbul, YYYY-MM-DD). */
export function isLeagueActiveNow(league: LeagueActivity, today: string): boolean {
  return league.isActive && league.endDate >= today;
}

/** How a league reads to players: 'Aktif', 'Başlamadı' (active but before its start date) or 'Pasif'. */

/** A league's status today (Istanbul, YYYY-MM-DD): not started until its start date, even when active. */
export function leagueStatus(league: LeagueActivity & { startDate: string }, today: string): LeagueStatus {
  if (!isLeagueActiveNow(league, today)) return 'inactive';
  return league.startDate > today ? 'notStarted' : 'active';
}

export interface JoinFacts {
  league: LeagueActivity & { gender: string };
  /** The applicant's gender, or null without a profile. */
  userGender: string | null;
  today: string;
  alreadyParticipant: boolean;
  /** The league of the applicant's pending application, if any. */
  pendingApplicationLeagueId: string | null;
  leagueId: string;
}

/** Why the player may not apply to the league (a Turkish message), or null when they may. */
export function joinRefusal(f: JoinFacts): string | null {
  const m = messages.league;
  if (!f.userGender) return m.profileNeeded;
  if (!isLeagueActiveNow(f.league, f.today)) return m.notActive;
  if (f.league.gender !== f.userGender) return m.wrongGender;
  if (f.alreadyParticipant) return m.alreadyJoined;
  if (f.pendingApplicationLeagueId === f.leagueId) return m.pendingHere;
  if (f.pendingApplicationLeagueId) return m.pendingElsewhere;
  return null;
}

/**
 * Why staff may not put a player on a league's ladder for their gender (a Turkish message), or
 * null when they may: a league is for one gender, and a player of another (or none) stays off it.
 */
export function participantGenderRefusal(leagueGender: string, userGender: string | null): string | null {
  return leagueGender === userGender ? null : messages.participants.wrongGender(leagueGender);
}

/** Application statuses are compared case-insensitively ('Pending' and 'pending' are one). */
export function isPendingStatus(status: string): boolean {
  return status.toLowerCase() === 'pending';
}
