import { messages } from '../messages.js';
import { z } from '../zod.js';
import { ZEmail } from './auth.js';
import { requiredText } from './common.js';

export const ZSendEmailRequest = z.object({
  to: z.union([ZEmail, z.array(ZEmail).min(1, { error: 'En az bir alıcı seçiniz.' }).max(5000)], {
    error: messages.auth.invalidEmail,
  }),
  subject: requiredText('Konu zorunludur.', 200),
  text: requiredText('Mesaj zorunludur.', 20_000),
});
export type TSendEmailRequest = z.output<typeof ZSendEmailRequest>;

export const ZSendEmailResponse = z.object({
  ok: z.literal(true),
  queued: z.number(),
  ids: z.array(z.number()),
});
export type TSendEmailResponse = z.infer<typeof ZSendEmailResponse>;
