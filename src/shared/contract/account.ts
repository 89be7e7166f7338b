import { messages } from '../messages.js';
import { z } from '../zod.js';
import { ZEmail, ZPassword } from './auth.js';
import { ZTimestamp } from './common.js';

const m = messages.auth;

/** The password the player types to prove it is them (any stored password, so no strength rule). */
const ZCurrentPassword = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(128, { error: m.passwordRequired });

/** A signed-in player changes their password: the current one, then a new one passing the shared rule. */
export const ZChangePasswordRequest = z.object({
  currentPassword: ZCurrentPassword,
  newPassword: ZPassword,
  /** This device's push subscription, when on: push ends on every other device, this one's stays. */
  keepPushEndpoint: z.string().url().max(1000).optional(),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** A signed-in player asks to move their account to a new address; a link to it confirms the move. */
export const ZChangeEmailRequest = z.object({
  currentPassword: ZCurrentPassword,
  email: ZEmail,
});
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequest>;

/** The token of the confirmation link mailed to the new address. */
export const ZConfirmEmailRequest = z.object({
  token: z
    .string({ error: messages.account.confirmInvalidToken })
    .min(1, { error: messages.account.confirmInvalidToken })
    .max(200, { error: messages.account.confirmInvalidToken }),
});
export type TConfirmEmailRequest = z.input<typeof ZConfirmEmailRequest>;

/**
 * Signing out on every other device. This device's push subscription, when push is on here, is
 * named so that it stays; every other device's push ends with its session.
 */
export const ZEndOtherSessionsRequest = z.object({
  keepPushEndpoint: z.string().url().max(1000).optional(),
});
export type TEndOtherSessionsRequest = z.input<typeof ZEndOtherSessionsRequest>;

/**
 * The e-mail change the signed-in player asked for and has not confirmed: the new address and when
 * the link mailed to it stops working; null when no link can still be used. Only its owner reads it.
 */
export const ZPendingEmailChange = z.object({
  pending: z.object({ email: z.string(), expiresAt: ZTimestamp }).nullable(),
});
export type TPendingEmailChange = z.infer<typeof ZPendingEmailChange>;
