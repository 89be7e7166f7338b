import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ical, { ICalEventStatus } from 'ical-generator';
import { leaguePhrase } from '../../../shared/labels.js';
import { lastPlayDay } from '../../../shared/rules/arrange.js';
import { scoreFromSide } from '../../../shared/rules/score.js';
import { formatDateTime, istanbulToday } from '../../../shared/time.js';
import { singleLineText } from '../../../shared/zod.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches, matchOffers, users } from '../../db/schema/index.js';
import { player1, player2, selectMatchesWithNames } from '../../domain/match-with-names.js';

/** A match lasts this long in the calendar when its league does not say (matches without a league). */
export const DEFAULT_MATCH_MINUTES = 90;
/** An offer waiting for the player's answer shows as the last hour before its deadline. */
const OFFER_EVENT_MINUTES = 60;
/**
 * A match played or cancelled stays in the feed this long after its time, with its result or marked
 * cancelled: a calendar app drops an event the feed no longer lists, and the player's record of it.
 */
export const CLOSED_MATCH_DAYS = 60;

interface CalendarEvent {
  uid: string;
  start: Date;
  /** Minutes; an event without them is an all-day event on `day`, else the Istanbul date of `start`. */
  minutes?: number;
  /** An all-day event's date (YYYY-MM-DD), when it is not the Istanbul date of `start`. */
  day?: string;
  summary: string;
  description: string;
  location?: string;
  /** Raised on every change, so calendar apps update the event (same UID) instead of adding one. */
  sequence?: number;
  /** A match called off: still listed, so calendar apps mark it cancelled rather than lose it. */
  cancelled?: boolean;
}

/**
 * The feed is written by ical-generator: RFC 5545 escaping (backslash, semicolon, comma, every
 * kind of line break) and lines folded at 75 octets. Names are cleaned at input; control
 * characters of older rows are removed here too.
 */
function toICalendar(events: CalendarEvent[], now: Date): string {
  const calendar = ical({ name: 'Raket maçlarım', prodId: '//Raket//Tenis Merdiven Ligi//TR' });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: 'Europe/Istanbul' }]);
  for (const e of events) {
    const common = {
      id: `${e.uid}@raket`,
      stamp: now,
      sequence: e.sequence ?? 0,
      summary: singleLineText(e.summary),
      description: singleLineText(e.description),
      location: e.location ? singleLineText(e.location) : null,
      status: e.cancelled ? ICalEventStatus.CANCELLED : null,
    };
    if (e.minutes)
      calendar.createEvent({
        ...common,
        start: e.start,
        end: new Date(e.start.getTime() + e.minutes * 60_000),
      });
    // An all-day event is written as a date (VALUE=DATE), from the UTC date of `start`.
    else
      calendar.createEvent({
        ...common,
        start: new Date(`${e.day ?? istanbulToday(e.start)}T00:00:00Z`),
        allDay: true,
      });
  }
  return `${calendar.toString()}\r\n`;
}

/** How a played or cancelled match ended, in the feed's reader's words; empty while it is planned. */
function closedSentence(
  m: { status: string; score: string | null; outcome: string; winnerId: string | null; player1Id: string },
  userId: string,
): string {
  if (m.status === 'iptal') return 'Maç iptal edildi.';
  if (m.status !== 'oynanmış') return '';
  const won = m.winnerId === userId;
  if (m.outcome === 'walkover') return won ? 'Hükmen kazandınız.' : 'Hükmen kaybettiniz.';
  // The score as the reader's games first.
  const score = m.score ? scoreFromSide(m.score, m.player1Id === userId ? 'p1' : 'p2') : null;
  const result = won ? 'kazandınız' : 'kaybettiniz';
  const retired =
    m.outcome === 'retired' ? (won ? ' (rakibiniz maçtan çekildi)' : ' (maçtan çekildiniz)') : '';
  return score ? `Sonuç: ${score}${retired}, ${result}.` : `Maçı ${result}${retired}.`;
}

