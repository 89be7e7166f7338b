import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TOffer } from '../../../shared/contract/offers.js';
import type { OfferStatus } from '../../../shared/domain.js';
import { playByFor } from '../../../shared/rules/deadlines.js';
import { istanbulToday } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, leagues, matches, matchOffers, users } from '../../db/schema/index.js';

const offerer = alias(users, 'offerer');
const opponent = alias(users, 'opponent');
const offererRung = alias(leagueParticipants, 'offerer_rung');
const opponentRung = alias(leagueParticipants, 'opponent_rung');

/** Offers with both players' names and current ranks, in one query. */
export async function findOffers(db: DbOrTx, where: SQL | undefined, limit = 100): Promise<TOffer[]> {
  const rows = await db
    .select({
      offer: matchOffers,
      offererName: offerer.name,
      opponentName: opponent.name,
      offererRank: offererRung.rank,
      opponentRank: opponentRung.rank,
      maxDaysToRespond: leagues.maxDaysToRespond,
      maxDaysToPlay: leagues.maxDaysToPlay,
      dueAt: matches.dueAt,
    })
    .from(matchOffers)
    .innerJoin(leagues, eq(leagues.id, matchOffers.leagueId))
    .innerJoin(offerer, eq(offerer.id, matchOffers.offererId))
    .innerJoin(opponent, eq(opponent.id, matchOffers.opponentId))
    .leftJoin(
      offererRung,
      and(eq(offererRung.leagueId, matchOffers.leagueId), eq(offererRung.userId, matchOffers.offererId)),
    )
    .leftJoin(
      opponentRung,
      and(eq(opponentRung.leagueId, matchOffers.leagueId), eq(opponentRung.userId, matchOffers.opponentId)),
    )
    .leftJoin(matches, eq(matches.offerId, matchOffers.id))
    .where(where)
    .orderBy(desc(matchOffers.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.offer.id,
    leagueId: r.offer.leagueId,
    status: r.offer.status as OfferStatus,
    offerer: { userId: r.offer.offererId, name: r.offererName, rank: r.offererRank },
    opponent: { userId: r.offer.opponentId, name: r.opponentName, rank: r.opponentRank },
    createdAt: r.offer.createdAt,
    respondBy: r.offer.respondBy,
    validityDays: r.maxDaysToRespond,
    maxDaysToPlay: r.maxDaysToPlay,
    playBy:
      r.offer.status === 'accepted' ? (r.dueAt ?? playByFor(r.offer.updateTime, r.maxDaysToPlay)) : null,
  }));
}

export async function findOffer(db: DbOrTx, id: string): Promise<TOffer | undefined> {
  const [offer] = await findOffers(db, eq(matchOffers.id, id), 1);
  return offer;
}

/**
 * The player's current league: an active one (isActive, end date not passed in Istanbul) they are
 * ranked in; the most recently joined when there are several.
 */
export async function findActiveLeagueOf(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select({ league: leagues, rank: leagueParticipants.rank })
    .from(leagueParticipants)
    .innerJoin(leagues, eq(leagues.id, leagueParticipants.leagueId))
    .where(
      and(
        eq(leagueParticipants.userId, userId),
        eq(leagues.isActive, true),
        gte(leagues.endDate, istanbulToday(now)),
      ),
    )
    .orderBy(desc(leagueParticipants.joinDate))
    .limit(1);
  return row;
}

/** Pending offers counted per player within one league: sent by, and received by. */
export async function pendingCounts(db: DbOrTx, leagueId: string) {
  const rows = await db
    .select({ offererId: matchOffers.offererId, opponentId: matchOffers.opponentId })
    .from(matchOffers)
    .where(and(eq(matchOffers.leagueId, leagueId), eq(matchOffers.status, 'pending')));
  const sent = new Map<string, Set<string>>();
  const received = new Map<string, number>();
  for (const r of rows) {
    if (!sent.has(r.offererId)) sent.set(r.offererId, new Set());
    sent.get(r.offererId)!.add(r.opponentId);
    received.set(r.opponentId, (received.get(r.opponentId) ?? 0) + 1);
  }
  return {
    sentTo: (userId: string) => sent.get(userId) ?? new Set<string>(),
    sentCount: (userId: string) => rows.filter((r) => r.offererId === userId).length,
    receivedCount: (userId: string) => received.get(userId) ?? 0,
  };
}

export const isPendingSql = sql`${matchOffers.status} = 'pending'`;
