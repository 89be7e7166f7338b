import { sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  DEFAULT_CITY,
  GAME_FORMATS,
  LEAGUE_GENDERS,
  OVERDUE_POLICIES,
  POINT_TYPES,
  SET_COUNTS,
  SET_DECISION_FORMATS,
} from '../../../shared/domain.js';
import { users } from './auth.js';
import { oneOf } from './checks.js';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamptz,
  uniqueIndex,
  uuid,
} from './columns.js';
import { provinces } from './reference.js';

/** A league's name as compared for sameness (migration 0013 made the index on it). */
const LEAGUE_NAME_KEY = sql.raw(
  `lower(translate(regexp_replace(btrim("name"), '\\s+', ' ', 'g'), 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))`,
);

export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    city: integer('city')
      .notNull()
      .default(DEFAULT_CITY)
      .references(() => provinces.code),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rules: text('rules'),
    isActive: boolean('is_active').notNull().default(true),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    modifiedById: text('modified_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    setCount: integer('set_count').notNull().default(3),
    gameFormat: integer('game_format').notNull().default(6),
    setDecisionsFormat: text('set_decisions_format', { enum: SET_DECISION_FORMATS })
      .notNull()
      .default('Super'),
    pointType: text('point_type', { enum: POINT_TYPES }).notNull().default('advantage'),
    setTieBreakScore: integer('set_tie_break_score').notNull().default(7),
    superTieBreak: integer('super_tie_break').notNull().default(10),
    gender: text('gender', { enum: LEAGUE_GENDERS }).notNull(),
    maxOffers: integer('max_offers').notNull().default(3),
    maxDaysToRespond: integer('max_days_to_respond').notNull().default(2),
    maxOffersReceive: integer('max_offers_receive').notNull().default(2),
    maxDaysToPlay: integer('max_days_to_play').notNull().default(5),
    maxDaysToRePlay: integer('max_days_to_replay').notNull().default(30),
    /**
     * Goes up with every change to what the league's ladder shows (a participant added, moved or
     * removed; a player's name), by the triggers of migration 0002, whichever code made the change.
     * The ladder read serves its cached answer while this is unchanged (server/domain/cached-ladder.ts).
     */
    ladderVersion: integer('ladder_version').notNull().default(0),
    /** How many players the ladder has, kept by the same triggers (migration 0003). */
    participantCount: integer('participant_count').notNull().default(0),
    /** A match with no result at its play deadline: 'staff' decide, or 'walkover' (shared/rules/arrange). */
    overduePolicy: text('overdue_policy').notNull().default('staff'),
    /** How long a match lasts in the players' calendars. */
    matchMinutes: integer('match_minutes').notNull().default(90),
  },
  (t) => [
    check('leagues_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leagues_set_count_check', oneOf(t.setCount, SET_COUNTS)),
    check('leagues_game_format_check', oneOf(t.gameFormat, GAME_FORMATS)),
    check('leagues_set_decisions_check', oneOf(t.setDecisionsFormat, SET_DECISION_FORMATS)),
    check('leagues_point_type_check', oneOf(t.pointType, POINT_TYPES)),
    check('leagues_gender_check', oneOf(t.gender, LEAGUE_GENDERS)),
    check('leagues_overdue_policy_check', oneOf(t.overduePolicy, OVERDUE_POLICIES)),
    check('leagues_match_minutes_check', sql`${t.matchMinutes} between 30 and 300`),
    check(
      'leagues_limits_check',
      sql`${t.maxOffers} > 0 and ${t.maxDaysToRespond} > 0 and ${t.maxOffersReceive} > 0 and ${t.maxDaysToPlay} > 0 and ${t.maxDaysToRePlay} >= 0 and ${t.setTieBreakScore} > 0 and ${t.superTieBreak} > 0`,
    ),
    index('leagues_active_gender_idx').on(t.isActive, t.gender, t.endDate),
    // One league per name, whatever the case, the Turkish letters or the spaces in it: players
    // pick leagues by name, and 'Çınar Ligi' beside 'CINAR LİGİ' would be two of one.
    uniqueIndex('leagues_name_unique').on(sql`(${LEAGUE_NAME_KEY})`),
  ],
);

export const leagueModerators = pgTable(
  'league_moderators',
  {
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index('league_moderators_user_idx').on(t.userId)],
);

/**
 * A player's place on a league's ladder. `UNIQUE (league_id, rank) DEFERRABLE INITIALLY DEFERRED`
 * is added by a custom migration (drizzle cannot declare it), so a transaction may shuffle ranks
 * and is checked at commit.
 */
export const leagueParticipants = pgTable(
  'league_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinDate: timestamptz('join_date').notNull().defaultNow(),
    rank: integer('rank').notNull(),
    status: text('status').notNull().default('added'),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    check('league_participants_rank_check', sql`${t.rank} > 0`),
    uniqueIndex('league_participants_league_user_uq').on(t.leagueId, t.userId),
    index('league_participants_user_idx').on(t.userId),
  ],
);

export const leagueApplications = pgTable(
  'league_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff rejected it, as they wrote it for the player (optional; trimmed, at most 300). */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    check('league_applications_status_check', oneOf(t.status, APPLICATION_STATUSES)),
    check('league_applications_reject_reason_length', sql`char_length(${t.rejectReason}) <= 300`),
    // While an application is pending no other league can be applied for (spec §5).
    uniqueIndex('league_applications_one_pending_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('league_applications_league_status_idx').on(t.leagueId, t.status),
    index('league_applications_status_idx').on(t.status, t.createdAt),
  ],
);