/**
 * A player's upcoming matches (their play deadlines), their matches played or cancelled within the
 * last CLOSED_MATCH_DAYS days, and the offers waiting for their answer.
 */
export async function buildCalendar(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const offerer = alias(users, 'offerer');
  const [planned, waiting] = await Promise.all([
    selectMatchesWithNames(db, {
      id: matches.id,
      matchDate: matches.matchDate,
      dueAt: matches.dueAt,
      slotAt: matches.slotAt,
      slotPlace: matches.slotPlace,
      sequence: matches.calendarSequence,
      minutes: leagues.matchMinutes,
      league: leagues.name,
      player1Id: matches.player1Id,
      p1: player1.name,
      p2: player2.name,
      status: matches.status,
      score: matches.score,
      outcome: matches.outcome,
      winnerId: matches.winnerId,
    }).where(
      and(
        or(eq(matches.player1Id, userId), eq(matches.player2Id, userId)),
        or(
          eq(matches.status, 'planlanmış'),
          and(
            inArray(matches.status, ['oynanmış', 'iptal']),
            gte(
              sql`coalesce(${matches.slotAt}, ${matches.matchDate}, ${matches.dueAt})`,
              new Date(now.getTime() - CLOSED_MATCH_DAYS * 86_400_000),
            ),
          ),
        ),
      ),
    ),
    db
      .select({
        id: matchOffers.id,
        respondBy: matchOffers.respondBy,
        offerer: offerer.name,
        league: leagues.name,
      })
      .from(matchOffers)
      .innerJoin(offerer, eq(offerer.id, matchOffers.offererId))
      .innerJoin(leagues, eq(leagues.id, matchOffers.leagueId))
      .where(and(eq(matchOffers.opponentId, userId), eq(matchOffers.status, 'pending'))),
  ]);
  const events: CalendarEvent[] = [];
  for (const m of planned) {
    const opponent = m.player1Id === userId ? m.p2 : m.p1;
    const about = [
      `${m.league ? leaguePhrase(m.league, 'ligi') : 'Raket'} maçı. Rakip: ${opponent}.`,
      closedSentence(m, userId),
    ]
      .filter(Boolean)
      .join(' ');
    const cancelled = m.status === 'iptal';
    // The slot the players agreed on (or the date staff set), for the league's match length; else
    // an all-day event on the play deadline. One UID per match whichever it is.
    const start = m.slotAt ?? m.matchDate;
    if (start) {
      events.push({
        uid: `match-${m.id}`,
        start,
        minutes: m.minutes ?? DEFAULT_MATCH_MINUTES,
        summary: `Maç: ${opponent}`,
        description: about,
        location: m.slotAt ? (m.slotPlace ?? undefined) : undefined,
        sequence: m.sequence,
        cancelled,
      });
    } else if (m.dueAt) {
      events.push({
        uid: `match-${m.id}`,
        start: m.dueAt,
        // The last day there is time to play on: a deadline in the night's first hours (an offer
        // accepted at 00:09) leaves nothing of its own date, so the evening before is the last day.
        day: lastPlayDay(m.dueAt),
        summary: `Maç son günü: ${opponent}`,
        // The deadline is a moment (the hour the offer was accepted), not the day's end: a slot
        // after it is refused, so the event says when exactly.
        description: `${about} Son oynama zamanı: ${formatDateTime(m.dueAt)}.`,
        sequence: m.sequence,
        cancelled,
      });
    }
  }
  // The hour before the answer's deadline, ending at it: an event that began at the deadline would
  // sit in the calendar after the offer can no longer be accepted.
  for (const o of waiting) {
    events.push({
      uid: `offer-${o.id}`,
      start: new Date(o.respondBy.getTime() - OFFER_EVENT_MINUTES * 60_000),
      minutes: OFFER_EVENT_MINUTES,
      summary: `Teklife son yanıt: ${o.offerer}`,
      description: `${leaguePhrase(o.league, 'ligi')}: ${o.offerer} size maç teklif etti. Son yanıt zamanı: ${formatDateTime(o.respondBy)}.`,
    });
  }
  return toICalendar(events, now);
}
