import {
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
  ZEndOtherSessionsRequest,
  ZPendingEmailChange,
} from '../../../shared/contract/account.js';
import { ZMessageResponse } from '../../../shared/contract/auth.js';
import { messages } from '../../../shared/messages.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { passwordHasherOf } from '../../auth/passwords.js';
import { cancelEmailChange } from './cancel-email-change.js';
import { changePassword } from './change-password.js';
import { confirmEmailChange } from './confirm-email-change.js';
import { endOtherSessions } from './end-other-sessions.js';
import { getPendingEmailChange } from './get-pending-email-change.js';
import { requestEmailChange } from './request-email-change.js';

const m = messages.account;

/**
 * The signed-in player's own account: password, e-mail address (the confirmation link is public) and
 * signing out on the other devices.
 */
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
    '/account/sessions/end-others',
    {
      config: { access: access.signedIn },
      schema: { body: ZEndOtherSessionsRequest, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const user = req.user!;
      const ended = await endOtherSessions(
        db,
        { userId: user.id, sessionId: user.sessionId },
        req.body.keepPushEndpoint,
      );
      // The other sessions were deleted: no cached one signs anyone in.
      sessionCache.forgetUser(user.id);
      const any = ended.sessions > 0 || ended.pushDevices > 0;
      return { ok: true as const, message: any ? m.otherSessionsEnded : m.noOtherSessions };
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

  // The change asked for and not yet confirmed: the player's own, read from their session alone.
  app.get(
    '/account/email/pending',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: ZPendingEmailChange } },
    },
    async (req) => getPendingEmailChange(db, req.user!.id, app.deps.now()),
  );

  app.post(
    '/account/email/cancel',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const { email } = await cancelEmailChange(db, req.user!.id, app.deps.now());
      return { ok: true as const, message: m.emailChangeCancelled(email) };
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
