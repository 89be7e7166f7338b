import { and, eq, inArray, isNull, lte, max } from 'drizzle-orm';
import type { TCloseSeasonRequest, TCloseSeasonResult } from '../../../shared/contract/seasons.js';
import { messages } from '../../../shared/messages.js';
import { nextSeasonLadder, sameSeasonName } from '../../../shared/rules/season.js';
import { editMovesOwnRank } from '../../../shared/rules/staff-conflict.js';
import { istanbulToday } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import {
  leagueParticipants,
  leagues,
  matches,
  matchOffers,
  rankHistory,
  seasonStandings,
  seasons,
  users,
} from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { autoConfirmedBy } from '../../domain/auto-confirmed.js';
import { finalizeResult, storedResult } from '../../domain/finalize-result.js';
import { lockLadder, writeLadder } from '../../domain/ladder.js';
import { lockMatch } from '../../domain/match-lock.js';
import { notify } from '../../domain/notify.js';
import { conflict, forbidden, pgErrorCode, ruleViolation } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { toSeason } from './season-view.js';

const m = messages.seasons;

const personName = (u: { name: string; firstName: string | null; lastName: string | null }) =>
  u.firstName || u.lastName ? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() : u.name;

/**
 * Closes a league's current season, in one transaction under the ladder lock (the league row, as
 * every rank writer and every offer answer takes it first), so an offer answered at the same time
 * is decided either wholly before the close (its match goes on into the new season) or after it
 * (it finds the offer cancelled and is refused).
 *
 * The season gets its row (name, from the league's start date to today) and its final ladder; its
 * finished matches (played or cancelled), its offers and its ladder history are stamped with the
 * season's id. Pending offers are cancelled, both players told in the app and by mail. The next
 * season starts from the same league with its ranks set by the chosen rule (cause 'season') and
 * runs from today to `newEndDate`. Matches still open go on into the new season: a match belongs
 * to the season in which its result becomes final; a report the 48-hour clock has confirmed is
 * written first, so it is the closing season's.
 *
 * A league's moderator who plays in it (`staffRole` not an admin's) stands aside on a close whose
 * new order would move their own rank (a reset): another moderator or an admin closes it so;
 * keeping the final order moves nobody and is theirs to do.
 */
