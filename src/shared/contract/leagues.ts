// The leagues feature's contract: leagues, applications, participants (the ladder) and moderators.
import {
  DEFAULT_CITY,
  GAME_FORMATS,
  LEAGUE_GENDERS,
  LEAGUE_STATUSES,
  OVERDUE_POLICIES,
  POINT_TYPES,
  PROVINCES,
  SET_COUNTS,
  SET_DECISION_FORMATS,
} from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { optionalText, pageOf, requiredText, ZEventDate, ZPageQuery, ZTimestamp } from './common.js';

const m = messages.league;

/** Bounds of the league's numeric settings (the spec shows none; these keep them sane). */
export const LEAGUE_NUMBER_BOUNDS = {
  setTieBreakScore: [1, 20],
  superTieBreak: [1, 30],
  maxOffers: [1, 20],
  maxDaysToRespond: [1, 30],
  maxOffersReceive: [1, 20],
  // Up to the longest general default (settings.matchCompletionDeadline, 1–90), which a new league takes.
  maxDaysToPlay: [1, 90],
  maxDaysToRePlay: [1, 365],
  matchMinutes: [30, 300],
} as const;

/** A whole number written in base 10 (a form's text or a JSON number), between min and max. */
const wholeNumber = (required: string, min: number, max: number) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const s = v.trim();
        if (s === '') return undefined;
        return /^-?\d+$/.test(s) ? Number.parseInt(s, 10) : Number.NaN;
      }
      return v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : m.wholeNumber) })
      // The range first: a number too large to be exact (1e20) is out of range, not "not whole".
      .min(min, { error: m.between(min, max) })
      .max(max, { error: m.between(min, max) })
      .int({ error: m.wholeNumber }),
  );

const oneOfNumbers = <T extends readonly number[]>(values: T, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number.parseInt(v, 10) : v),
    z.union(values.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<T[number]>], { error: message }),
  );

const requiredDate = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).pipe(ZEventDate);

const b = LEAGUE_NUMBER_BOUNDS;

const leagueFields = {
  name: requiredText(m.nameRequired, 100),
  city: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number.parseInt(v, 10) : v),
    z
      .number({ error: m.cityRequired })
      .int({ error: m.cityRequired })
      .refine((v) => PROVINCES.some((p) => p.code === v), { error: m.cityRequired }),
  ),
  startDate: requiredDate(m.startDateRequired),
  endDate: requiredDate(m.endDateRequired),
  rules: optionalText(5000)
    .nullish()
    .transform((v) => (v ? v : null)),
  isActive: z.boolean().default(true),
  setCount: oneOfNumbers(SET_COUNTS, m.setCountRequired),
  gameFormat: oneOfNumbers(GAME_FORMATS, m.gameFormatRequired),
  setDecisionsFormat: z.enum(SET_DECISION_FORMATS, { error: m.setDecisionsRequired }),
  pointType: z.enum(POINT_TYPES, { error: m.pointTypeRequired }),
  setTieBreakScore: wholeNumber(m.setTieBreakRequired, ...b.setTieBreakScore),
  superTieBreak: wholeNumber(m.superTieBreakRequired, ...b.superTieBreak),
  gender: z.enum(LEAGUE_GENDERS, { error: m.genderRequired }),
  maxOffers: wholeNumber(m.limitRequired, ...b.maxOffers),
  maxDaysToRespond: wholeNumber(m.limitRequired, ...b.maxDaysToRespond),
  maxOffersReceive: wholeNumber(m.limitRequired, ...b.maxOffersReceive),
  maxDaysToPlay: wholeNumber(m.limitRequired, ...b.maxDaysToPlay),
  maxDaysToRePlay: wholeNumber(m.limitRequired, ...b.maxDaysToRePlay),
  /** Absent: a new league takes the defaults ('staff', 90), an edit leaves them as they are. */
  overduePolicy: z.enum(OVERDUE_POLICIES, { error: m.overduePolicyRequired }).optional(),
  matchMinutes: wholeNumber(m.limitRequired, ...b.matchMinutes).optional(),
};
/** End not before start; judged only when both are dates (a malformed one has its own message). */
const isoDate = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d);
const datesInOrder = (v: { startDate?: unknown; endDate?: unknown }) =>
  !isoDate(v.startDate) || !isoDate(v.endDate) || v.endDate >= v.startDate;
/**
 * The order is judged even when another field is wrong (zod skips an object's check then), so the
 * form names every mistake at once instead of the dates' order only after the rest is fixed.
 */
