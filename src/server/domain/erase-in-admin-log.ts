import { sql } from 'drizzle-orm';
import { DELETED_PLAYER_NAME } from '../../shared/privacy-notice.js';
import { queryRows, type Tx } from '../db/client.js';

/** Rows rewritten per statement. */
const CHUNK = 200;

/**
 * The keys of an admin log entry that hold a person's name or address as text, by the key of the
 * id that says whose they are. Every writer of the log (`writeAdminLog`, the offer's own insert)
 * uses these: `userId` with `name` and `email` (profile, user, role, moderator, application,
 * excuse entries), the offer's two players with their names (the offer) and addresses (its
 * reminder and expiry). A league's entries carry its name under `name` with no `userId`.
 */
const PERSON_KEYS: { id: string; name: string[]; email: string[] }[] = [
  { id: 'userId', name: ['name'], email: ['email'] },
  { id: 'offererId', name: ['offererName'], email: ['offererEmail'] },
  { id: 'opponentId', name: ['opponentName'], email: ['opponentEmail'] },
];

/**
 * A match's entries (result, dispute, postponement, cancellation, overdue) name its two players as
 * they were then, under `player1` and `player2`, by the match's `matchId`; these keys name one of
 * the two again (the winner, who asked, who did not come…).
 */
const MATCH_ROLE_KEYS = [
  'winner',
  'previousWinner',
  'noShow',
  'disputedBy',
  'requestedBy',
  'acceptedBy',
] as const;

/** Entries that name a mail's addresses with no account id: a failed mail, an admin's mail. */
const ADDRESS_LIST_KEYS = ['to'] as const;

type Details = Record<string, unknown>;

/** Which slot of an entry's match the player held, if the entry is of a match of theirs. */
export type MatchSlotOf = (matchId: string) => 'player1' | 'player2' | null;

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The player's names and addresses an entry holds, by the ids it carries (not by the text). */
export function personValuesIn(details: Details, userId: string, slotOf: MatchSlotOf) {
  const names: string[] = [];
  const emails: string[] = [];
  for (const keys of PERSON_KEYS) {
    if (details[keys.id] !== userId) continue;
    for (const k of keys.name) if (str(details[k])) names.push(str(details[k])!);
    for (const k of keys.email) if (str(details[k])) emails.push(str(details[k])!.toLowerCase());
  }
  const matchId = str(details.matchId);
  const slot = matchId ? slotOf(matchId) : null;
  if (slot && str(details[slot])) names.push(str(details[slot])!);
  return { names, emails };
}

/**
 * An entry without the erased player's name and address: by the ids it carries, every name of
 * theirs reads "Silinmiş oyuncu" and every address of theirs is left out, whatever they were when
 * it was written; another person's stay. A name that was the other player's of the match too is
 * left, as it cannot be told whose it is. `emails`: every address the player had, taken out of the
 * address lists of mails (a failed mail's recipients) and of an admin's mail to an address with no
 * account. Null when nothing changes.
 */
export function erasePersonInEntry(
  eventType: string,
  details: Details,
  userId: string,
  emails: ReadonlySet<string>,
  slotOf: MatchSlotOf,
): Details | null {
  const next: Details = { ...details };
  let changed = false;
  const set = (key: string, value: unknown) => {
    if (next[key] === value) return;
    if (value === undefined) delete next[key];
    else next[key] = value;
    changed = true;
  };
  for (const keys of PERSON_KEYS) {
    if (details[keys.id] !== userId) continue;
    for (const k of keys.name) if (str(details[k])) set(k, DELETED_PLAYER_NAME);
    for (const k of keys.email) if (k in details) set(k, undefined);
  }
  const matchId = str(details.matchId);
  const slot = matchId ? slotOf(matchId) : null;
  if (slot) {
    const other = slot === 'player1' ? 'player2' : 'player1';
    const name = str(details[slot]);
    if (name) {
      set(slot, DELETED_PLAYER_NAME);
      if (name !== str(details[other]))
        for (const k of MATCH_ROLE_KEYS) if (str(details[k]) === name) set(k, DELETED_PLAYER_NAME);
    }
  }
  for (const k of ADDRESS_LIST_KEYS) {
    const list = details[k];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((a) => !(typeof a === 'string' && emails.has(a.toLowerCase())));
    if (kept.length !== list.length) set(k, kept);
  }
  if (
    eventType === 'AdminMailSent' &&
    typeof details.email === 'string' &&
    emails.has(details.email.toLowerCase())
  )
    set('email', undefined);
  return changed ? next : null;
}

