import { eq } from 'drizzle-orm';
import { alias, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { leagues, matches, users } from '../db/schema/index.js';

/** The match's first player (matches.player1_id), joined as `p1`. */
export const player1 = alias(users, 'p1');
/** The match's second player (matches.player2_id), joined as `p2`. */
export const player2 = alias(users, 'p2');

/** The parts of a player's name a match list shows: never their contact details. */
export const nameParts = (player: typeof player1 | typeof player2) => ({
  name: player.name,
  firstName: player.firstName,
  lastName: player.lastName,
});

/** Both players' first and last names, selected as p1First, p1Last, p2First and p2Last. */
export const bothPlayersNames = {
  p1First: player1.firstName,
  p1Last: player1.lastName,
  p2First: player2.firstName,
  p2Last: player2.lastName,
};

/** Both players are always there; the league is missing for a match an admin added without one. */
type Joined = { matches: 'not-null'; p1: 'not-null'; p2: 'not-null'; leagues: 'nullable' };

/**
 * Matches with both players (`player1`, `player2`) and the league (`leagues`) joined, selecting
 * `fields`; the caller adds its where, order, limit and offset.
 */
export function selectMatchesWithNames<Fields extends SelectedFields>(
  db: DbOrTx,
  fields: Fields,
): PgSelectBase<'matches', Fields, 'partial', Joined, true> {
  const query = db
    .select(fields as SelectedFields)
    .from(matches)
    .innerJoin(player1, eq(player1.id, matches.player1Id))
    .innerJoin(player2, eq(player2.id, matches.player2Id))
    .leftJoin(leagues, eq(leagues.id, matches.leagueId))
    .$dynamic();
  // Drizzle computes the row type from a concrete selection only; `Joined` states the joins above.
  return query as unknown as PgSelectBase<'matches', Fields, 'partial', Joined, true>;
}

/**
 * Both players' full names and the winner's, from a row selected with `bothPlayersNames` (and the
 * match's `winnerId` and `player1Id`); the winner is null while no one has won.
 */
export function playerNames(row: {
  p1First: string | null;
  p1Last: string | null;
  p2First: string | null;
  p2Last: string | null;
  winnerId: string | null;
  player1Id: string;
}) {
  const player1 = `${row.p1First ?? ''} ${row.p1Last ?? ''}`.trim();
  const player2 = `${row.p2First ?? ''} ${row.p2Last ?? ''}`.trim();
  return {
    player1,
    player2,
    winner: row.winnerId ? (row.winnerId === row.player1Id ? player1 : player2) : null,
  };
}
