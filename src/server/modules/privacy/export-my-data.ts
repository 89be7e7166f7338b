import { type AnyColumn, and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pendingEmailChange } from '../../auth/account-links.js';
import type { Db, Tx } from '../../db/client.js';
import {
  excuses,
  leagueApplications,
  leagueModerators,
  leagueParticipants,
  leagues,
  matches,
  matchOffers,
  matchRequests,
  notificationPreferences,
  notifications,
  provinces,
  pushSubscriptions,
  rankHistory,
  seasonStandings,
  seasons,
  sessions,
  users,
} from '../../db/schema/index.js';
import { player1, player2, selectMatchesWithNames } from '../../domain/match-with-names.js';
import { notFound } from '../../errors.js';
import { inTurkish } from './export-in-turkish.js';

const other = alias(users, 'other');

/** The name of the closed season a row belongs to; null while its season is the current one. */
const seasonOf = (seasonId: AnyColumn) =>
  sql<string | null>`(select ${seasons.name} from ${seasons} where ${seasons.id} = ${seasonId})`;

/**
 * KVKK art. 11: everything Raket holds about the signed-in player, as one JSON document a person
 * reads: Turkish keys, stored values in their Turkish words, times as Istanbul's clock shows them,
 * other rows by name rather than id. Only their own rows; another person appears by name only (never
 * their e-mail, phone or birth date). Reads only, in one read-only repeatable-read transaction, so
 * the parts agree with each other.
 */
