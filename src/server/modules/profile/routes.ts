import { z } from 'zod';
import { ZMe, ZProfileRequest } from '../../../shared/contract/profile.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { getMe } from './get-me.js';
import { saveProfile } from './save-profile.js';

export async function profileRoutes(app: TypedApp) {
  const { db } = app.deps;

  // Who is signed in. Nobody is an answer, not an error: 204 with no content, so a guest's page asks
  // without a failed request (a 401 would be logged by the browser on every signed-out page).
  app.get(
    '/me',
    { config: { access: access.public }, schema: { response: { 200: ZMe, 204: z.null() } } },
    async (req, reply) => {
      if (!req.user) return reply.code(204).send(null);
      return getMe(db, req.user.id, await app.deps.settings.get());
    },
  );

  app.put(
    '/profile',
    { config: { access: access.signedIn }, schema: { body: ZProfileRequest, response: { 200: ZMe } } },
    async (req) => {
      await saveProfile(db, req.user!.id, req.body, app.deps.now());
      return getMe(db, req.user!.id, await app.deps.settings.get());
    },
  );
}
