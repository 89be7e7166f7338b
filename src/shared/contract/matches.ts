import { MATCH_OUTCOMES, MATCH_RESULT_STATES, MATCH_STATUSES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { eventDateRangeMessage, isEventDateInRange, pageOf, ZPage, ZTimestamp } from './common.js';
import { ZLadderFacts, ZMatchFormat } from './results.js';

const m = messages.matches;

export const MATCHES_PAGE_SIZE = 10;

/** A wall-clock time in Istanbul as a datetime-local input gives it: 'YYYY-MM-DDTHH:mm'. */
export const ZIstanbulDateTime = z
  .string({ error: m.dateRequired })
  .trim()
  .min(1, { error: m.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: m.dateInvalid })
  .refine(
    (v) => {
      const at = istanbulWallTimeToDate(v);
      return !Number.isNaN(at.getTime()) && toIstanbulWallTime(at) === v;
    },
    { error: m.dateInvalid, abort: true },
  )
  .refine((v) => isEventDateInRange(v), { error: eventDateRangeMessage });

/** Turkey keeps UTC+3 all year (no summer time since 2016). */
export function istanbulWallTimeToDate(value: string): Date {
  return new Date(`${value}:00+03:00`);
}

export function toIstanbulWallTime(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
}

const playerId = z.string({ error: m.playerRequired }).trim().min(1, { error: m.playerRequired }).max(100);

export const ZCreateMatchRequest = z
  .object({
    /** The league the match belongs to: required for a moderator, optional for an admin. */
    leagueId: z
      .uuid({ error: m.leagueRequired })
      .nullish()
      .transform((v) => v ?? null),
    player1Id: playerId,
    player2Id: playerId,
    matchDate: ZIstanbulDateTime,
    score: z
      .string()
      .trim()
      .max(50, { error: m.scoreTooLong })
      .nullish()
      .transform((v) => (v ? v : null)),
    status: z.enum(MATCH_STATUSES, { error: m.statusInvalid }).default('planlanmış'),
  })
  .refine((v) => v.player1Id !== v.player2Id, { error: m.samePlayers, path: ['player2Id'] });
export type TCreateMatchRequest = z.input<typeof ZCreateMatchRequest>;
export type TCreateMatchInput = z.output<typeof ZCreateMatchRequest>;

export const ZMatchListQuery = z.object({
  leagueId: z.uuid({ error: m.leagueRequired }).optional(),
  page: ZPage,
});

const ZPlayerRef = z.object({ id: z.string(), name: z.string() });

export const ZMatchRow = z.object({
  id: z.string(),
  leagueId: z.string().nullable(),
  leagueName: z.string().nullable(),
  player1: ZPlayerRef,
  player2: ZPlayerRef,
  /** When it was played; before a result, null. */
  matchDate: ZTimestamp.nullable(),
  /** The slot both players agreed on, if any. */
  slotAt: ZTimestamp.nullable(),
  /** The play deadline of a league match (staff may call off a planned one before it only blamelessly). */
  dueAt: ZTimestamp.nullable(),
  score: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  /** How a result ended: played out, a retirement, or a walkover (decided, not played). */
  outcome: z.enum(MATCH_OUTCOMES),
  /** Where a result stands: none yet, reported and awaiting the other player, disputed, final. */
  resultState: z.enum(MATCH_RESULT_STATES),
  createdAt: ZTimestamp,
});
export type TMatchRow = z.infer<typeof ZMatchRow>;

export const ZMatchPage = pageOf(ZMatchRow);
export type TMatchPage = z.infer<typeof ZMatchPage>;

export const ZCreateMatchResponse = z.object({ match: ZMatchRow, message: z.string() });
export type TCreateMatchResponse = z.infer<typeof ZCreateMatchResponse>;

/** Leagues whose matches the signed-in user manages (all for admins, moderated ones otherwise). */
export const ZMatchLeagues = z.object({
  canManageAll: z.boolean(),
  leagues: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TMatchLeagues = z.infer<typeof ZMatchLeagues>;

export const ZPlayerOptionsQuery = z.object({
  leagueId: z.uuid({ error: m.leagueRequired }).optional(),
  q: z.string().trim().max(100).default(''),
});
export const ZPlayerOptions = z.object({ items: z.array(ZPlayerRef) });
export type TPlayerOptions = z.infer<typeof ZPlayerOptions>;

/** GET /matches/ladder-preview: what the add form needs to say where a played match's result leaves the pair. */
export const ZLadderPreviewQuery = z.object({
  leagueId: z.uuid({ error: m.leagueRequired }),
  player1Id: z.string().min(1).max(100),
  player2Id: z.string().min(1).max(100),
});
export const ZLadderPreview = z.object({
  /** The league's score rules, to read the typed score as the server will. */
  format: ZMatchFormat,
  /**
   * The match that will hold the result: the pair's planned match when they have one (its
   * challenger is its player 1), else the new one with the form's player 1.
   */
  player1: ZPlayerRef,
  player2: ZPlayerRef,
  /** The form named the players the other way round from that match. */
  swapped: z.boolean(),
  /** The pair's planned match was agreed before the league's last reset: its result moves nobody. */
  beforeReset: z.boolean(),
  /** null: the result moves nobody (a player off the ladder, or agreed before a reset). */
  ladder: ZLadderFacts.nullable(),
});
export type TLadderPreview = z.infer<typeof ZLadderPreview>;
