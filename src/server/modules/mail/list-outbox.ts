import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { pageEnvelope } from '../../../shared/contract/common.js';
import { OUTBOX_PAGE_SIZE, type TOutboxPage } from '../../../shared/contract/mail.js';
import { MAIL_STATUSES, type MailStatus } from '../../../shared/domain.js';
import { foldTurkish } from '../../../shared/text.js';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { likeEscape, turkishLower } from '../../domain/text-search.js';

/**
 * Mail whose recipients or subject contain `q`, or all mail for an empty `q`. Letters match in either
 * case: by Turkish rules in the subject ('ışık' finds 'IŞIK'), by the Latin alphabet's in addresses,
 * where an 'I' is an 'i'.
 */
function matching(q: string): SQL | undefined {
  const trimmed = q.trim();
  if (!trimmed) return undefined;
  const like = (value: string) => `%${likeEscape(value)}%`;
  return or(
    sql`lower(array_to_string(${mailOutbox.to}, ' ')) like ${like(trimmed.toLowerCase())} escape '\\'`,
    sql`${turkishLower(mailOutbox.subject)} like ${like(foldTurkish(trimmed))} escape '\\'`,
  );
}

/**
 * The outbox for admins: what is pending, sent or failed (with the error), newest first; with `q`,
 * only the mail to an address or about a subject containing it, and the counts of those.
 */
export async function listOutbox(
  db: DbOrTx,
  status: MailStatus | undefined,
  page: number,
  q = '',
): Promise<TOutboxPage> {
  const search = matching(q);
  const where = and(status ? eq(mailOutbox.status, status) : undefined, search);
  const grouped = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(search)
    .groupBy(mailOutbox.status);
  const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as Record<MailStatus, number>;
  for (const g of grouped) counts[g.status] = g.n;
  const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  return {
    ...pageEnvelope(
      rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        nextAttemptAt: r.nextAttemptAt.toISOString(),
      })),
      page,
      OUTBOX_PAGE_SIZE,
      total,
    ),
    counts,
  };
}
