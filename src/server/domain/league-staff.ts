import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { leagueModerators, users } from '../db/schema/index.js';
import { settleNotifications } from './notify.js';

export interface StaffMember {
  id: string;
  email: string;
  role: string;
}

/** Who settles a league's matches: every admin and Super Admin, and that league's moderators, once each. */
export async function staffOfLeague(db: DbOrTx, leagueId: string | null): Promise<StaffMember[]> {
  const columns = { id: users.id, email: users.email, role: users.role };
  const admins = await db
    .select(columns)
    .from(users)
    .where(inArray(users.role, ['Admin', 'Super Admin']));
  const moderators = leagueId
    ? await db
        .select(columns)
        .from(leagueModerators)
        .innerJoin(users, eq(users.id, leagueModerators.userId))
        .where(eq(leagueModerators.leagueId, leagueId))
    : [];
  return [...new Map([...admins, ...moderators].map((u) => [u.id, u])).values()];
}

/**
 * What a league's staff were asked about a match (a dispute, an overdue match) is decided, by a
 * staff decision or cancellation: their notices about it are marked read, whoever of them acted.
 */
export async function settleStaffNotices(tx: DbOrTx, match: { id: string; leagueId: string | null }) {
  const staff = await staffOfLeague(tx, match.leagueId);
  await settleNotifications(
    tx,
    staff.map((s) => s.id),
    { kind: 'match', id: match.id },
  );
}
