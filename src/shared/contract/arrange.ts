import { MATCH_REQUEST_KINDS, MATCH_REQUEST_STATUSES, MATCH_STATUSES } from '../domain.js';
import { messages } from '../messages.js';
import { MAX_SLOTS } from '../rules/arrange.js';
import { z, zWholeNumber } from '../zod.js';
import { optionalText, requiredText, ZTimestamp } from './common.js';
import { ZIstanbulDateTime } from './matches.js';

const m = messages.arrange;

/** One proposed slot as typed: the Istanbul wall time ('YYYY-MM-DDTHH:mm') and the place. */
export const ZSlotInput = z.object({
  start: ZIstanbulDateTime,
  place: requiredText(m.placeRequired, 100),
});
export type TSlotInput = z.input<typeof ZSlotInput>;

export const ZProposeSlotsRequest = z.object({
  slots: z.array(ZSlotInput, { error: m.slotsCount }).min(1, { error: m.slotsCount }).max(MAX_SLOTS, {
    error: m.slotsCount,
  }),
});
export type TProposeSlotsRequest = z.input<typeof ZProposeSlotsRequest>;

/** The other player picks one slot of a pending proposal. */
export const ZPickSlotRequest = z.object({
  requestId: z.uuid({ error: m.noSuchRequest }),
  slot: zWholeNumber({ min: 0, max: MAX_SLOTS - 1 }, m.slotInvalid),
});
export type TPickSlotRequest = z.input<typeof ZPickSlotRequest>;

/** A player asks to postpone (by `days`) or to cancel the match together. */
export const ZAskRequest = z.object({
  kind: z.enum(['postpone', 'cancel'], { error: m.kindInvalid }),
  days: zWholeNumber({ min: 1, max: 90 }, m.postponeDays(90))
    .nullish()
    .transform((v) => v ?? null),
  reason: optionalText(300, m.reasonTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type TAskRequest = z.input<typeof ZAskRequest>;

export const ZAnswerRequest = z.object({
  accept: z.boolean({ error: m.answerInvalid }),
});
export type TAnswerRequest = z.input<typeof ZAnswerRequest>;

export const ZRequestParams = z.object({
  id: z.uuid({ error: messages.common.notFound }),
  requestId: z.uuid({ error: messages.common.notFound }),
});

export const ZSlot = z.object({ at: ZTimestamp, place: z.string() });
export type TSlot = z.infer<typeof ZSlot>;

export const ZMatchRequest = z.object({
  id: z.string(),
  kind: z.enum(MATCH_REQUEST_KINDS),
  status: z.enum(MATCH_REQUEST_STATUSES),
  /** Made by the signed-in player (else by the opponent, who waits for the answer). */
  mine: z.boolean(),
  slots: z.array(ZSlot),
  days: z.number().nullable(),
  reason: z.string(),
  createdAt: ZTimestamp,
});
export type TMatchRequest = z.infer<typeof ZMatchRequest>;

/**
 * What the two players of an accepted match see to arrange it: the opponent's contact details
 * (only here), the agreed slot, and the requests waiting for an answer. A match closed since
 * (`status` other than 'planlanmış') answers with no contact details and nothing pending.
 */
export const ZArrangement = z.object({
  matchId: z.string(),
  status: z.enum(MATCH_STATUSES),
  league: z.string().nullable(),
  dueAt: ZTimestamp.nullable(),
  originalDueAt: ZTimestamp.nullable(),
  postponedAt: ZTimestamp.nullable(),
  maxDaysToPlay: z.number(),
  slot: ZSlot.nullable(),
  opponent: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    /** Null, as the phone and links, once the match is no longer planned. */
    email: z.string().nullable(),
    /** tel:+90… and https://wa.me/90…?text=…, when the opponent gave a phone number. */
    telUrl: z.string().nullable(),
    whatsappUrl: z.string().nullable(),
  }),
  pending: z.array(ZMatchRequest),
});
export type TArrangement = z.infer<typeof ZArrangement>;

export const ZArrangementResponse = z.object({ arrangement: ZArrangement, message: z.string() });
export type TArrangementResponse = z.infer<typeof ZArrangementResponse>;
