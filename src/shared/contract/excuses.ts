import { EXCUSE_TYPES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { ZEventDate } from './common.js';

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
  createdAt: z.coerce.date(),
});
export type TExcuse = z.infer<typeof ZExcuse>;

export const ZCreateExcuseResponse = z.object({ excuse: ZExcuse, message: z.string() });

export const ZMyExcusesResponse = z.object({
  excuses: z.array(ZExcuse),
  /** The excuse active today (Istanbul), if any. */
  active: ZExcuse.nullable(),
});
export type TMyExcusesResponse = z.infer<typeof ZMyExcusesResponse>;
