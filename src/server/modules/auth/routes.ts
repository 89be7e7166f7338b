import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZMessageResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
} from '../../../shared/contract/auth.js';
import { ZOk } from '../../../shared/contract/common.js';
import { messages } from '../../../shared/messages.js';
import { minutesUntil } from '../../../shared/rules/login-throttle.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { claimLoginAttempt, forgetLoginFailures } from '../../auth/login-throttle.js';
import { toHeaders } from '../../auth/session.js';
import { users } from '../../db/schema/index.js';
import { currentPrivacyNotice } from '../../domain/privacy-notice.js';
import { AppError } from '../../errors.js';
import { clearBrowserCache } from '../../http/security-headers.js';
import { resendVerification } from './resend-verification.js';
import { resetPassword } from './reset-password.js';
import { mayMailResetLink } from './reset-request-limit.js';
import { sendVerificationLink } from './send-verification-link.js';
import { signInLimits } from './sign-in-limits.js';
import { verifyEmail } from './verify-email.js';

const m = messages.auth;

/** Copies better-auth's Set-Cookie headers (the session cookie) onto our reply. */
function forwardCookies(from: Response, reply: FastifyReply) {
  const cookies = from.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

async function errorCode(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  return body.code ?? body.message ?? String(res.status);
}

/**
 * Sign-up, sign-in, sign-out and password reset. Our own routes call better-auth's API, so every
 * request is validated by the shared schemas and every answer is Turkish.
 */
export async function authRoutes(app: TypedApp, opts: { rateLimit: number }) {
  const { auth } = app.deps;
  const limited = { max: opts.rateLimit, timeWindow: '1 minute' };
  const signIn = signInLimits(app, opts.rateLimit);

  app.post(
    '/auth/register',
    {
      config: { access: access.public, rateLimit: { max: opts.rateLimit * 3, timeWindow: '1 minute' } },
      schema: { body: ZRegisterRequest, response: { 201: ZRegisterResponse } },
    },
    async (req, reply) => {
      // better-auth answers a sign-up for a taken address like a success; the spec names the problem.
      const [taken] = await app.deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, req.body.email))
        .limit(1);
      if (taken) throw new AppError(409, 'email_in_use', m.emailInUse);
      // KVKK: the account records the information text's version it accepted, the one in force.
      const notice = await currentPrivacyNotice(app.deps.db);
      if (req.body.privacyNoticeVersion !== notice.version)
        throw new AppError(409, 'privacy_notice_changed', messages.privacy.changed);
      const res = await auth.api.signUpEmail({
        body: {
          email: req.body.email,
          password: req.body.password,
          name: req.body.email,
          privacyNoticeVersion: notice.version,
          privacyNoticeAcceptedAt: app.deps.now(),
        },
        headers: toHeaders(req),
        asResponse: true,
      });
      if (!res.ok) {
        const code = await errorCode(res);
        if (/ALREADY_EXISTS/i.test(code)) throw new AppError(409, 'email_in_use', m.emailInUse);
        if (/PASSWORD_TOO_SHORT/i.test(code)) throw new AppError(400, 'validation', m.shortPassword);
        // better-auth checks addresses more strictly than the spec's pattern ("a@b.c").
        if (/INVALID_EMAIL|VALIDATION_ERROR/i.test(code))
          throw new AppError(400, 'validation', m.invalidEmail);
        // Never better-auth's own code: the reader gets the spec's prefix and a Turkish reason.
        req.log.warn({ code }, 'sign-up refused');
        throw new AppError(400, 'register_failed', `${m.registerOther}${m.registerFailed}`);
      }
      // The verification link (a separate write: should it fail, the banner's button sends another).
      const { emailVerification } = await app.deps.settings.get();
      let verificationSentTo: string | undefined;
      if (emailVerification) {
        const db = app.deps.db;
        const [user] = await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.email, req.body.email));
        if (user) {
          await db.transaction((tx) =>
            sendVerificationLink(tx, user, { baseUrl: app.deps.env.baseUrl, now: app.deps.now() }),
          );
          verificationSentTo = user.email;
        }
      }
      // The screen tells the new player which inbox to check.
      return reply.code(201).send({ ok: true, message: m.registerSuccess, verificationSentTo });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: access.public, rateLimit: signIn.perAccount },
      onRequest: signIn.perAddress,
      schema: { body: ZLoginRequest, response: { 200: ZOk } },
    },
    async (req, reply) => {
      const { db, now } = app.deps;
      const claim = await claimLoginAttempt(db, req.body.email, now());
      const locked = (until: Date) =>
        new AppError(429, 'login_locked', m.loginLocked(minutesUntil(until, now())));
      if (claim.locked) throw locked(claim.until);
      const res = await auth.api.signInEmail({
        body: { email: req.body.email, password: req.body.password, rememberMe: true },
        headers: toHeaders(req),
        asResponse: true,
      });
      if (!res.ok) {
        if (claim.lockIfFailed) throw locked(claim.lockIfFailed);
        throw new AppError(401, 'login_failed', m.loginFailed);
      }
      await forgetLoginFailures(db, req.body.email, now());
      forwardCookies(res, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/logout',
    { config: { access: access.public }, schema: { response: { 200: ZOk } } },
    async (req, reply) => {
      const res = await auth.api.signOut({ headers: toHeaders(req), asResponse: true }).catch(() => null);
      if (req.user) app.deps.sessionCache.forgetUser(req.user.id);
      if (res) forwardCookies(res, reply);
      clearBrowserCache(reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: access.public, rateLimit: limited },
      schema: { body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      // The same answer whether or not the account exists: no account enumeration; nor does it
      // say when the account has had its share of links for now.
      if (!(await mayMailResetLink(app.deps.db, req.body.email)))
        return { ok: true as const, message: m.forgotUserNotFound };
      const res = await auth.api.requestPasswordReset({
        body: { email: req.body.email, redirectTo: '/reset-password' },
        headers: toHeaders(req),
        asResponse: true,
      });
      if (!res.ok && res.status >= 500) {
        const cause = new Error(`password reset answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
        throw new AppError(503, 'reset_failed', m.forgotOther, undefined, { cause });
      }
      return { ok: true as const, message: m.forgotUserNotFound };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: access.public, rateLimit: limited },
      schema: { body: ZResetPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const { userId } = await resetPassword(
        app.deps.db,
        auth,
        {
          token: req.body.token,
          password: req.body.password,
          headers: toHeaders(req),
        },
        app.deps.now(),
      );
      // better-auth ended the user's sessions.
      app.deps.sessionCache.forgetUser(userId);
      return { ok: true as const, message: m.resetSuccess };
    },
  );

  // --- e-mail verification ---------------------------------------------------------------------
  app.post(
    '/auth/verify-email',
    {
      config: { access: access.public, rateLimit: limited },
      schema: { body: ZVerifyEmailRequest, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      // The link verifies its own account, whoever is signed in on this device; the answer says so
      // when that is another account, whose sign-in is left as it was.
      const { userId } = await verifyEmail(app.deps.db, req.body.token, app.deps.now());
      const other = req.user && req.user.id !== userId;
      return {
        ok: true as const,
        message: other ? messages.emailVerification.verifiedOther : messages.emailVerification.verified,
      };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      config: { access: access.signedIn, rateLimit: limited },
      schema: { response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const { email } = await resendVerification(app.deps.db, req.user!.id, {
        baseUrl: app.deps.env.baseUrl,
        now: app.deps.now(),
      });
      return { ok: true as const, message: messages.emailVerification.resent(email) };
    },
  );
}
