import type { TCreateLeagueInput, TLeague } from '../../../shared/contract/leagues.js';
import type { Db } from '../../db/client.js';
import { leagues } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { withUniqueName } from './league-name.js';
import { toLeague } from './league-view.js';

/**
 * Adds a league (admins), logging LeagueCreated. Its name is no other league's. Without a play deadline of its own it takes
 * `defaultDaysToPlay`, the general match completion deadline.
 */
export async function createLeague(
  db: Db,
  adminId: string,
  input: TCreateLeagueInput,
  now: Date,
  defaultDaysToPlay: number,
): Promise<TLeague> {
  return db.transaction(async (tx) => {
    const [row] = await withUniqueName(() =>
      tx
        .insert(leagues)
        .values({
          ...input,
          maxDaysToPlay: input.maxDaysToPlay ?? defaultDaysToPlay,
          createdById: adminId,
          modifiedById: adminId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    await writeAdminLog(tx, 'LeagueCreated', { leagueId: row.id, name: row.name, by: adminId });
    return toLeague(row, now);
  });
}
