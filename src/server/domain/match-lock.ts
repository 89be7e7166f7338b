import { eq, inArray } from 'drizzle-orm';
import type { Rung } from '../../shared/rules/ladder.js';
import type { Tx } from '../db/client.js';
import { leagues, matches, users } from '../db/schema/index.js';
import { notFound } from '../errors.js';
import { lockLadder } from './ladder.js';
import { scoreFormatOf } from './score-format.js';

export type MatchRow = typeof matches.$inferSelect;
export interface Person {
  id: string;
  name: string;
  email: string;
}

/**
 * Locks the match's ladder (the league row: every rank change of the league takes it first), then
 * the match row, and reads the league format and both players. Reading the match after the lock
 * means two answers at once see each other's outcome.
 */
export async function lockMatch(tx: Tx, matchId: string) {
  const [peek] = await tx.select({ leagueId: matches.leagueId }).from(matches).where(eq(matches.id, matchId));
  if (!peek) throw notFound();
  const ladder: Rung[] = peek.leagueId ? await lockLadder(tx, peek.leagueId) : [];
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  const [league] = match.leagueId
    ? await tx.select().from(leagues).where(eq(leagues.id, match.leagueId))
    : [undefined];
  const format = scoreFormatOf(league);
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [match.player1Id, match.player2Id]));
  const player1 = people.find((p) => p.id === match.player1Id)!;
  const player2 = people.find((p) => p.id === match.player2Id)!;
  return { match, league, format, ladder, player1, player2 };
}

export type LockedMatch = Awaited<ReturnType<typeof lockMatch>>;

export const sideOf = (match: MatchRow, userId: string): 'p1' | 'p2' | null =>
  match.player1Id === userId ? 'p1' : match.player2Id === userId ? 'p2' : null;
