import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '../../../shared/messages.js';
import { formatSlot, REMINDER_LEADS, type ReminderLead, reminderDue } from '../../../shared/rules/arrange.js';
import { isInReminderWindow } from '../../../shared/rules/reminders.js';
import type { Db, Tx } from '../../db/client.js';
import { matches, users } from '../../db/schema/index.js';
import { notify } from '../../domain/notify.js';
import { withMatchLink } from '../../domain/tell-players.js';
import { enqueueMail } from '../../mail/outbox.js';

/** The advisory lock key of the slot reminders: one run at a time across every app instance. */
export const SLOT_REMINDER_LOCK_KEY = 5_170_002;

const m = messages.arrange;
const HOUR_MS = 3_600_000;
const p1 = alias(users, 'p1');
const p2 = alias(users, 'p2');

export async function tryAdvisoryLock(tx: Tx, key: number): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  return Boolean((result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked);
}

const column = { '24h': matches.reminded24hFor, '2h': matches.reminded2hFor } as const;

/**
 * Reminds both players 24 hours and 2 hours before their agreed slot (notification and mail),
 * each once per slot: a changed slot is reminded again. Within the job's 08:00–22:59 window, in
 * one transaction under an advisory lock; each match is claimed by a conditional UPDATE, so runs
 * that overlap never remind twice. Returns how many reminders went out (per match and lead).
 */
export async function remindAgreedSlots(db: Db, now: Date, baseUrl: string): Promise<number> {
  if (!isInReminderWindow(now)) return 0;
  return db.transaction(async (tx) => {
    if (!(await tryAdvisoryLock(tx, SLOT_REMINDER_LOCK_KEY))) return 0;
    const soon = await tx
      .select({
        id: matches.id,
        slotAt: matches.slotAt,
        slotPlace: matches.slotPlace,
        reminded24hFor: matches.reminded24hFor,
        reminded2hFor: matches.reminded2hFor,
        p1: { id: p1.id, name: p1.name, email: p1.email },
        p2: { id: p2.id, name: p2.name, email: p2.email },
      })
      .from(matches)
      .innerJoin(p1, eq(p1.id, matches.player1Id))
      .innerJoin(p2, eq(p2.id, matches.player2Id))
      .where(
        and(
          eq(matches.status, 'planlanmış'),
          eq(matches.resultState, 'none'),
          gt(matches.slotAt, now),
          lte(matches.slotAt, new Date(now.getTime() + 24 * HOUR_MS)),
        ),
      );
    let sent = 0;
    for (const lead of REMINDER_LEADS) {
      const due = soon.filter(
        (x) =>
          x.slotAt && reminderDue(x.slotAt, now, lead, lead === '24h' ? x.reminded24hFor : x.reminded2hFor),
      );
      if (due.length === 0) continue;
      const claimed = await claim(
        tx,
        lead,
        due.map((x) => x.id),
      );
      for (const x of due.filter((d) => claimed.has(d.id))) {
        const when = formatSlot(x.slotAt!, x.slotPlace ?? '');
        for (const [me, other] of [
          [x.p1, x.p2],
          [x.p2, x.p1],
        ]) {
          const text = m.reminderText(other.name, when);
          await notify(tx, [
            {
              userId: me.id,
              subject: m.reminderSubject(lead),
              message: text,
              type: 'matchArrange',
              target: { kind: 'match', id: x.id },
            },
          ]);
          await enqueueMail(tx, {
            to: [me.email],
            subject: m.reminderSubject(lead),
            text: withMatchLink(text, baseUrl, x.id),
            category: 'results',
          });
        }
        sent += 1;
      }
    }
    return sent;
  });
}

/** Marks the reminder sent for the match's current slot; returns the matches this run claimed. */
async function claim(tx: Tx, lead: ReminderLead, ids: string[]): Promise<Set<string>> {
  const rows = await tx
    .update(matches)
    .set(
      lead === '24h' ? { reminded24hFor: sql`${matches.slotAt}` } : { reminded2hFor: sql`${matches.slotAt}` },
    )
    .where(
      and(
        inArray(matches.id, ids),
        eq(matches.status, 'planlanmış'),
        sql`${column[lead]} is distinct from ${matches.slotAt}`,
      ),
    )
    .returning({ id: matches.id });
  return new Set(rows.map((r) => r.id));
}
