import { ZMe, ZProfileRequest } from '../../../shared/contract/profile.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { getMe } from './get-me.js';
import { saveProfile } from './save-profile.js';

export async function profileRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get('/me', { config: { access: access.signedIn }, schema: { response: { 200: ZMe } } }, async (req) =>
    getMe(db, req.user!.id, await app.deps.settings.get()),
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
