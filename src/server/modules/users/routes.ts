import { ZMessageResponse } from '../../../shared/contract/auth.js';
import {
  ZManagedUserPage,
  ZUserIdParam,
  ZUserListQuery,
  ZUserRequest,
  ZUserRow,
  ZUserSaved,
} from '../../../shared/contract/users.js';
import { messages } from '../../../shared/messages.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { FIRST_PASSWORD_PATH } from '../../auth/reset-token.js';
import { listUsers } from '../../domain/user-list.js';
import { toUserRow } from '../../domain/user-row.js';
import { createUserAccount } from './create-user.js';
import { deleteUser } from './delete-user.js';
import { getUser } from './get-user.js';
import { clearSignInLock, withSignInLocks } from './sign-in-lock.js';
import { updateUser } from './update-user.js';

/** User management (/userm): admins only — the original left it unguarded; the server guards it. */
export async function usersRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/users',
    {
      config: { access: access.admin },
      schema: { querystring: ZUserListQuery, response: { 200: ZManagedUserPage } },
    },
    async (req) => withSignInLocks(db, await listUsers(db, req.query), app.deps.now()),
  );

  app.get(
    '/users/:id',
    { config: { access: access.admin }, schema: { params: ZUserIdParam, response: { 200: ZUserRow } } },
    async (req) => getUser(db, req.params.id),
  );

  app.post(
    '/users',
    { config: { access: access.admin }, schema: { body: ZUserRequest, response: { 201: ZUserSaved } } },
    async (req, reply) => {
      const user = await createUserAccount(db, req.user!, req.body, app.deps.now());
      // After the commit: better-auth mails a welcome whose link lets the new user set a password.
      await app.deps.auth.api
        .requestPasswordReset({ body: { email: user.email, redirectTo: FIRST_PASSWORD_PATH } })
        .catch((error: unknown) => req.log.error({ err: error }, 'could not queue the password mail'));
      return reply.code(201).send({ user: toUserRow(user), message: messages.users.created });
    },
  );

  app.put(
    '/users/:id',
    {
      config: { access: access.admin },
      schema: { params: ZUserIdParam, body: ZUserRequest, response: { 200: ZUserSaved } },
    },
    async (req) => {
      const user = await updateUser(db, req.user!, req.params.id, req.body, app.deps.now());
      app.deps.sessionCache.forgetUser(user.id);
      return { user: toUserRow(user), message: messages.users.updated };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: access.admin },
      schema: { params: ZUserIdParam, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      await deleteUser(db, req.user!, req.params.id, app.deps.now());
      app.deps.sessionCache.forgetUser(req.params.id);
      return { ok: true as const, message: messages.users.deleted };
    },
  );

  // An account locked for sign-in after repeated wrong passwords may sign in again at once.
  app.delete(
    '/users/:id/sign-in-lock',
    {
      config: { access: access.admin },
      schema: { params: ZUserIdParam, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      await clearSignInLock(db, req.user!, req.params.id, app.deps.now());
      return { ok: true as const, message: messages.users.signInLockCleared };
    },
  );
}
