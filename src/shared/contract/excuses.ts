import { EXCUSE_TYPES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { ZEventDate, ZIsoDate, ZTimestamp } from './common.js';

const m = messages.excuse;

/** A new excuse period. `endDate` may be left empty: an open-ended excuse stays active. */
export const ZCreateExcuseRequest = z
  .object({
    excuseType: z.enum(EXCUSE_TYPES, { error: m.typeRequired }),
    startDate: z.string({ error: m.startRequired }).min(1, { error: m.startRequired }).pipe(ZEventDate),
    endDate: z
      .union([z.literal(''), z.null(), ZEventDate])
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .refine((v) => v.endDate === null || v.startDate < v.endDate, { error: m.dateOrder, path: ['endDate'] });
export type TCreateExcuseRequest = z.input<typeof ZCreateExcuseRequest>;

export const ZExcuse = z.object({
  id: z.string(),
  userId: z.string(),
  excuseType: z.enum(EXCUSE_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TExcuse = z.infer<typeof ZExcuse>;

export const ZCreateExcuseResponse = z.object({ excuse: ZExcuse, message: z.string() });
export type TCreateExcuseResponse = z.infer<typeof ZCreateExcuseResponse>;

/** A player's excuses, newest first: the player's own (/excuses/mine) or, for staff, one of their players'. */
export const ZMyExcusesResponse = z.object({
  excuses: z.array(ZExcuse),
  /** The excuse active today (Istanbul), if any. */
  active: ZExcuse.nullable(),
  /** Today in Istanbul (YYYY-MM-DD): what may still be changed depends on it. */
  today: z.string(),
});
export type TMyExcusesResponse = z.infer<typeof ZMyExcusesResponse>;

export const ZExcuseIdParam = z.object({ id: z.uuid({ error: m.invalidId }) });

/**
 * A new, earlier last day for an excuse ("Bitir": yesterday, so it no longer counts from today;
 * "Kısalt": today or later). Rules in shared/rules/excuses.ts (endExcuseRefusal).
 */
export const ZEndExcuseRequest = z.object({
  endDate: z.string({ error: m.endRequired }).min(1, { error: m.endRequired }).pipe(ZIsoDate),
});

export const ZEndExcuseResponse = z.object({ excuse: ZExcuse, message: z.string() });
export const ZCancelExcuseResponse = z.object({ ok: z.literal(true), message: z.string() });
export type TEndExcuseResponse = z.infer<typeof ZEndExcuseResponse>;
export type TCancelExcuseResponse = z.infer<typeof ZCancelExcuseResponse>;

/**
 * The players of a league's ladder with an excuse covering today (Istanbul), for its staff's
 * players dialog: each with the last day of that excuse (null: open-ended).
 */
export const ZExcusedTodayResponse = z.object({
  today: z.string(),
  excused: z.array(
    z.object({ userId: z.string(), excuseType: z.enum(EXCUSE_TYPES), endDate: z.string().nullable() }),
  ),
});
export type TExcusedTodayResponse = z.infer<typeof ZExcusedTodayResponse>;
