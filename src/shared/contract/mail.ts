import { MAIL_STATUSES } from '../domain.js';
import { messages } from '../messages.js';
import { z } from '../zod.js';
import { ZEmail } from './auth.js';
import { pageOf, requiredText, ZPage, ZTimestamp } from './common.js';

export const ZSendEmailRequest = z.object({
  to: z.union([ZEmail, z.array(ZEmail).min(1, { error: 'En az bir alıcı seçiniz.' }).max(5000)], {
    error: messages.auth.invalidEmail,
  }),
  subject: requiredText('Konu zorunludur.', 200),
  text: requiredText('Mesaj zorunludur.', 20_000, { multiline: true }),
  /** Also leave the message as an in-app notification for each recipient who has an account. */
  notify: z.boolean().optional(),
  /** A league mailing's league, so the admin log can say whose players were mailed. */
  leagueId: z.uuid({ error: messages.mail.leagueGone }).optional(),
});
export type TSendEmailRequest = z.output<typeof ZSendEmailRequest>;

export const ZSendEmailResponse = z.object({
  ok: z.literal(true),
  queued: z.number(),
  ids: z.array(z.number()),
});
export type TSendEmailResponse = z.infer<typeof ZSendEmailResponse>;

/** The admin mail screen's user picker. */
export const ZMailUserQuery = z.object({ q: z.string().trim().max(100).default('') });
export const ZMailUser = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const ZMailUserList = z.object({ items: z.array(ZMailUser) });
export type TMailUserList = z.infer<typeof ZMailUserList>;

/** The admin mail screen's league picker, with how many participants each league mails. */
export const ZMailLeague = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  participants: z.number(),
});
export const ZMailLeagueList = z.object({ items: z.array(ZMailLeague) });
export type TMailLeagueList = z.infer<typeof ZMailLeagueList>;

export const ZMailRecipients = z.object({ emails: z.array(z.string()) });
export type TMailRecipients = z.infer<typeof ZMailRecipients>;

export const OUTBOX_PAGE_SIZE = 20;
export const ZOutboxQuery = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  page: ZPage,
  /** Part of a recipient's address or of the subject, in any case: one person's mail among a day's. */
  q: z.string().trim().max(100, { error: messages.users.searchTooLong }).default(''),
});

export const ZOutboxItem = z.object({
  id: z.number(),
  to: z.array(z.string()),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: ZTimestamp,
  sentAt: ZTimestamp.nullable(),
  nextAttemptAt: ZTimestamp,
});
export const ZOutboxPage = pageOf(ZOutboxItem).extend({
  counts: z.record(z.enum(MAIL_STATUSES), z.number()),
});
export type TOutboxPage = z.infer<typeof ZOutboxPage>;
