import { messages } from '../messages.js';
import { z } from '../zod.js';

/** Every API error has this body; `message` is Turkish and safe to show as is. */
export const ZErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

/** The id of what a request created or saved. */
export const ZId = z.object({ id: z.string() });
export type TId = z.infer<typeof ZId>;

/** A required short text: trimmed, not empty, bounded. */
export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: messages.common.tooLong });

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

export const ZUuidParam = z.object({ id: z.uuid({ error: messages.common.notFound }) });

/** A page number of a server-paged list (?page=…): 1 when absent, one Turkish message when wrong. */
export const ZPage = z.coerce
  .number({ error: messages.common.badPage })
  .int({ error: messages.common.badPage })
  .min(1, { error: messages.common.badPage })
  .max(100_000, { error: messages.common.badPage })
  .default(1);

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
