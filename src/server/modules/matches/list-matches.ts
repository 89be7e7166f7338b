import type { TMatchPage } from '../../../shared/contract/matches.js';
import type { DbOrTx } from '../../db/client.js';
import { matchesOfLeague, selectMatches } from './match-row.js';

/**
 * The match table of /macm, newest first, one page. The route lets admins list every match and a
 * league's moderators only that league's (access.leagueStaff on the leagueId query).
 */
export async function listMatches(
  db: DbOrTx,
  leagueId: string | undefined,
  page: number,
): Promise<TMatchPage> {
  return selectMatches(db, leagueId ? matchesOfLeague(leagueId) : undefined, page);
}