interface Entry {
  id: string;
  event_type: string;
  event_details: Details;
}

/**
 * The admin log entries about a player and the matches they played (the player's id, or a match of
 * theirs, or an address of theirs in the entry), with the slot they held in each match.
 */
async function entriesAbout(tx: Tx, userId: string, emails: string[]) {
  const byAddress =
    emails.length === 0
      ? sql`false`
      : sql.join(
          emails.map((e) => sql`strpos(lower(l.event_details::text), ${JSON.stringify(e)}::text) > 0`),
          sql` or `,
        );
  const entries = await queryRows<Entry>(
    tx,
    sql`select l.id, l.event_type, l.event_details from admin_logs l
      where strpos(l.event_details::text, ${JSON.stringify(userId)}::text) > 0
        or l.event_details->>'matchId' in (select m.id::text from matches m
          where m.player1_id = ${userId}::text or m.player2_id = ${userId}::text)
        or ${byAddress}
      order by l.created_at, l.id`,
  );
  const slots = await queryRows<{ id: string; slot: 'player1' | 'player2' }>(
    tx,
    sql`select m.id::text as id, case when m.player1_id = ${userId}::text then 'player1' else 'player2' end as slot
      from matches m where m.player1_id = ${userId}::text or m.player2_id = ${userId}::text`,
  );
  const slotOf = new Map(slots.map((s) => [s.id, s.slot]));
  return { entries, slotOf: (matchId: string) => slotOf.get(matchId) ?? null };
}

/**
 * Every name and address the portal's records say the player had, before the erasure rewrites
 * them: the current ones, those the admin log wrote about them (by the ids its entries carry), the
 * names offers made to them were written with, the addresses mail to their account went to, and an
 * address they asked to move to.
 */
export async function namesAndAddressesOf(
  tx: Tx,
  me: { id: string; email: string; name: string | null; firstName: string | null; lastName: string | null },
) {
  const userId = me.id;
  const names = new Set<string>();
  const emails = new Set<string>([me.email.toLowerCase()]);
  const add = (set: Set<string>, v: string | null | undefined) => {
    const s = v?.trim();
    if (s && s !== DELETED_PLAYER_NAME) set.add(s);
  };
  add(names, me.name);
  if (me.firstName) add(names, `${me.firstName} ${me.lastName ?? ''}`);

  const mailed = await queryRows<{ address: string }>(
    tx,
    sql`select distinct lower(a) as address from mail_outbox o, unnest(o.to_addresses) a
      where o.recipient_id = ${userId}::text and cardinality(o.to_addresses) = 1`,
  );
  for (const { address } of mailed) add(emails, address);
  const asked = await queryRows<{ value: string }>(
    tx,
    sql`select value from verifications where value like ${`${userId} %`}`,
  );
  for (const { value } of asked) add(emails, value.slice(value.indexOf(' ') + 1).toLowerCase());
  const offered = await queryRows<{ name: string }>(
    tx,
    sql`select distinct opponent_name as name from match_offers where opponent_id = ${userId}::text`,
  );
  for (const { name } of offered) add(names, name);

  const { entries, slotOf } = await entriesAbout(tx, userId, [...emails]);
  for (const e of entries) {
    const found = personValuesIn(e.event_details, userId, slotOf);
    for (const n of found.names) add(names, n);
    for (const a of found.emails) add(emails, a);
  }
  return { names: [...names], emails: [...emails] };
}

/**
 * The admin log entries about the erased player keep the entry, not their name or address, whatever
 * they were when it was written (ADR 013): rewritten by `erasePersonInEntry`, in the erasure's
 * transaction. `emails`: every address the player had (`namesAndAddressesOf`).
 */
export async function erasePersonInAdminLog(tx: Tx, userId: string, emails: string[]) {
  const { entries, slotOf } = await entriesAbout(tx, userId, emails);
  const known = new Set(emails.map((e) => e.toLowerCase()));
  const changed = entries
    .map((e) => ({
      id: e.id,
      details: erasePersonInEntry(e.event_type, e.event_details, userId, known, slotOf),
    }))
    .filter((e): e is { id: string; details: Details } => e.details !== null);
  for (let i = 0; i < changed.length; i += CHUNK)
    await tx.execute(
      sql`update admin_logs l set event_details = v.details
        from (values ${sql.join(
          changed.slice(i, i + CHUNK).map((e) => sql`(${e.id}::uuid, ${JSON.stringify(e.details)}::jsonb)`),
          sql`, `,
        )}) as v (id, details)
        where l.id = v.id`,
    );
}