export async function closeSeason(
  db: Db,
  staffId: string,
  leagueId: string,
  input: TCloseSeasonRequest,
  now: Date,
  baseUrl: string,
  staffRole?: string | null,
): Promise<TCloseSeasonResult> {
  try {
    return await db.transaction(async (tx) => {
      await lockLadder(tx, leagueId);
      // Reports the 48-hour clock has confirmed read as played already; the scheduled job may not
      // have written them yet. They are the closing season's results, so they are written first.
      const due = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.leagueId, leagueId), isNull(matches.seasonId), autoConfirmedBy(now)));
      for (const { id } of due) {
        const locked = await lockMatch(tx, id);
        await finalizeResult(tx, locked, storedResult(locked.match), 'auto', null, now, baseUrl);
      }
      const before = await lockLadder(tx, leagueId);
      const [league] = await tx
        .select({ name: leagues.name, startDate: leagues.startDate })
        .from(leagues)
        .where(eq(leagues.id, leagueId));
      const today = istanbulToday(now);
      if (league.startDate > today) throw ruleViolation(m.notStarted, 'season_not_started');
      // A season that began today has nothing in it yet: closing it again (a second tap, a second
      // tab) would archive an empty one-day season.
      if (league.startDate === today) throw ruleViolation(m.startedToday, 'season_started_today');
      if (input.newEndDate < today) throw ruleViolation(m.endBeforeToday, 'season_end_before_today');
      // Two seasons a reader cannot tell apart ('2026 Bahar', '2026 BAHAR') would be one season twice in
      // every season list; the ladder lock above keeps two closes from racing past this check.
      const closed = await tx
        .select({ name: seasons.name })
        .from(seasons)
        .where(eq(seasons.leagueId, leagueId));
      if (closed.some((s) => sameSeasonName(s.name, input.name)))
        throw conflict(m.nameTaken, 'season_name_taken');

      // A match agreed before the close is told from one agreed after it by its creation time
      // (`agreedBeforeReset`), and only an open one goes on into the new season. An answer that took the ladder lock first may have been timed a
      // moment after this close's own clock: the close is then timed at that match, so the match
      // still reads as agreed on the closing season's ladder.
      const [{ latest }] = await tx
        .select({ latest: max(matches.createdAt) })
        .from(matches)
        .where(
          and(eq(matches.leagueId, leagueId), isNull(matches.seasonId), eq(matches.status, 'planlanmış')),
        );
      // Only a moment: a later time is no such race, and must not move the close.
      const ahead = latest ? latest.getTime() - now.getTime() : 0;
      const closedAt = latest && ahead > 0 && ahead <= 60_000 ? latest : now;
      const [season] = await tx
        .insert(seasons)
        .values({
          leagueId,
          name: input.name,
          startDate: league.startDate,
          endDate: today,
          closedAt,
          closedBy: staffId,
          resetRule: input.resetRule,
          playerCount: before.length,
        })
        .returning();
      if (before.length > 0)
        await tx
          .insert(seasonStandings)
          .values(before.map((r) => ({ seasonId: season.id, userId: r.userId, rank: r.rank })));

      // Pending offers end with the season; then everything the season wrote is stamped as its own.
      const cancelled = await tx
        .update(matchOffers)
        .set({ status: 'cancelled', updateTime: now, seasonId: season.id })
        .where(
          and(
            eq(matchOffers.leagueId, leagueId),
            eq(matchOffers.status, 'pending'),
            isNull(matchOffers.seasonId),
          ),
        )
        .returning({
          id: matchOffers.id,
          offererId: matchOffers.offererId,
          opponentId: matchOffers.opponentId,
        });
      await tx
        .update(matchOffers)
        .set({ seasonId: season.id })
        .where(and(eq(matchOffers.leagueId, leagueId), isNull(matchOffers.seasonId)));
      await tx
        .update(matches)
        .set({ seasonId: season.id })
        .where(
          and(
            eq(matches.leagueId, leagueId),
            isNull(matches.seasonId),
            inArray(matches.status, ['oynanmış', 'iptal']),
          ),
        );
      await tx
        .update(rankHistory)
        .set({ seasonId: season.id })
        .where(and(eq(rankHistory.leagueId, leagueId), isNull(rankHistory.seasonId)));

      // The next season: the same league and players, ordered by the chosen rule, from today.
      const players = await tx
        .select({
          userId: leagueParticipants.userId,
          rank: leagueParticipants.rank,
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(leagueParticipants)
        .innerJoin(users, eq(users.id, leagueParticipants.userId))
        .where(eq(leagueParticipants.leagueId, leagueId));
      const after = nextSeasonLadder(
        players.map((p) => ({
          userId: p.userId,
          rank: p.rank,
          firstName: p.firstName ?? p.name,
          lastName: p.lastName ?? '',
        })),
        input.resetRule,
      );
      if (editMovesOwnRank({ id: staffId, role: staffRole }, before, after)) {
        const rankIn = (rows: { userId: string; rank: number }[]) =>
          rows.find((r) => r.userId === staffId)?.rank ?? 0;
        throw forbidden(m.ownRank(rankIn(before), rankIn(after)));
      }
      await writeLadder(tx, leagueId, before, after, 'season');
      await tx
        .update(leagues)
        .set({ startDate: today, endDate: input.newEndDate, updatedAt: now, modifiedById: staffId })
        .where(eq(leagues.id, leagueId));

      // Notice: each cancelled offer to both its players (app and mail), and every player's ranks.
      const person = new Map(players.map((p) => [p.userId, p]));
      const missing = [...new Set(cancelled.flatMap((o) => [o.offererId, o.opponentId]))].filter(
        (id) => !person.has(id),
      );
      if (missing.length > 0) {
        const others = await tx
          .select({
            userId: users.id,
            name: users.name,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, missing));
        for (const o of others) person.set(o.userId, { ...o, rank: 0 });
      }
      for (const o of cancelled) {
        const offerer = person.get(o.offererId);
        const opponent = person.get(o.opponentId);
        if (!offerer || !opponent) continue;
        // Each reads it addressed to them: the offer they sent, or the one sent to them.
        const sides = [
          { p: offerer, text: m.offerCancelledText(personName(opponent), 'sent', league.name, input.name) },
          {
            p: opponent,
            text: m.offerCancelledText(personName(offerer), 'received', league.name, input.name),
          },
        ];
        await notify(
          tx,
          sides.map(({ p, text }) => ({
            userId: p.userId,
            subject: m.offerCancelledSubject,
            message: text,
            type: 'matchOffer',
            offerId: o.id,
            target: { kind: 'offer', id: o.id },
            settles: true,
          })),
        );
        for (const { p, text } of sides)
          if (p.email)
            await enqueueMail(tx, {
              to: [p.email],
              subject: m.offerCancelledSubject,
              text,
              category: 'challenges',
            });
      }
      const newRank = new Map(after.map((r) => [r.userId, r.rank]));
      // A match agreed before the league's last reset (this close, or an earlier one) goes on into
      // the new season and counts as a result, but moves nobody (`agreedBeforeReset`): its players
      // read so here, where they learn their new rank, not only on the match card.
      const [{ lastReset }] =
        input.resetRule === 'alphabetical'
          ? [{ lastReset: closedAt }]
          : await tx
              .select({ lastReset: max(seasons.closedAt) })
              .from(seasons)
              .where(and(eq(seasons.leagueId, leagueId), eq(seasons.resetRule, 'alphabetical')));
      const carried = new Set<string>();
      if (lastReset)
        for (const x of await tx
          .select({ p1: matches.player1Id, p2: matches.player2Id })
          .from(matches)
          .where(
            and(
              eq(matches.leagueId, leagueId),
              isNull(matches.seasonId),
              eq(matches.status, 'planlanmış'),
              lte(matches.createdAt, lastReset),
            ),
          ))
          for (const id of [x.p1, x.p2]) carried.add(id);
      await notify(
        tx,
        before.map((r) => ({
          userId: r.userId,
          subject: m.closedSubject,
          message: m.closedText(
            league.name,
            input.name,
            r.rank,
            newRank.get(r.userId) ?? r.rank,
            carried.has(r.userId),
          ),
          // The player's own page lists their past seasons with the final ranks.
          target: { kind: 'player', id: r.userId },
        })),
      );

      await writeAdminLog(tx, 'SeasonClosed', {
        leagueId,
        leagueName: league.name,
        seasonName: input.name,
        resetRule: input.resetRule,
        newEndDate: input.newEndDate,
        cancelledOffers: cancelled.length,
        by: staffId,
      });
      return { season: toSeason(season), cancelledOffers: cancelled.length };
    });
  } catch (error) {
    // Two closes with the same name at once: the second meets the unique index.
    if (pgErrorCode(error) === '23505') throw conflict(m.nameTaken, 'season_name_taken');
    throw error;
  }
}
