import { messages } from '../messages.js';
import { passwordRefusal } from '../rules/password.js';
import { z } from '../zod.js';
import { ZAcceptedPrivacyNotice } from './privacy.js';

const m = messages.auth;

/** The simple pattern of the original: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters that end or split an address wherever it is written (a mailto link's `?` starts its
 * headers, `<`, `>`, `,`, `;` and quotes separate addresses in a mail's To line), or control it:
 * valid only in quoted local parts, which no club member's address needs.
 */
const ADDRESS_BREAKERS = /[?<>,;:"()[\]\\\p{Cc}]/u;

/**
 * An address written on a Turkish keyboard: 'İ' (a capital i, as a phone capitalises the first
 * letter or caps lock gives) is the 'i' of the address. JavaScript's own lower case turns it into
 * 'i' and a combining dot, which no mail server knows; the Turkish one would turn 'I' into 'ı'.
 */
export const foldEmail = (v: string) => v.replace(/İ/g, 'i').toLowerCase();

/** Letters outside ASCII: no sign-in account takes them (mostly a Turkish letter typed by habit). */
const NON_ASCII = /[^\x20-\x7e]/;

/** Addresses in the reserved top-level domain `.invalid`, which no mail reaches. */
const RESERVED_DOMAIN = /\.invalid$/i;

export const ZEmail = z
  .string({ error: (issue) => (issue.input === undefined ? m.emailRequired : m.invalidEmail) })
  .trim()
  // Left empty, it is asked for; filled in wrong, it is refused as invalid.
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.invalidEmail })
  .regex(EMAIL_PATTERN, { error: m.invalidEmail })
  .refine((v) => !ADDRESS_BREAKERS.test(v), { error: m.invalidEmail })
  // '.invalid' is reserved and never delivered (RFC 6761); deleting an account writes such an
  // address over the old one, so nobody may hold one beforehand.
  .refine((v) => !RESERVED_DOMAIN.test(v), { error: m.invalidEmail })
  .transform(foldEmail)
  // After the fold, so 'İlker@…' is taken as 'ilker@…'; 'ılker@…' is refused saying why.
  .refine((v) => !NON_ASCII.test(v), { error: m.emailTurkishLetter });

/** A new password: 6 to 128 characters, and not one of the easy guesses of `passwordRefusal`. */
export const ZPassword = z
  .string({ error: m.shortPassword })
  .min(6, { error: m.shortPassword })
  .max(128, { error: 'Şifre en fazla 128 karakter olabilir.' })
  .superRefine((password, ctx) => {
    const refusal = password.length >= 6 ? passwordRefusal(password) : null;
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    /** KVKK: the version of the information text the new player read and accepted. */
    privacyNoticeVersion: ZAcceptedPrivacyNotice,
  })
  .superRefine((v, ctx) => {
    const refusal = passwordRefusal(v.password, v.email);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['password'] });
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254)
    .transform(foldEmail),
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }).max(128),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZForgotPasswordRequest = z.object({
  email: z
    .string({ error: m.forgotInvalidEmail })
    .trim()
    .max(254, { error: m.forgotInvalidEmail })
    .regex(EMAIL_PATTERN, { error: m.forgotInvalidEmail })
    .transform(foldEmail),
});
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1, { error: m.resetInvalidToken }).max(200),
  password: ZPassword,
});

/** The token of the e-mail verification link. */
export const ZVerifyEmailRequest = z.object({
  token: z.string().min(1, { error: messages.emailVerification.invalidToken }).max(200),
});

export const ZMessageResponse = z.object({ ok: z.literal(true), message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** A registration: the spec's message, and the address the verification link went to, if one was sent. */
export const ZRegisterResponse = ZMessageResponse.extend({ verificationSentTo: z.string().optional() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
