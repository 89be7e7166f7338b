import type { ReactNode } from 'react';
import { paths } from '../lib/paths.js';
import { Navigate } from '../lib/router.js';
import { useSignedInUser } from '../lib/session.js';

/**
 * The admin guard (spec §6): 'Admin' and 'Super Admin' (also spelled 'SuperAdmin') pass; others
 * go to /unauthorized. The server enforces the same rule on every admin call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useSignedInUser();
  return me.isAdmin ? children : <Navigate to={paths.unauthorized} replace />;
}
