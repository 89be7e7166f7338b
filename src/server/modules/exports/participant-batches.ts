import { and, asc, eq, gt } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, users } from '../../db/schema/index.js';
import { batches, EXPORT_BATCH } from './csv.js';

type Joined = { league_participants: 'not-null'; users: 'not-null' };

/**
 * A league's players by rank, each with their user row joined, selecting `fields` (and the rank
 * the next batch starts after), read in batches of `EXPORT_BATCH`.
 */
export function participantsByRank<Fields extends SelectedFields>(
  db: DbOrTx,
  leagueId: string,
  fields: Fields,
): AsyncGenerator<SelectResult<Fields, 'partial', Joined> & { rank: number }> {
  const rows = batches(
    (after: number | null) =>
      db
        .select({ ...(fields as SelectedFields), rank: leagueParticipants.rank })
        .from(leagueParticipants)
        .innerJoin(users, eq(users.id, leagueParticipants.userId))
        .where(
          and(
            eq(leagueParticipants.leagueId, leagueId),
            after === null ? undefined : gt(leagueParticipants.rank, after),
          ),
        )
        .orderBy(asc(leagueParticipants.rank))
        .limit(EXPORT_BATCH),
    (r) => r.rank,
  );
  // Drizzle computes the row type from a concrete selection only; `Joined` states the join above.
  return rows as unknown as AsyncGenerator<SelectResult<Fields, 'partial', Joined> & { rank: number }>;
}