export async function exportMyData(db: Db, userId: string, now: Date) {
  const rows = await db.transaction((tx) => readMyRows(tx, userId, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return inTurkish(rows, userId, now);
}

export type MyRows = Awaited<ReturnType<typeof readMyRows>>;

/** The player's rows, as stored: what the file is written from. */
async function readMyRows(db: Tx, userId: string, now: Date) {
  const [me] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      birthdate: users.birthdate,
      gender: users.gender,
      province: provinces.name,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      profileCompletedAt: users.profileCompletedAt,
      privacyNoticeVersion: users.privacyNoticeVersion,
      privacyNoticeAcceptedAt: users.privacyNoticeAcceptedAt,
    })
    .from(users)
    .leftJoin(provinces, eq(provinces.code, users.city))
    .where(eq(users.id, userId));
  if (!me) throw notFound();

  const reads = await allRows({
    participations: db
      .select({
        league: leagues.name,
        rank: leagueParticipants.rank,
        joinedAt: leagueParticipants.joinDate,
        status: leagueParticipants.status,
        points: leagueParticipants.points,
      })
      .from(leagueParticipants)
      .innerJoin(leagues, eq(leagues.id, leagueParticipants.leagueId))
      .where(eq(leagueParticipants.userId, userId))
      .orderBy(asc(leagues.name)),
    moderated: db
      .select({ league: leagues.name, since: leagueModerators.createdAt })
      .from(leagueModerators)
      .innerJoin(leagues, eq(leagues.id, leagueModerators.leagueId))
      .where(eq(leagueModerators.userId, userId)),
    applications: db
      .select({
        league: leagues.name,
        status: leagueApplications.status,
        createdAt: leagueApplications.createdAt,
        decidedAt: leagueApplications.decidedAt,
        rejectReason: leagueApplications.rejectReason,
      })
      .from(leagueApplications)
      .innerJoin(leagues, eq(leagues.id, leagueApplications.leagueId))
      .where(eq(leagueApplications.userId, userId))
      .orderBy(asc(leagueApplications.createdAt)),
    offers: db
      .select({
        league: leagues.name,
        season: seasonOf(matchOffers.seasonId),
        offererId: matchOffers.offererId,
        otherPlayer: other.name,
        status: matchOffers.status,
        createdAt: matchOffers.createdAt,
        respondBy: matchOffers.respondBy,
        updatedAt: matchOffers.updateTime,
      })
      .from(matchOffers)
      .innerJoin(leagues, eq(leagues.id, matchOffers.leagueId))
      .innerJoin(
        other,
        or(
          and(eq(matchOffers.offererId, userId), eq(other.id, matchOffers.opponentId)),
          and(eq(matchOffers.opponentId, userId), eq(other.id, matchOffers.offererId)),
        ),
      )
      .where(or(eq(matchOffers.offererId, userId), eq(matchOffers.opponentId, userId)))
      .orderBy(asc(matchOffers.createdAt)),
    myMatches: selectMatchesWithNames(db, {
      id: matches.id,
      league: leagues.name,
      season: seasonOf(matches.seasonId),
      player1Id: matches.player1Id,
      player1: player1.name,
      player2: player2.name,
      winnerId: matches.winnerId,
      status: matches.status,
      resultState: matches.resultState,
      outcome: matches.outcome,
      score: matches.score,
      sets: matches.sets,
      matchDate: matches.matchDate,
      dueAt: matches.dueAt,
      slotAt: matches.slotAt,
      slotPlace: matches.slotPlace,
      disputeReason: matches.disputeReason,
      reportedBy: matches.reportedBy,
      reportedAt: matches.reportedAt,
      createdAt: matches.createdAt,
    })
      .where(or(eq(matches.player1Id, userId), eq(matches.player2Id, userId)))
      .orderBy(asc(matches.createdAt)),
    requests: db
      .select({
        matchId: matchRequests.matchId,
        kind: matchRequests.kind,
        status: matchRequests.status,
        slots: matchRequests.slots,
        days: matchRequests.days,
        reason: matchRequests.reason,
        createdAt: matchRequests.createdAt,
        decidedAt: matchRequests.decidedAt,
      })
      .from(matchRequests)
      .where(eq(matchRequests.requestedBy, userId))
      .orderBy(asc(matchRequests.createdAt)),
    myNotifications: db
      .select({
        subject: notifications.subject,
        message: notifications.message,
        status: notifications.status,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    myExcuses: db
      .select({
        type: excuses.excuseType,
        startDate: excuses.startDate,
        endDate: excuses.endDate,
        createdAt: excuses.createdAt,
      })
      .from(excuses)
      .where(eq(excuses.userId, userId))
      .orderBy(asc(excuses.startDate)),
    ranks: db
      .select({
        league: leagues.name,
        season: seasonOf(rankHistory.seasonId),
        oldRank: rankHistory.oldRank,
        newRank: rankHistory.newRank,
        cause: rankHistory.cause,
        at: rankHistory.createdAt,
      })
      .from(rankHistory)
      .innerJoin(leagues, eq(leagues.id, rankHistory.leagueId))
      .where(eq(rankHistory.userId, userId))
      .orderBy(asc(rankHistory.createdAt), asc(rankHistory.id)),
    // The closed seasons the player finished on a ladder, with their final rank.
    pastSeasons: db
      .select({
        league: leagues.name,
        season: seasons.name,
        startDate: seasons.startDate,
        endDate: seasons.endDate,
        finalRank: seasonStandings.rank,
      })
      .from(seasonStandings)
      .innerJoin(seasons, eq(seasons.id, seasonStandings.seasonId))
      .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
      .where(eq(seasonStandings.userId, userId))
      .orderBy(asc(seasons.closedAt), asc(leagues.name)),
    preferences: db
      .select({
        category: notificationPreferences.category,
        email: notificationPreferences.email,
        push: notificationPreferences.push,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    devices: db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    mySessions: db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    emailChange: pendingEmailChange(db, userId, now),
  });

  return { me, ...reads };
}

/**
 * Awaits every read of `reads` into an object of their rows, by the same keys. The transaction has
 * one connection, so they run one after another; the object only saves naming each twice.
 */
async function allRows<T extends Record<string, PromiseLike<unknown>>>(
  reads: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const keys = Object.keys(reads) as (keyof T)[];
  const rows = await Promise.all(keys.map((k) => reads[k]));
  return Object.fromEntries(keys.map((k, i) => [k, rows[i]])) as { [K in keyof T]: Awaited<T[K]> };
}
