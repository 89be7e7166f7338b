import {
  ZAdminLog,
  ZAdminLogPage,
  ZAdminLogQuery,
  ZAdminLogReadAll,
  ZAdminLogReadAllRequest,
} from '../../../shared/contract/admin-logs.js';
import { ZUuidParam } from '../../../shared/contract/common.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { deleteAdminLog } from './delete-admin-log.js';
import { listAdminLogs } from './list-admin-logs.js';
import { readAdminLog } from './read-admin-log.js';
import { readAllAdminLogs } from './read-all-admin-logs.js';

/** The admin log inbox (/adm-notifications), for admins only. */
export async function adminLogsRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/admin-logs',
    {
      config: { access: access.admin },
      schema: { querystring: ZAdminLogQuery, response: { 200: ZAdminLogPage } },
    },
    async (req) => listAdminLogs(db, req.query),
  );

  app.post(
    '/admin-logs/read-all',
    {
      config: { access: access.admin },
      schema: { body: ZAdminLogReadAllRequest, response: { 200: ZAdminLogReadAll } },
    },
    async (req) => readAllAdminLogs(db, req.body, app.deps.now()),
  );

  app.post(
    '/admin-logs/:id/read',
    { config: { access: access.admin }, schema: { params: ZUuidParam, response: { 200: ZAdminLog } } },
    async (req) => readAdminLog(db, req.params.id, app.deps.now()),
  );

  app.delete(
    '/admin-logs/:id',
    { config: { access: access.admin }, schema: { params: ZUuidParam, response: { 200: ZAdminLog } } },
    async (req) => deleteAdminLog(db, req.params.id, app.deps.now()),
  );
}
