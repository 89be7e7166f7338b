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

export const ZPlayerLeagueHistory = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  currentRank: z.number().nullable(),
  /** The best (lowest) rank the player held in this league, from the ladder history. */
  bestRank: z.number().nullable(),
  points: z.array(ZRankPoint),
  record: ZPlayerRecord,
});

export const ZPlayerMatch = z.object({
  id: z.string(),
  leagueName: z.string().nullable(),
  date: ZTimestamp.nullable(),
  opponent: z.string(),
  status: z.string(),
  /** true: this player won; false: lost; null: not decided yet. */
  won: z.boolean().nullable(),
  score: z.string().nullable(),
});

export const ZPlayerHistory = z.object({
  player: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  leagues: z.array(ZPlayerLeagueHistory),
  matches: z.array(ZPlayerMatch),
});
export type TPlayerHistory = z.infer<typeof ZPlayerHistory>;

export const ZCalendarLink = z.object({ url: z.string() });
export type TCalendarLink = z.infer<typeof ZCalendarLink>;
