import { MATCH_RESULT_STATES, MATCH_STATUSES } from '../domain.js';
import { z } from '../zod.js';
import { ZTimestamp } from './common.js';

export const ZRankPoint = z.object({ at: ZTimestamp, rank: z.number().nullable(), cause: z.string() });

/** A player's record in one league (shared/rules/player-record.ts): decided results only. */
export const ZPlayerRecord = z.object({
  played: z.number(),
  won: z.number(),
  lost: z.number(),
  walkovers: z.number(),
  setsWon: z.number(),
  setsLost: z.number(),
  gamesWon: z.number(),
  gamesLost: z.number(),
  streak: z.object({ kind: z.enum(['won', 'lost']), length: z.number() }).nullable(),
  headToHead: z.array(
    z.object({
      opponentId: z.string(),
      opponentName: z.string(),
      played: z.number(),
      won: z.number(),
      lost: z.number(),
    }),
  ),
});
export type TPlayerRecord = z.infer<typeof ZPlayerRecord>;

/**
 * The player's record and rank line in one season of a league: the current season (`seasonId`
 * null) or a closed one they took part in (on its final ladder, or with results or rank changes in it).
 */
export const ZPlayerSeasonRecord = z.object({
  seasonId: z.string().nullable(),
  /** The closed season's name; null for the current season. */
  seasonName: z.string().nullable(),
  /** When the closed season ended (the next one began); null for the current season. */
  closedAt: ZTimestamp.nullable(),
  /** Where the player finished a closed season; null for the current one or when they were off the ladder. */
  finalRank: z.number().nullable(),
  bestRank: z.number().nullable(),
  points: z.array(ZRankPoint),
  record: ZPlayerRecord,
});
export type TPlayerSeasonRecord = z.infer<typeof ZPlayerSeasonRecord>;

export const ZPlayerLeagueHistory = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  currentRank: z.number().nullable(),
  /** The best (lowest) rank the player held in this league, from the ladder history (all seasons). */
  bestRank: z.number().nullable(),
  /** The rank line across all seasons; a season's reset is a point with cause 'season'. */
  points: z.array(ZRankPoint),
  /** The record across all seasons. */
  record: ZPlayerRecord,
  /** Per season: the current one first (when the player has a part in it), then the closed ones, latest first. */
  seasons: z.array(ZPlayerSeasonRecord),
});

export const ZPlayerMatch = z.object({
  id: z.string(),
  leagueName: z.string().nullable(),
  /** When it was played; for a planned match its agreed slot, else its play deadline. */
  date: ZTimestamp.nullable(),
  opponent: z.string(),
  /** A report the 48-hour clock has confirmed reads 'oynanmış' (and its resultState 'confirmed'). */
  status: z.enum(MATCH_STATUSES),
  /** Where its result stands: reported and waiting for the other player, disputed, confirmed. */
  resultState: z.enum(MATCH_RESULT_STATES),
  /** The slot both players agreed on; null until they agree. */
  slotAt: ZTimestamp.nullable(),
  /** Planned and past its play deadline. */
  overdue: z.boolean(),
  /** true: this player won; false: lost; null: not decided yet. */
  won: z.boolean().nullable(),
  /** The score from this player's side: their games first ('3-6 2-6' for a 6-3 6-2 they lost as player 2). */
  score: z.string().nullable(),
  /**
   * Null when `score` reads from this player's side. A score typed as free text (a match without a
   * league) that cannot be turned keeps player 1's side: then both names in its order, 'A – B'.
   */
  scoreOrder: z.string().nullable(),
});

export const ZPlayerHistory = z.object({
  player: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  leagues: z.array(ZPlayerLeagueHistory),
});
export type TPlayerHistory = z.infer<typeof ZPlayerHistory>;

/**
 * The league and season whose matches a player's page lists, as its pickers choose them: the
 * current season ('current'), a closed one by its id, or all seasons ('all', the default); without
 * a league, every league's.
 */
export const ZPlayerMatchesQuery = z.object({
  leagueId: z.uuid().optional(),
  season: z.union([z.enum(['current', 'all']), z.uuid()]).optional(),
});
export type TPlayerMatchesQuery = z.input<typeof ZPlayerMatchesQuery>;

/** A player's matches, newest first by the date shown (the last 50). */
export const ZPlayerMatches = z.object({ matches: z.array(ZPlayerMatch) });
export type TPlayerMatches = z.infer<typeof ZPlayerMatches>;
export type TPlayerMatch = z.infer<typeof ZPlayerMatch>;

export const ZCalendarLink = z.object({ url: z.string() });
export type TCalendarLink = z.infer<typeof ZCalendarLink>;
