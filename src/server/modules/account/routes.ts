import {
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
} from '../../../shared/contract/account.js';
import { ZMessageResponse } from '../../../shared/contract/auth.js';
import { messages } from '../../../shared/messages.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { passwordHasherOf } from '../../auth/passwords.js';
import { changePassword } from './change-password.js';
import { confirmEmailChange } from './confirm-email-change.js';
import { requestEmailChange } from './request-email-change.js';

const m = messages.account;

/** The signed-in player's own account: password and e-mail address (the confirmation link is public). */
export async function accountRoutes(app: TypedApp, opts: { rateLimit: number }) {
  const { db, sessionCache } = app.deps;
  const hasher = passwordHasherOf(app.deps.auth);
  // Each of these checks a password or a link: limited like signing in.
  const rateLimit = { max: opts.rateLimit, timeWindow: '1 minute' };

  app.post(
    '/account/password',
    {
      config: { access: access.signedIn, rateLimit },
      schema: { body: ZChangePasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const user = req.user!;
      await changePassword(
        db,
        hasher,
        { userId: user.id, sessionId: user.sessionId },
        req.body,
        app.deps.now(),
      );
      // The user's other sessions were deleted.
      sessionCache.forgetUser(user.id);
      return { ok: true as const, message: m.passwordChanged };
    },
  );

  app.post(
    '/account/email',
    {
      config: { access: access.signedIn, rateLimit },
      schema: { body: ZChangeEmailRequest, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const { email } = await requestEmailChange(db, hasher, req.user!.id, req.body, {
        baseUrl: app.deps.env.baseUrl,
        now: app.deps.now(),
      });
      return { ok: true as const, message: m.emailLinkSent(email) };
    },
  );

  app.post(
    '/account/email/confirm',
    {
      config: { access: access.public, rateLimit },
      schema: { body: ZConfirmEmailRequest, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const { userId, email } = await confirmEmailChange(db, req.body.token, app.deps.now());
      // Sessions carry the address.
      sessionCache.forgetUser(userId);
      return { ok: true as const, message: m.emailChanged(email) };
    },
  );
}
