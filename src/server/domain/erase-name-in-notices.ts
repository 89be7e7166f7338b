import { type SQL, sql } from 'drizzle-orm';
import { DELETED_PLAYER_NAME } from '../../shared/privacy-notice.js';
import { queryRows, type Tx } from '../db/client.js';

/** Rows rewritten per statement. */
const CHUNK = 200;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The erased player's name, written as text into what other players were told about them, becomes
 * "Silinmiş oyuncu" (ADR 013), in the erasure's transaction:
 * - the notifications of other users tied to the player: about the player (an excuse, a player who
 *   passed them), about an offer or a match of theirs (the other player's, and the staff's about a
 *   match of theirs). A notification tied to someone else is left as it is, even when it carries
 *   the same name: it is another person's, of the same name.
 * - the mail and push of such a notification not yet sent (waiting, or given up on and kept for an
 *   admin to retry), so it does not go out with the name; one being sent that moment, or sent, has
 *   left and is not changed.
 * Only the exact name, as a whole (not inside a longer word or name), is replaced. `names`: the
 * forms the player's name was written in (the account's name, first and last name).
 */
export async function eraseNameInNotices(tx: Tx, userId: string, names: (string | null | undefined)[]) {
  const wanted = [...new Set(names.map((n) => n?.trim() ?? ''))]
    .filter((n) => n !== '' && n !== DELETED_PLAYER_NAME)
    .sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const rewrite = (text: string) => text.replace(pattern, DELETED_PLAYER_NAME);
  const carries = (column: SQL) =>
    sql`(${sql.join(
      wanted.map((n) => sql`strpos(${column}, ${n}::text) > 0`),
      sql` or `,
    )})`;

  const theirOffers = sql`select o.id from match_offers o where o.offerer_id = ${userId}::text or o.opponent_id = ${userId}::text`;
  const notices = await queryRows<{ id: string; user_id: string; subject: string; message: string }>(
    tx,
    sql`select n.id, n.user_id, n.subject, n.message from notifications n
      where n.user_id <> ${userId}::text and ${carries(sql`n.message`)} and (
        (n.target_kind = 'player' and n.target_id = ${userId}::text)
        or (n.target_kind = 'match' and n.target_id in (select m.id::text from matches m
          where m.player1_id = ${userId}::text or m.player2_id = ${userId}::text))
        or (n.target_kind = 'offer' and n.target_id in (select x.id::text from (${theirOffers}) x))
        or n.offer_id in (${theirOffers}))`,
  );
  const changed = notices
    .map((n) => ({ ...n, rewritten: rewrite(n.message) }))
    .filter((n) => n.rewritten !== n.message);
  if (changed.length === 0) return;
  for (let i = 0; i < changed.length; i += CHUNK)
    await tx.execute(
      sql`update notifications n set message = v.message
        from (values ${sql.join(
          changed.slice(i, i + CHUNK).map((n) => sql`(${n.id}::uuid, ${n.rewritten}::text)`),
          sql`, `,
        )}) as v (id, message)
        where n.id = v.id`,
    );

  // What went with those notifications and has not left yet: a mail to the reader with the same
  // subject, its text the notification's (a mail may add a link after it), and a push showing it.
  const readers = [...new Set(changed.map((n) => n.user_id))];
  const inReaders = sql.join(
    readers.map((id) => sql`${id}::text`),
    sql`, `,
  );
  const emails = await queryRows<{ id: string; email: string }>(
    tx,
    sql`select id, email from users where id in (${inReaders})`,
  );
  const emailOf = new Map(emails.map((u) => [u.id, u.email]));
  const mails = await queryRows<{
    id: number;
    to_addresses: string[];
    recipient_id: string | null;
    subject: string;
    body: string;
  }>(
    tx,
    sql`select id, to_addresses, recipient_id, subject, body from mail_outbox
      where status in ('pending', 'failed') and ${carries(sql`body`)}
        and (recipient_id in (${inReaders})
          or to_addresses && array[${sql.join(
            [...emailOf.values()].map((e) => sql`${e}::text`),
            sql`, `,
          )}]::text[])`,
  );
  const mailed = mails
    .filter((x) =>
      changed.some(
        (n) =>
          (x.recipient_id === n.user_id || x.to_addresses.includes(emailOf.get(n.user_id) ?? '')) &&
          x.subject === n.subject &&
          x.body.startsWith(n.message),
      ),
    )
    .map((x) => ({ id: x.id, body: rewrite(x.body) }));
  for (let i = 0; i < mailed.length; i += CHUNK)
    await tx.execute(
      sql`update mail_outbox o set body = v.body
        from (values ${sql.join(
          mailed.slice(i, i + CHUNK).map((x) => sql`(${x.id}::bigint, ${x.body}::text)`),
          sql`, `,
        )}) as v (id, body)
        where o.id = v.id and o.status in ('pending', 'failed')`,
    );

  const pushes = await queryRows<{ id: number; user_id: string; title: string; body: string }>(
    tx,
    sql`select p.id, s.user_id, p.payload->>'title' as title, p.payload->>'body' as body
      from push_outbox p join push_subscriptions s on s.id = p.subscription_id
      where p.status in ('pending', 'failed') and s.user_id in (${inReaders})
        and ${carries(sql`(p.payload->>'body')`)}`,
  );
  const pushed = pushes
    .filter((p) =>
      changed.some((n) => p.user_id === n.user_id && p.title === n.subject && p.body === n.message),
    )
    .map((p) => ({ id: p.id, body: rewrite(p.body) }));
  for (let i = 0; i < pushed.length; i += CHUNK)
    await tx.execute(
      sql`update push_outbox o set payload = jsonb_set(o.payload, '{body}', to_jsonb(v.body))
        from (values ${sql.join(
          pushed.slice(i, i + CHUNK).map((p) => sql`(${p.id}::bigint, ${p.body}::text)`),
          sql`, `,
        )}) as v (id, body)
        where o.id = v.id and o.status in ('pending', 'failed')`,
    );
}
