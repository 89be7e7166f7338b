import { inArray } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import { categoryOf } from '../../shared/rules/notification-prefs.js';
import { targetPath } from '../../shared/rules/notification-target.js';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { enqueueMail } from '../mail/outbox.js';
import { type NewNotification, notify } from './notify.js';

/** A notice to one player, and the text of its mail when the mail says more (a link). */
export interface PlayerNotice extends NewNotification {
  mailText?: string;
}

/**
 * Players known by id are told something, in the caller's transaction: each gets the notification
 * and, as their choice for its category allows (`categoryOf` its type), the same subject and text
 * by mail (`mailText` in place of the text when given). Their addresses are read in one statement; a player no longer there gets neither.
 */
export async function tellPlayers(tx: Tx, items: PlayerNotice[]) {
  if (items.length === 0) return;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        items.map((i) => i.userId),
      ),
    );
  const email = new Map(people.map((p) => [p.id, p.email]));
  const told = items.filter((i) => email.has(i.userId));
  await notify(
    tx,
    told.map(({ mailText, ...notice }) => notice),
  );
  for (const item of told)
    await enqueueMail(tx, {
      to: [email.get(item.userId)!],
      subject: item.subject,
      text: item.mailText ?? item.message,
      category: categoryOf(item.type),
    });
}

/**
 * A match mail ends with the link to that match's card on Maçlarım, where its notification opens
 * too (a player may have several matches); the outbox then adds no link of its own.
 */
export const withMatchLink = (text: string, baseUrl: string, matchId: string) =>
  `${text}\n\n${messages.preferences.mailScreen.results(`${baseUrl}${targetPath({ kind: 'match', id: matchId })}`)}`;

/**
 * Both players of a match are told how it ended, each in their own words (`told`), in the caller's
 * transaction: a notification on the match that settles what it asked of them, and the same
 * subject and text by mail as their choice for results allows. Their addresses are known already
 * (`lockMatch` read them).
 */
export async function tellMatchPlayers(
  tx: Tx,
  matchId: string,
  subject: string,
  told: { p: { id: string; email: string }; text: string }[],
  baseUrl: string,
  /** The player whose own step closed it (confirming the score): theirs arrives read, unpushed. */
  actorId?: string | null,
) {
  await notify(
    tx,
    told.map(({ p, text }) => ({
      userId: p.id,
      subject,
      message: text,
      type: 'matchResult',
      target: { kind: 'match', id: matchId },
      settles: true,
      read: p.id === actorId,
    })),
  );
  for (const { p, text } of told)
    await enqueueMail(tx, {
      to: [p.email],
      subject,
      text: withMatchLink(text, baseUrl, matchId),
      category: 'results',
    });
}
