import { z } from '../zod.js';
import { ZTimestamp } from './common.js';

export const ZRankPoint = z.object({ at: ZTimestamp, rank: z.number().nullable(), cause: z.string() });

export const ZPlayerLeagueHistory = z.object({
  leagueId: z.string(),
  leagueName: z.string(),
  currentRank: z.number().nullable(),
  points: z.array(ZRankPoint),
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
