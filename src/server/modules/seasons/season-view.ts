import type { TSeason } from '../../../shared/contract/seasons.js';
import type { seasons } from '../../db/schema/index.js';

/** A season row as the API sends it. */
export const toSeason = (s: typeof seasons.$inferSelect): TSeason => ({
  id: s.id,
  leagueId: s.leagueId,
  name: s.name,
  startDate: s.startDate,
  endDate: s.endDate,
  closedAt: s.closedAt.toISOString(),
  resetRule: s.resetRule,
  playerCount: s.playerCount,
});
