import { sql } from 'drizzle-orm';
import {
  EXCUSE_TYPES,
  MATCH_OUTCOMES,
  MATCH_RESULT_STATES,
  MATCH_STATUSES,
  OFFER_STATUSES,
  RANK_CHANGE_CAUSES,
} from '../../../shared/domain.js';
import { users } from './auth.js';
import { oneOf } from './checks.js';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamptz,
  uuid,
} from './columns.js';
import { leagues } from './leagues.js';
import { seasons } from './seasons.js';

export const matchOffers = pgTable(
  'match_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offererId: text('offerer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opponentId: text('opponent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opponentName: text('opponent_name').notNull(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    halfTimeReminderSent: boolean('half_time_reminder_sent').notNull().default(false),
    updateTime: timestamptz('update_time').notNull().defaultNow(),
    /** createdAt + league.maxDaysToRespond days, fixed when the offer is made. */
    respondBy: timestamptz('respond_by').notNull(),
    /** The closed season the offer belongs to; null while its season is the current one. */
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('match_offers_status_check', oneOf(t.status, OFFER_STATUSES)),
    check('match_offers_distinct_players_check', sql`${t.offererId} <> ${t.opponentId}`),
    index('match_offers_opponent_status_idx').on(t.opponentId, t.status),
    index('match_offers_offerer_status_idx').on(t.offererId, t.status),
    index('match_offers_status_respond_by_idx').on(t.status, t.respondBy),
    index('match_offers_league_idx').on(t.leagueId),
  ],
);

export const excuses = pgTable(
  'excuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    excuseType: text('excuse_type', { enum: EXCUSE_TYPES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** null means open-ended: the excuse stays active. */
    endDate: date('end_date', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('excuses_type_check', oneOf(t.excuseType, EXCUSE_TYPES)),
    check('excuses_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    index('excuses_user_end_idx').on(t.userId, t.endDate),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id')
      .unique()
      .references(() => matchOffers.id, { onDelete: 'set null' }),
    player1Id: text('player1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    player2Id: text('player2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchDate: timestamptz('match_date'),
    dueAt: timestamptz('due_at'),
    score: text('score'),
    /** Structured score: [{ p1, p2, tieBreak? }] per set, as validated by shared/rules/score. */
    sets: jsonb('sets'),
    outcome: text('outcome', { enum: MATCH_OUTCOMES }).notNull().default('normal'),
    winnerId: text('winner_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('planlanmış'),
    resultState: text('result_state', { enum: MATCH_RESULT_STATES }).notNull().default('none'),
    reportedBy: text('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamptz('reported_at'),
    confirmedAt: timestamptz('confirmed_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** The slot both players agreed on (start, and the place as they typed it); null until then. */
    slotAt: timestamptz('slot_at'),
    slotPlace: text('slot_place'),
    /** Raised on every change of the match's calendar event: its SEQUENCE in the .ics feed. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The slot start each reminder was sent for: a changed slot is reminded again, each once. */
    reminded24hFor: timestamptz('reminded_24h_for'),
    reminded2hFor: timestamptz('reminded_2h_for'),
    /** When a postponement the players agreed on moved the play deadline (at most once). */
    postponedAt: timestamptz('postponed_at'),
    /** The play deadline before the postponement. */
    originalDueAt: timestamptz('original_due_at'),
    /** What the player who disputed the reported result wrote. */
    disputeReason: text('dispute_reason'),
    /** When the overdue rule handled the match (staff told, or a walkover written). */
    overdueHandledAt: timestamptz('overdue_handled_at'),
    /** The closed season the match was archived with; null while it belongs to the current one. */
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('matches_status_check', oneOf(t.status, MATCH_STATUSES)),
    check('matches_result_state_check', oneOf(t.resultState, MATCH_RESULT_STATES)),
    check('matches_outcome_check', oneOf(t.outcome, MATCH_OUTCOMES)),
    check('matches_distinct_players_check', sql`${t.player1Id} <> ${t.player2Id}`),
    index('matches_league_status_idx').on(t.leagueId, t.status),
    index('matches_player1_idx').on(t.player1Id),
    index('matches_player2_idx').on(t.player2Id),
    index('matches_created_idx').on(t.createdAt),
    index('matches_status_slot_idx').on(t.status, t.slotAt),
    index('matches_season_idx').on(t.seasonId),
  ],
);

/** Every change of a participant's rank, with its cause: the ladder's history. */
export const rankHistory = pgTable(
  'rank_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldRank: integer('old_rank'),
    newRank: integer('new_rank'),
    cause: text('cause', { enum: RANK_CHANGE_CAUSES }).notNull(),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => matchOffers.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The closed season the change belongs to; null while its season is the current one. */
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('rank_history_cause_check', oneOf(t.cause, RANK_CHANGE_CAUSES)),
    index('rank_history_league_user_idx').on(t.leagueId, t.userId, t.createdAt),
  ],
);
