import { ZMessageResponse } from '../../../shared/contract/auth.js';
import { ZDeleteAccountRequest } from '../../../shared/contract/privacy.js';
import { messages } from '../../../shared/messages.js';
import { istanbulToday } from '../../../shared/time.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { passwordHasherOf } from '../../auth/passwords.js';
import { clearBrowserCache } from '../../http/security-headers.js';
import { deleteMyAccount } from './delete-my-account.js';
import { exportMyData } from './export-my-data.js';

/** KVKK: the signed-in player downloads their data and deletes their account. */
export async function privacyRoutes(app: TypedApp, opts: { rateLimit: number }) {
  const { db, sessionCache } = app.deps;
  const hasher = passwordHasherOf(app.deps.auth);

  app.get(
    '/account/data',
    { config: { access: access.signedIn, rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const now = app.deps.now();
      const data = await exportMyData(db, req.user!.id, now);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="raket-verilerim-${istanbulToday(now)}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/account/delete',
    {
      // A password is checked: limited like signing in.
      config: { access: access.signedIn, rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' } },
      schema: { body: ZDeleteAccountRequest, response: { 200: ZMessageResponse } },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      await deleteMyAccount(db, hasher, userId, req.body.password, app.deps.now());
      // Every session of the user was deleted: the cookie no longer signs anyone in.
      sessionCache.forgetUser(userId);
      clearBrowserCache(reply);
      return { ok: true as const, message: messages.privacy.deleted };
    },
  );
}
