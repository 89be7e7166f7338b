import { messages } from '../messages.js';
import { formatDate } from '../time.js';
import { hasVisibleText, z, zText, zWholeNumber } from '../zod.js';

/** Every API error has this body; `message` is Turkish and safe to show as is. */
export const ZErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

/** The id of what a request created or saved. */
export const ZId = z.object({ id: z.string() });
export type TId = z.infer<typeof ZId>;

/**
 * A required text: control characters removed (line breaks too unless `multiline`), well-formed
 * Unicode, trimmed, not empty, bounded.
 */
export const requiredText = (message: string, max = 100, options: { multiline?: boolean } = {}) =>
  zText({ multiline: options.multiline, error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: messages.common.tooLong(max) })
    .refine(hasVisibleText, { error: message });

/** An optional free text (rules, a reason): control characters removed, line breaks kept. */
export const optionalText = (max: number, tooLong: string = messages.common.tooLong(max)) =>
  zText({ multiline: true }).trim().max(max, { error: tooLong });

export const ZIsoDate = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Tarih zorunludur.' : 'Geçerli bir tarih giriniz.'),
  })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tarih YYYY-AA-GG biçiminde olmalıdır.' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'Geçerli bir tarih giriniz.',
    },
  );

/**
 * An instant as every answer carries it: an ISO 8601 string in UTC to the millisecond, the form
 * `Date.prototype.toISOString` gives (and `isoTimestamp` in SQL-built JSON). Calendar days stay
 * 'YYYY-MM-DD' strings (ZIsoDate).
 */
export const ZTimestamp = z.iso.datetime();

/** The earliest day a league, a match, an excuse or an announcement may fall on. */
export const EARLIEST_EVENT_DATE = '2000-01-01';

/** The latest: two years from today. */
export function latestEventDate(now: Date = new Date()): string {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() + 2);
  return at.toISOString().slice(0, 10);
}

/** `day` (YYYY-MM-DD, or the start of a longer ISO string) lies between 2000 and two years from today. */
export const isEventDateInRange = (day: string, now: Date = new Date()) =>
  day.slice(0, 10) >= EARLIEST_EVENT_DATE && day.slice(0, 10) <= latestEventDate(now);

export const eventDateRangeMessage = () => messages.common.dateOutOfRange(formatDate(latestEventDate()));

/** A day of the portal's life: a valid date from 2000 to two years ahead. */
export const ZEventDate = ZIsoDate.refine((v) => isEventDateInRange(v), { error: eventDateRangeMessage });

export const ZUuidParam = z.object({ id: z.uuid({ error: messages.common.notFound }) });

/** A page number of a server-paged list (?page=…): a whole base-10 number, 1 when absent. */
export const ZPage = zWholeNumber({ min: 1, max: 100_000 }, messages.common.badPage).default(1);

export const ZPageQuery = z.object({ page: ZPage });

/** Where a server-paged list is: its page, the page size, and how many items and pages in all. */
export const ZPageInfo = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

/** One page of a server-paged list of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) => ZPageInfo.extend({ items: z.array(item) });

/** Where a page is: page `page` of `total` items, `pageSize` to a page; an empty list has one page. */
export const pageInfo = (page: number, pageSize: number, total: number): z.infer<typeof ZPageInfo> => ({
  page,
  pageSize,
  total,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
});

/** One page of a server-paged list, as `pageOf` describes it: its items and where it is. */
export const pageEnvelope = <T>(items: T[], page: number, pageSize: number, total: number) => ({
  items,
  ...pageInfo(page, pageSize, total),
});
