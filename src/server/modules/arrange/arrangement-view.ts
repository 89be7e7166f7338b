import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TArrangement, TMatchRequest, TSlot } from '../../../shared/contract/arrange.js';
import type { MATCH_REQUEST_KINDS, MATCH_REQUEST_STATUSES, MATCH_STATUSES } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { internationalDigits } from '../../../shared/rules/arrange.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues, matches, matchRequests, users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

const m = messages.arrange;

const nameOf = (u: { name: string | null; firstName: string | null; lastName: string | null }) =>
  u.firstName || u.lastName ? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() : (u.name ?? '');

/** Slots as stored in match_requests.slots: [{ at: ISO instant, place }]. */
export function storedSlots(value: unknown): TSlot[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (s): s is { at: string; place: string } => typeof s?.at === 'string' && typeof s?.place === 'string',
    )
    .map((s) => ({ at: new Date(s.at).toISOString(), place: s.place }));
}

/**
 * What one of the two players sees to arrange a planned match: the opponent's phone, WhatsApp
 * and e-mail (the only answer that carries them), the agreed slot, and the pending requests.
 * A match no longer planned answers its state alone. Anyone else gets 404, as for every row that
 * belongs to others.
 */
export async function loadArrangement(db: DbOrTx, matchId: string, userId: string): Promise<TArrangement> {
  const [row] = await db
    .select({ match: matches, league: { name: leagues.name, maxDaysToPlay: leagues.maxDaysToPlay } })
    .from(matches)
    .leftJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(eq(matches.id, matchId));
  if (!row) throw notFound();
  const { match, league } = row;
  if (match.player1Id !== userId && match.player2Id !== userId) throw notFound(m.notYourMatch);
  const opponentId = match.player1Id === userId ? match.player2Id : match.player1Id;
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [opponentId, userId]));
  const opponent = people.find((p) => p.id === opponentId)!;
  const me = people.find((p) => p.id === userId)!;
  const base = {
    matchId: match.id,
    status: match.status as (typeof MATCH_STATUSES)[number],
    league: league?.name ?? null,
    dueAt: match.dueAt?.toISOString() ?? null,
    originalDueAt: match.originalDueAt?.toISOString() ?? null,
    postponedAt: match.postponedAt?.toISOString() ?? null,
    maxDaysToPlay: league?.maxDaysToPlay ?? 5,
    slot: match.slotAt ? { at: match.slotAt.toISOString(), place: match.slotPlace ?? '' } : null,
  };
  // A match closed meanwhile (cancelled together or by staff, played, decided) is still read by a
  // phone that showed it: its state is the answer, with nothing left to arrange and no contact details.
  if (match.status !== 'planlanmış')
    return {
      ...base,
      opponent: {
        id: opponent.id,
        name: nameOf(opponent),
        phone: null,
        email: null,
        telUrl: null,
        whatsappUrl: null,
      },
      pending: [],
    };
  const pending = await db
    .select()
    .from(matchRequests)
    .where(and(eq(matchRequests.matchId, matchId), eq(matchRequests.status, 'pending')))
    .orderBy(asc(matchRequests.createdAt));
  const digits = internationalDigits(opponent.phone);
  const text = m.whatsappText(nameOf(opponent), nameOf(me), league?.name ?? 'Raket');
  return {
    ...base,
    opponent: {
      id: opponent.id,
      name: nameOf(opponent),
      phone: opponent.phone,
      email: opponent.email,
      telUrl: digits ? `tel:+${digits}` : null,
      whatsappUrl: digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null,
    },
    pending: pending.map(
      (r): TMatchRequest => ({
        id: r.id,
        kind: r.kind as (typeof MATCH_REQUEST_KINDS)[number],
        status: r.status as (typeof MATCH_REQUEST_STATUSES)[number],
        mine: r.requestedBy === userId,
        slots: storedSlots(r.slots),
        days: r.days,
        reason: r.reason ?? '',
        createdAt: r.createdAt.toISOString(),
      }),
    ),
  };
}
