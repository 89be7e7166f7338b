import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ical from 'ical-generator';
import { leaguePhrase } from '../../../shared/labels.js';
import { singleLineText } from '../../../shared/zod.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches, matchOffers, users } from '../../db/schema/index.js';
import { player1, player2, selectMatchesWithNames } from '../../domain/match-with-names.js';

interface CalendarEvent {
  uid: string;
  start: Date;
  summary: string;
  description: string;
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
    calendar.createEvent({
      id: `${e.uid}@raket`,
      stamp: now,
      start: e.start,
      end: new Date(e.start.getTime() + 60 * 60_000),
      summary: singleLineText(e.summary),
      description: singleLineText(e.description),
    });
  }
  return `${calendar.toString()}\r\n`;
}

/** A player's upcoming matches (their play deadlines) and the offers waiting for their answer. */
export async function buildCalendar(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const offerer = alias(users, 'offerer');
  const [planned, waiting] = await Promise.all([
    selectMatchesWithNames(db, {
      id: matches.id,
      matchDate: matches.matchDate,
      dueAt: matches.dueAt,
      league: leagues.name,
      player1Id: matches.player1Id,
      p1: player1.name,
      p2: player2.name,
    }).where(
      and(eq(matches.status, 'planlanmış'), or(eq(matches.player1Id, userId), eq(matches.player2Id, userId))),
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
    const start = m.matchDate ?? m.dueAt;
    if (!start) continue;
    const opponent = m.player1Id === userId ? m.p2 : m.p1;
    events.push({
      uid: `match-${m.id}`,
      start,
      summary: m.matchDate ? `Maç: ${opponent}` : `Maç son günü: ${opponent}`,
      description: `${m.league ? leaguePhrase(m.league, 'ligi') : 'Raket'} maçı. Rakip: ${opponent}.`,
    });
  }
  for (const o of waiting) {
    events.push({
      uid: `offer-${o.id}`,
      start: o.respondBy,
      summary: `Teklife yanıt son günü: ${o.offerer}`,
      description: `${leaguePhrase(o.league, 'ligi')}: ${o.offerer} size maç teklif etti. Bu zamana kadar yanıt veriniz.`,
    });
  }
  return toICalendar(events, now);
}
