// Factories of the administration feature, shared by the API tests and the demo seed.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client.js';
import { matches } from '../../src/server/db/schema/index.js';
import { searchTextOf } from '../../src/server/domain/text-search.js';
import type { Gender, MatchStatus } from '../../src/shared/domain.js';

export interface BulkUser {
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: Gender;
}

/**
 * Inserts many users with completed profiles in ONE statement (one JSON parameter), e.g. 10 000
 * for the user-table tests. They have no sign-in account: they are for listing, not for signing in.
 * Their e-mail counts as verified, as the other factories' users do (the benchmark sends offers as them).
 */
export async function insertUsersInBulk(db: DbOrTx, list: BulkUser[]) {
  const rows = list.map((u) => ({
    ...u,
    id: u.id ?? crypto.randomUUID(),
    email: u.email.toLowerCase(),
    name: `${u.firstName} ${u.lastName}`,
    search_text: searchTextOf(u.firstName, u.lastName, u.email.toLowerCase()),
  }));
  await db.execute(sql`
    insert into users (id, email, name, first_name, last_name, gender, city, phone, birthdate,
                       profile_completed_at, search_text, email_verified)
    select r.id, r.email, r.name, r."firstName", r."lastName", r.gender, 21, '05550000000', '1990-01-01',
           now(), r.search_text, true
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(id text, email text, name text, "firstName" text, "lastName" text, gender text, search_text text)`);
  return rows.map((r) => r.id);
}

export interface MatchOverrides {
  leagueId?: string | null;
  matchDate?: Date;
  score?: string | null;
  status?: MatchStatus;
  createdBy?: string;
}

/** A match between two users (planlanmış, a week from now, unless told otherwise). */
export async function createMatch(db: DbOrTx, player1Id: string, player2Id: string, o: MatchOverrides = {}) {
  const [match] = await db
    .insert(matches)
    .values({
      player1Id,
      player2Id,
      leagueId: o.leagueId ?? null,
      matchDate: o.matchDate ?? new Date(Date.now() + 7 * 86_400_000),
      score: o.score ?? null,
      status: o.status ?? 'planlanmış',
      createdBy: o.createdBy ?? null,
    })
    .returning();
  return match;
}
