import { sql } from 'drizzle-orm';
import { MATCH_REQUEST_KINDS, MATCH_REQUEST_STATUSES } from '../../../shared/domain.js';
import { users } from './auth.js';
import { matches } from './challenges.js';
import { oneOf } from './checks.js';
import { check, index, integer, jsonb, pgTable, text, timestamptz, uniqueIndex, uuid } from './columns.js';

/**
 * What one player of an accepted match asks the other: to play at one of 1–3 slots ('slots'), to
 * move the play deadline ('postpone'), or to cancel the match together ('cancel'). The other player
 * answers; at most one request of each kind is pending per match.
 */
export const matchRequests = pgTable(
  'match_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 'slots': [{ at: ISO instant, place }], as shared/contract/arrange.ts validates them. */
    slots: jsonb('slots'),
    /** 'postpone': how many days the deadline moves. */
    days: integer('days'),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'slots' accepted: which slot was picked. */
    pickedSlot: integer('picked_slot'),
  },
  (t) => [
    check('match_requests_kind_check', oneOf(t.kind, MATCH_REQUEST_KINDS)),
    check('match_requests_status_check', oneOf(t.status, MATCH_REQUEST_STATUSES)),
    uniqueIndex('match_requests_one_pending_uq').on(t.matchId, t.kind).where(sql`${t.status} = 'pending'`),
    index('match_requests_match_idx').on(t.matchId, t.createdAt),
  ],
);
