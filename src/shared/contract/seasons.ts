import { SEASON_RESET_RULES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { requiredText, ZEventDate, ZTimestamp } from './common.js';
import { ZPublicResult, ZPublicRung } from './guest.js';

// Seasons: staff close a league's season; anyone reads the archive (names and results only).

export const SEASON_NAME_MAX = 60;

export const ZCloseSeasonRequest = z.object({
  name: requiredText(messages.seasons.nameRequired, SEASON_NAME_MAX),
  resetRule: z.enum(SEASON_RESET_RULES, { error: messages.seasons.resetRuleInvalid }),
  /** The new season's last day (the league's new end date); today or later, and within the range
   * every league date keeps (so the league can still be edited afterwards). */
  newEndDate: ZEventDate,
});
export type TCloseSeasonRequest = z.infer<typeof ZCloseSeasonRequest>;

export const ZSeason = z.object({
  id: z.string(),
  leagueId: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  closedAt: ZTimestamp,
  resetRule: z.enum(SEASON_RESET_RULES),
  playerCount: z.number(),
});
export type TSeason = z.infer<typeof ZSeason>;

export const ZCloseSeasonResult = z.object({ season: ZSeason, cancelledOffers: z.number() });
export type TCloseSeasonResult = z.infer<typeof ZCloseSeasonResult>;

/** A closed season as anyone reads it: its final ladder and its results, names only. */
export const ZSeasonArchive = z.object({
  season: ZSeason,
  leagueName: z.string(),
  ladder: z.array(ZPublicRung),
  results: z.array(ZPublicResult.extend({ cancelled: z.boolean() })),
});
export type TSeasonArchive = z.infer<typeof ZSeasonArchive>;

/**
 * A past season on a player's page: where they finished, or null when they had left its ladder
 * before it closed (they played in it, or their rank changed in it).
 */
export const ZPlayerSeason = z.object({
  seasonId: z.string(),
  seasonName: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  endDate: z.string(),
  finalRank: z.number().nullable(),
  playerCount: z.number(),
});
export type TPlayerSeason = z.infer<typeof ZPlayerSeason>;

export const ZSeasonIdParam = z.object({ id: z.uuid({ error: messages.seasons.notFound }) });
