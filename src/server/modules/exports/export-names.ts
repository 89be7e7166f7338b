import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, seasons } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/** Gender as a spreadsheet reader reads it. */
export const GENDER_WORDS: Record<string, string> = { male: 'Erkek', female: 'Kadın', other: 'Diğer' };

/**
 * A phone number as a spreadsheet keeps it: Excel reads a cell of bare digits as a number and drops
 * the leading 0 ('05321234567' became 5321234567), so a Turkish number typed as eleven digits is
 * written in its usual groups ('0532 123 45 67'), which Excel keeps as text. Other forms stay as typed.
 */
export function phoneCell(phone: string | null): string {
  if (!phone) return '';
  const digits = /^0(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone.trim());
  return digits ? `0${digits.slice(1).join(' ')}` : phone;
}

/** "Sıralama - Kadınlar Ligi - 2026-05-01.csv": what, of which league, on which day (Istanbul). */
export function exportFilename(what: string, leagueName: string | null, now: Date): string {
  const clean = (s: string) =>
    s
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return [what, leagueName === null ? null : clean(leagueName), istanbulToday(now)]
    .filter((p): p is string => !!p)
    .join(' - ')
    .concat('.csv');
}

/** The league an export reads, read before the download starts: 404 for an unknown one. */
export async function leagueOfExport(db: DbOrTx, leagueId: string) {
  const [league] = await db
    .select({ id: leagues.id, name: leagues.name })
    .from(leagues)
    .where(eq(leagues.id, leagueId));
  if (!league) throw notFound(messages.league.notFound);
  return league;
}

/** A closed season of the league (404 when it is another league's), or null for the current one. */
export async function seasonOfExport(db: DbOrTx, leagueId: string, seasonId: string | undefined) {
  if (!seasonId) return null;
  const [season] = await db
    .select({ id: seasons.id, name: seasons.name, leagueId: seasons.leagueId })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  if (!season || season.leagueId !== leagueId) throw notFound(messages.exports.seasonNotInLeague);
  return season;
}
