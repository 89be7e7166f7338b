// Closing a league's season: the next season's starting order and the default name. Pure rules; the
// server applies them under the ladder lock (server/modules/seasons/close-season.ts).
import type { SeasonResetRule } from '../domain.js';
import { daysBetween } from '../time.js';
import type { Rung } from './ladder.js';

export interface SeasonPlayer extends Rung {
  firstName: string;
  lastName: string;
}

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true });

/**
 * The ladder the next season starts with. 'keep': the final order, unchanged. 'alphabetical': a
 * new intake, where no place is earned yet: surname, then first name, in the Turkish alphabet
 * (ties by the old rank, so the order is fully determined). Either way the ranks are 1..n.
 */
export function nextSeasonLadder(players: SeasonPlayer[], rule: SeasonResetRule): Rung[] {
  const byRank = [...players].sort((a, b) => a.rank - b.rank);
  const order =
    rule === 'keep'
      ? byRank
      : byRank.sort(
          (a, b) =>
            collator.compare(a.lastName.trim(), b.lastName.trim()) ||
            collator.compare(a.firstName.trim(), b.firstName.trim()) ||
            a.rank - b.rank,
        );
  return order.map((p, i) => ({ userId: p.userId, rank: i + 1 }));
}

/**
 * Whether two season names are one to a reader: the same words whatever the case (Turkish İ/ı
 * included) or the spaces around and between them — '2026 Bahar' and ' 2026  BAHAR' are one.
 */
export function sameSeasonName(a: string, b: string): boolean {
  const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');
  return key(a) === key(b);
}

/** The name a season is offered by default: the year it closes in, "2026 Sezonu". */
export function defaultSeasonName(today: string): string {
  return `${today.slice(0, 4)} Sezonu`;
}

/**
 * The new season's end the close offers by default: the league's end if it is still ahead, else a
 * season as long as the one closing (30 days at least) from today; never after `latest`, the last
 * day a league date may take.
 */
export function defaultSeasonEnd(
  league: { startDate: string; endDate: string },
  today: string,
  latest: string,
): string {
  if (league.endDate > today) return league.endDate > latest ? latest : league.endDate;
  const days = Math.max(30, daysBetween(league.startDate, league.endDate));
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return end > latest ? latest : end;
}
