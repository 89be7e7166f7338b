import { MATCH_OUTCOMES, MATCH_RESULT_STATES, MATCH_STATUSES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { optionalText, ZPageInfo, ZPageQuery, ZTimestamp } from './common.js';

const m = messages.results;

const games = z
  .number({ error: m.gamesInvalid })
  .int({ error: m.gamesInvalid })
  .min(0, { error: m.gamesInvalid })
  .max(99, {
    error: m.gamesInvalid,
  });

/** One set as entered: player 1's and player 2's games (points in a super tie-break). */
export const ZSetScore = z.object({
  p1: games,
  p2: games,
  tieBreak: z.object({ p1: games, p2: games }).nullish(),
});
export type TSetScore = z.infer<typeof ZSetScore>;

export const ZSide = z.enum(['p1', 'p2'], { error: m.sideInvalid });

/**
 * A result as a player reports it (or staff enter it). Whether the score fits the league's format
 * is judged by shared/rules/results (it needs the league), with its Turkish message.
 */
export const ZResultRequest = z.object({
  outcome: z.enum(MATCH_OUTCOMES, { error: m.outcomeInvalid }),
  sets: z.array(ZSetScore).max(5),
  /** retired: who retired; walkover: who did not show. */
  loser: ZSide.nullish().transform((v) => v ?? null),
});
export type TResultRequest = z.input<typeof ZResultRequest>;

/** Staff enter or correct a result in a league they manage (the body names it for the access check). */
export const ZDecideResultRequest = ZResultRequest.extend({ leagueId: z.uuid() });
export type TDecideResultRequest = z.input<typeof ZDecideResultRequest>;

export const ZDisputeRequest = z.object({
  reason: optionalText(500, m.reasonTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type TDisputeRequest = z.input<typeof ZDisputeRequest>;

/** Staff cancel an unplayed match; `noShow` names who did not show ('none': nobody is blamed). */
export const ZCancelMatchRequest = z.object({
  leagueId: z.uuid(),
  noShow: z.enum(['p1', 'p2', 'none'], { error: m.sideInvalid }),
});
export type TCancelMatchRequest = z.input<typeof ZCancelMatchRequest>;

export const ZMatchFormat = z.object({
  setCount: z.number(),
  gameFormat: z.number(),
  setDecisionsFormat: z.string(),
  setTieBreakScore: z.number(),
  superTieBreak: z.number(),
});

const ZPlayer = z.object({ id: z.string(), name: z.string() });

/** Where a staff-entered result leaves the players: the facts `staffResultMove` reads. */
export const ZLadderFacts = z.object({
  player1Rank: z.number().int(),
  player2Rank: z.number().int(),
  size: z.number().int(),
  corrects: z.boolean(),
  winner: z.enum(['p1', 'p2']).nullable(),
  challengerRankBefore: z.number().int().nullable(),
});

export const ZResultMatch = z.object({
  id: z.string(),
  league: z.object({ id: z.string(), name: z.string() }).nullable(),
  format: ZMatchFormat,
  /** player1 is the challenger (the offerer), player2 the challenged player. */
  player1: ZPlayer,
  player2: ZPlayer,
  /** Added by an admin or moderator in /macm, not made from an offer. */
  addedByStaff: z.boolean(),
  /** Agreed before the league's last season close that reset the ladder: its result moves no rank. */
  agreedBeforeReset: z.boolean(),
  status: z.enum(MATCH_STATUSES),
  resultState: z.enum(MATCH_RESULT_STATES),
  outcome: z.enum(MATCH_OUTCOMES),
  sets: z.array(ZSetScore),
  score: z.string().nullable(),
  winnerId: z.string().nullable(),
  reportedBy: z.string().nullable(),
  reportedAt: ZTimestamp.nullable(),
  /** When an unanswered report confirms itself. */
  autoConfirmAt: ZTimestamp.nullable(),
  matchDate: ZTimestamp.nullable(),
  dueAt: ZTimestamp.nullable(),
  overdue: z.boolean(),
  updatedAt: ZTimestamp,
  /** The slot both players agreed on (start and place); null while they have not. */
  slot: z.object({ at: ZTimestamp, place: z.string() }).nullable(),
  /** When the players postponed the match, and the deadline it had before. */
  postponedAt: ZTimestamp.nullable(),
  originalDueAt: ZTimestamp.nullable(),
  /** What the disputing player wrote: in the staff's lists only, null elsewhere. */
  disputeReason: z.string().nullable(),
  /**
   * In the staff's lists only, for a league match: the facts that say where a result staff enter or
   * correct leaves the players (`staffResultMove`); null when no result of it moves the ladder.
   */
  ladder: ZLadderFacts.nullable().optional(),
});

export type TResultMatch = z.infer<typeof ZResultMatch>;

export const ZMyMatches = z.object({
  /** The signed-in player's id, to tell "my side" apart. */
  me: z.string(),
  open: z.array(ZResultMatch),
  recent: z.array(ZResultMatch),
});
export type TMyMatches = z.infer<typeof ZMyMatches>;

export const ZStaffResultsQuery = ZPageQuery.extend({ leagueId: z.uuid().optional() });

/** Matches waiting for staff per page of GET /results/staff?page=N. */
export const STAFF_PENDING_PAGE_SIZE = 20;

export const ZStaffResults = z.object({
  /** Reported, disputed or past their deadline: waiting for staff, one page of them. */
  pending: z.array(ZResultMatch),
  pendingPage: ZPageInfo,
  /** Latest final results, which staff may correct. */
  recent: z.array(ZResultMatch),
});
export type TStaffResults = z.infer<typeof ZStaffResults>;

export const ZResultResponse = z.object({ match: ZResultMatch, message: z.string() });
export type TResultResponse = z.infer<typeof ZResultResponse>;

/** The latest results of the leagues the signed-in player plays in. */
export const ZLeagueResults = z.object({
  leagues: z.array(z.object({ id: z.string(), name: z.string(), results: z.array(ZResultMatch) })),
});
export type TLeagueResults = z.infer<typeof ZLeagueResults>;
