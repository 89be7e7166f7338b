import { sql } from 'drizzle-orm';
import { SEASON_RESET_RULES } from '../../../shared/domain.js';
import { users } from './auth.js';
import { oneOf } from './checks.js';
import {
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
import { leagues } from './leagues.js';

/**
 * A closed season of a league: its name and dates. The league's current season has no row; the
 * matches, offers and ladder history written in it carry `season_id` null until it closes, when
 * they are stamped with the new row's id (docs/decisions/012-seasons-and-exports.md).
 */
export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    closedAt: timestamptz('closed_at').notNull().defaultNow(),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** How the next season ordered its ladder. */
    resetRule: text('reset_rule', { enum: SEASON_RESET_RULES }).notNull(),
    playerCount: integer('player_count').notNull(),
  },
  (t) => [
    check('seasons_reset_rule_check', oneOf(t.resetRule, SEASON_RESET_RULES)),
    uniqueIndex('seasons_league_name_uq').on(t.leagueId, t.name),
    index('seasons_league_closed_idx').on(t.leagueId, t.closedAt),
  ],
);

/** A closed season's final ladder: each player's rank when the season closed. */
export const seasonStandings = pgTable(
  'season_standings',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.userId] }),
    check('season_standings_rank_check', sql`${t.rank} > 0`),
    index('season_standings_user_idx').on(t.userId),
  ],
);
