import { ZStaffOverview } from '../../../shared/contract/overview.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { readStaffOverview } from './read-staff-overview.js';

/** The staff home's counts (under /api). */
export async function overviewRoutes(app: TypedApp) {
  const { db } = app.deps;

  // Admins and moderators (any league); a plain player is refused in the use case.
  app.get(
    '/admin/overview',
    { config: { access: access.signedIn }, schema: { response: { 200: ZStaffOverview } } },
    async (req) => readStaffOverview(db, req.user!, app.deps.now()),
  );
}
