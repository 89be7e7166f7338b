import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { leaguePhrase } from '../../../shared/labels.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches, matchOffers, users } from '../../db/schema/index.js';

/** iCalendar text: CRLF line ends, escaped commas, semicolons and newlines (RFC 5545). */
const esc = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

interface CalendarEvent {
  uid: string;
  start: Date;
  summary: string;
  description: string;
}

function event(e: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}@raket`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(e.start)}`,
    `DTEND:${stamp(new Date(e.start.getTime() + 60 * 60_000))}`,
    `SUMMARY:${esc(e.summary)}`,
    `DESCRIPTION:${esc(e.description)}`,
    'END:VEVENT',
  ];
}

/** A player's upcoming matches (their play deadlines) and the offers waiting for their answer. */
export async function buildCalendar(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const p1 = alias(users, 'p1');
  const p2 = alias(users, 'p2');
  const offerer = alias(users, 'offerer');
  const [planned, waiting] = await Promise.all([
    db
      .select({
        id: matches.id,
        matchDate: matches.matchDate,
        dueAt: matches.dueAt,
        league: leagues.name,
        player1Id: matches.player1Id,
        p1: p1.name,
        p2: p2.name,
      })
      .from(matches)
      .leftJoin(leagues, eq(leagues.id, matches.leagueId))
      .innerJoin(p1, eq(p1.id, matches.player1Id))
      .innerJoin(p2, eq(p2.id, matches.player2Id))
      .where(
        and(
          eq(matches.status, 'planlanmış'),
          or(eq(matches.player1Id, userId), eq(matches.player2Id, userId)),
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
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Raket//Tenis Merdiven Ligi//TR',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:Raket maçlarım',
    'X-WR-TIMEZONE:Europe/Istanbul',
    ...events.flatMap((e) => event(e, now)),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
