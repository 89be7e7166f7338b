import { MATCH_REQUEST_KINDS } from '../domain.js';
import { z } from '../zod.js';
import { ZTimestamp } from './common.js';
import { INELIGIBILITY_REASONS } from './offers.js';

/**
 * What a to-do asks of the player:
 * - answerOffer: a challenge they received waits for their answer (deadline: the answer deadline);
 * - sentOffer: their challenge waits for the opponent's answer (they may view or cancel it);
 * - confirmResult: the opponent reported the score (deadline: when it confirms itself);
 * - pickSlot: an accepted match without an agreed time, for which the opponent proposed times for
 *   the player to pick one of (deadline: the play deadline);
 * - arrangeMatch: an accepted match without an agreed time, and no times from the opponent to pick
 *   (deadline: the play deadline);
 * - reportMatch: an accepted match whose agreed time has passed, without a score (the play deadline);
 * - answerRequest: the opponent asks to cancel or postpone the match, or proposes other times for
 *   an agreed one, and waits for the player's answer (the play deadline);
 * - slotsSent: the player proposed times for a match without an agreed time and waits for the
 *   opponent to pick one (the play deadline).
 */
export const TODO_KINDS = [
  'answerOffer',
  'confirmResult',
  'answerRequest',
  'reportMatch',
  'pickSlot',
  'arrangeMatch',
  'slotsSent',
  'sentOffer',
] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

export const ZTodoItem = z.object({
  kind: z.enum(TODO_KINDS),
  /** The offer's id (answerOffer, sentOffer) or the match's (the others). */
  id: z.string(),
  league: z.object({ id: z.string(), name: z.string() }),
  /** The other player. */
  who: z.object({ userId: z.string(), name: z.string(), rank: z.number().nullable() }),
  /** The player's own rank in that league (what a challenge puts at stake). */
  myRank: z.number().nullable(),
  deadline: ZTimestamp.nullable(),
  /** confirmResult: the score as reported, player 1's games first. */
  score: z.string().nullable(),
  /** confirmResult: whose games come first in `score` (player 1, then player 2) and who won as reported. */
  result: z.object({ player1: z.string(), player2: z.string(), winner: z.string().nullable() }).nullable(),
  /** reportMatch: the agreed time that has passed. */
  slotAt: ZTimestamp.nullable(),
  /** answerRequest: what the opponent asks ('slots': other times in place of the agreed one). */
  request: z.enum(MATCH_REQUEST_KINDS).nullable(),
});
export type TTodoItem = z.infer<typeof ZTodoItem>;

/** The dashboard's "Yapılacaklar": what waits for the signed-in player, soonest deadline first. */
export const ZTodo = z.object({ now: ZTimestamp, items: z.array(ZTodoItem) });
export type TTodo = z.infer<typeof ZTodo>;

/**
 * The ladder's per-row state for the signed-in player: movement since a week ago, and whether they
 * may challenge the row's player (the dashboard's reading of shared/rules/eligibility) and if not why.
 */
export const ZLadderActions = z.object({
  leagueId: z.string(),
  /** The signed-in player's rank; null when they are not on this ladder (no row may be challenged). */
  myRank: z.number().nullable(),
  /** Movement is counted from this instant (a week before now). */
  since: ZTimestamp,
  rows: z.array(
    z.object({
      userId: z.string(),
      rank: z.number(),
      /** Ranks gained since (negative: lost); a player who joined since counts from where they joined. */
      move: z.number(),
      /** null: may be challenged now ("Meydan Oku"). */
      reason: z.enum(INELIGIBILITY_REASONS).nullable(),
      /** recentlyBeaten: the day (YYYY-MM-DD) the row's player may be challenged again. */
      opensOn: z.string().nullable(),
    }),
  ),
});
export type TLadderActions = z.infer<typeof ZLadderActions>;
