import { z } from '../zod.js';
import { ZTimestamp } from './common.js';

// What a visitor who has not signed in may see: names and results, never e-mail, phone or birth date.

export const ZPublicLeague = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  rules: z.string().nullable(),
  participantCount: z.number(),
});
export type TPublicLeague = z.infer<typeof ZPublicLeague>;

export const ZPublicRung = z.object({ rank: z.number(), firstName: z.string(), lastName: z.string() });

export const ZPublicResult = z.object({
  id: z.string(),
  playedAt: ZTimestamp.nullable(),
  player1: z.string(),
  player2: z.string(),
  winner: z.string().nullable(),
  score: z.string().nullable(),
});

export const ZPublicLeagueDetail = z.object({
  league: ZPublicLeague,
  ladder: z.array(ZPublicRung),
  recentResults: z.array(ZPublicResult),
});
export type TPublicLeagueDetail = z.infer<typeof ZPublicLeagueDetail>;

export const ZPublicAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
});
export type TPublicAnnouncement = z.infer<typeof ZPublicAnnouncement>;