const datesChecked = {
  error: m.endBeforeStart,
  path: ['endDate'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** A league's full settings, as saved when editing it. */
export const ZLeagueRequest = z.object(leagueFields).refine(datesInOrder, datesChecked);
export type TLeagueRequest = z.input<typeof ZLeagueRequest>;
export type TLeagueInput = z.output<typeof ZLeagueRequest>;

/**
 * A new league: without maxDaysToPlay it takes the general match completion deadline
 * (settings.matchCompletionDeadline), the one default of the play deadline.
 */
export const ZCreateLeagueRequest = z
  .object({ ...leagueFields, maxDaysToPlay: leagueFields.maxDaysToPlay.optional() })
  .refine(datesInOrder, datesChecked);
export type TCreateLeagueInput = z.output<typeof ZCreateLeagueRequest>;

/** The defaults of a new league (spec §3, §9). */
export const LEAGUE_DEFAULTS = {
  city: DEFAULT_CITY,
  setCount: 3,
  gameFormat: 6,
  setDecisionsFormat: 'Super',
  pointType: 'advantage',
  setTieBreakScore: 7,
  superTieBreak: 10,
  maxOffers: 3,
  maxDaysToRespond: 2,
  maxOffersReceive: 2,
  maxDaysToRePlay: 30,
  overduePolicy: 'staff',
  matchMinutes: 90,
} as const;

export const ZLeagueIdParam = z.object({ id: z.uuid({ error: m.invalidId }) });
export const ZLeagueUserParam = z.object({
  id: z.uuid({ error: m.invalidId }),
  userId: z.string().min(1).max(100),
});

export const ZLeague = z.object({
  id: z.string(),
  name: z.string(),
  city: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  rules: z.string().nullable(),
  isActive: z.boolean(),
  /** isActive and the end date not yet past in Istanbul (spec §4). */
  activeNow: z.boolean(),
  /** How the league reads to players: active, not started yet (before its start date) or inactive. */
  status: z.enum(LEAGUE_STATUSES),
  setCount: z.number(),
  gameFormat: z.number(),
  setDecisionsFormat: z.enum(SET_DECISION_FORMATS),
  pointType: z.enum(POINT_TYPES),
  setTieBreakScore: z.number(),
  superTieBreak: z.number(),
  gender: z.enum(LEAGUE_GENDERS),
  maxOffers: z.number(),
  maxDaysToRespond: z.number(),
  maxOffersReceive: z.number(),
  maxDaysToPlay: z.number(),
  maxDaysToRePlay: z.number(),
  /** A match with no result at its play deadline: the staff decide, or a walkover (shared/rules/arrange). */
  overduePolicy: z.enum(OVERDUE_POLICIES),
  /** How long a match lasts in the players' calendars. */
  matchMinutes: z.number(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  /**
   * GET /leagues/:id only (staff): matches not decided yet and offers waiting, with the Istanbul
   * day the earliest began; the edit form says what they keep from changing (rules/league.ts).
   */
  running: z.object({ matches: z.number(), offers: z.number(), since: z.string().nullable() }).optional(),
});
export type TLeague = z.infer<typeof ZLeague>;

/** A league a player may apply to (GET /leagues/joinable). */
export const ZJoinableLeague = ZLeague.extend({ participantCount: z.number() });
export type TJoinableLeague = z.infer<typeof ZJoinableLeague>;

/** Joinable leagues per page of GET /leagues/joinable?page=N. */
export const JOINABLE_LEAGUES_PAGE_SIZE = 10;
export const ZJoinableLeaguePage = pageOf(ZJoinableLeague);
export type TJoinableLeaguePage = z.infer<typeof ZJoinableLeaguePage>;

/** A league the player is on (GET /leagues/mine), with their rank. */
export const ZMyLeague = ZLeague.extend({ rank: z.number(), participantCount: z.number() });
export type TMyLeague = z.infer<typeof ZMyLeague>;

/** A league in the settings list (GET /leagues): admins see all, moderators theirs. */
export const ZLeagueListItem = ZLeague.extend({
  participantCount: z.number(),
  pendingApplicationCount: z.number(),
  /** false for a moderator: they manage applications, players and ranks only. */
  canEdit: z.boolean(),
  /**
   * Whether the league has match offers or matches, which keep it from being deleted (it can be made
   * inactive instead): the delete dialog says so before, not after, 'Sil' is pressed.
   */
  inUse: z.boolean(),
});
export type TLeagueListItem = z.infer<typeof ZLeagueListItem>;

// ---------------------------------------------------------------------------------------------
// Applications

export const ZApplicationStatusQuery = ZPageQuery.extend({
  status: z.string().trim().max(20).optional(),
});

export const ZApplication = z.object({
  id: z.string(),
  userId: z.string(),
  leagueId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  leagueName: z.string(),
  status: z.string(),
  createdAt: ZTimestamp,
});
export type TApplication = z.infer<typeof ZApplication>;

/** Applications per page of GET /applications?status=…&page=N, oldest first. */
export const APPLICATIONS_PAGE_SIZE = 20;
export const ZApplicationPage = pageOf(ZApplication);
export type TApplicationPage = z.infer<typeof ZApplicationPage>;

/** A new application (POST /leagues/:id/applications). */
export const ZApplyResponse = z.object({ id: z.string(), status: z.string() });
export type TApplyResponse = z.infer<typeof ZApplyResponse>;

/** An approved or rejected application; an approved player's rank on the ladder. */
export const ZApplicationDecision = z.object({
  id: z.string(),
  status: z.string(),
  rank: z.number().nullable(),
});
export type TApplicationDecision = z.infer<typeof ZApplicationDecision>;

/** The signed-in player's own applications (GET /applications/mine). */
export const ZMyApplication = z.object({
  id: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  status: z.string(),
  createdAt: ZTimestamp,
  /** When staff decided it (null while pending). */
  decidedAt: ZTimestamp.nullable(),
  /** A rejection's reason, as staff wrote it for the player (null: none given). */
  rejectReason: z.string().nullable(),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

export const ZApplicationIdParam = z.object({ id: z.uuid({ error: messages.common.notFound }) });

/** Most characters a rejection's reason may have (the database CHECK agrees). */
export const REJECT_REASON_MAX = 300;
/** Rejecting an application: an optional reason for the player, trimmed; blank means none. */
export const ZRejectApplicationRequest = z.object({
  reason: optionalText(REJECT_REASON_MAX, messages.applications.rejectReasonTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type TRejectApplicationRequest = z.input<typeof ZRejectApplicationRequest>;
/** The route's body: none at all (a client of before the reason) is a rejection without one. */
export const ZRejectApplicationBody = z.preprocess((v) => v ?? {}, ZRejectApplicationRequest);

/** Approving several pending applications at once: at most a page of the dialog, in its order. */
export const ZApproveApplicationsRequest = z.object({
  ids: z
    .array(z.uuid({ error: messages.common.notFound }), { error: messages.applications.pickApplications })
    .min(1, { error: messages.applications.pickApplications })
    .max(APPLICATIONS_PAGE_SIZE, {
      error: messages.applications.tooManyApplications(APPLICATIONS_PAGE_SIZE),
    }),
});
export type TApproveApplicationsRequest = z.input<typeof ZApproveApplicationsRequest>;

/** How many were approved, and each one that was not, with its Turkish reason. */
export const ZApproveApplicationsResult = z.object({
  approved: z.number(),
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type TApproveApplicationsResult = z.infer<typeof ZApproveApplicationsResult>;

// ---------------------------------------------------------------------------------------------
// Participants (the ladder)

export const ZParticipant = z.object({
  rank: z.number(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  joinDate: ZTimestamp,
});
export type TParticipant = z.infer<typeof ZParticipant>;

export const ZAddParticipantRequest = z.object({
  userId: z
    .string({ error: messages.moderators.pickUser })
    .min(1, { error: messages.moderators.pickUser })
    .max(100),
});

/** A player's place on a ladder after an addition, a reorder or a move. */
export const ZRung = z.object({ userId: z.string(), rank: z.number() });
export type TRung = z.infer<typeof ZRung>;
export const ZRungs = z.array(ZRung);
export type TRungs = z.infer<typeof ZRungs>;

export const ZReorderRequest = z.object({
  userIds: z.array(z.string().min(1).max(100)).max(10_000),
  /**
   * The ladder the new order was made from, by rank (what the editor's screen showed). When given,
   * an order made from a ladder that has moved since is refused (409 'ladder_changed').
   */
  seen: z.array(z.string().min(1).max(100)).max(10_000).optional(),
});

export const ZMoveParticipantRequest = z.object({
  /**
   * A place on the ladder, 1..n. Only its type is checked here: n is the ladder's, so the move
   * itself refuses a rank out of that range (0, past the end, 1e20) with the range, and then one
   * that is not whole.
   */
  rank: z.number({ error: m.wholeNumber }),
  /**
   * The player's rank as the editor saw it. When given, a move of a player who is no longer there
   * (moved or taken off meanwhile) is refused (409 'ladder_changed'). Null, like leaving it out,
   * asks for no such check; anything but a place on a ladder is refused in words.
   */
  seenRank: z
    .number({ error: messages.participants.seenRankInvalid })
    .int({ error: messages.participants.seenRankInvalid })
    .min(1, { error: messages.participants.seenRankInvalid })
    .max(10_000, { error: messages.participants.seenRankInvalid })
    .nullish()
    .transform((v) => v ?? undefined),
});

export const ZUserSearchQuery = z.object({
  q: z.string().trim().max(100).default(''),
});

export const ZUserSearchHit = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Only admins see e-mail addresses. */
  email: z.string().nullable(),
  inLeague: z.boolean(),
  /** False when the player's gender is not the league's: they cannot be added. */
  genderMatches: z.boolean(),
  /**
   * False for an account whose profile is not complete (one an admin added without a birth date,
   * say): shown, so staff know the person is there, but not added until the profile is complete.
   */
  profileComplete: z.boolean(),
});
export type TUserSearchHit = z.infer<typeof ZUserSearchHit>;

// ---------------------------------------------------------------------------------------------
// Moderators

export const ZModerator = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type TModerator = z.infer<typeof ZModerator>;

export const ZAddModeratorRequest = ZAddParticipantRequest;

export const ZModeratorSearchQuery = z.object({
  q: z
    .string({ error: messages.moderators.minChars })
    .trim()
    .min(3, { error: messages.moderators.minChars })
    .max(100),
});

export const ZModeratorCandidate = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isModerator: z.boolean(),
});
export type TModeratorCandidate = z.infer<typeof ZModeratorCandidate>;
