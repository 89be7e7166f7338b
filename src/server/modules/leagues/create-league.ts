import type { TLeague, TLeagueInput } from '../../../shared/contract/leagues.js';
import type { Db } from '../../db/client.js';
import { leagues } from '../../db/schema/index.js';
import { writeAdminLog } from '../admin-logs/write-admin-log.js';
import { toLeague } from './league-view.js';

/** Adds a league (admins), logging LeagueCreated. */
export async function createLeague(
  db: Db,
  adminId: string,
  input: TLeagueInput,
  now: Date,
): Promise<TLeague> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leagues)
      .values({ ...input, createdById: adminId, modifiedById: adminId, createdAt: now, updatedAt: now })
      .returning();
    await writeAdminLog(tx, 'LeagueCreated', { leagueId: row.id, name: row.name, by: adminId });
    return toLeague(row, now);
  });
}
