import { ZRoleChangeRequest, ZRoleChangeResponse } from '../../../shared/contract/roles.js';
import { ZUserIdParam, ZUserListQuery, ZUserPage } from '../../../shared/contract/users.js';
import { messages } from '../../../shared/messages.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { listUsers } from '../../domain/user-list.js';
import { changeRole } from './change-role.js';

/** Role management (/rm): 'Super Admin' and 'Admin' only (spec §6). */
export async function rolesRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/roles/users',
    {
      config: { access: access.admin },
      schema: { querystring: ZUserListQuery, response: { 200: ZUserPage } },
    },
    async (req) => listUsers(db, req.query),
  );

  app.put(
    '/roles/:id',
    {
      config: { access: access.admin },
      schema: { params: ZUserIdParam, body: ZRoleChangeRequest, response: { 200: ZRoleChangeResponse } },
    },
    async (req) => {
      const changed = await changeRole(db, req.user!, req.params.id, req.body.role, app.deps.now());
      app.deps.sessionCache.forgetUser(req.params.id);
      return { ...changed, message: messages.roles.saved };
    },
  );
}
