import type { ReactNode } from 'react';
import { Navigate } from '../lib/router.js';
import { paths } from './paths.js';
import { useSignedInUser } from './session.js';

/**
 * The admin guard (spec §6): 'Admin' and 'Super Admin' (also spelled 'SuperAdmin') pass; others
 * go to /unauthorized. The server enforces the same rule on every admin call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useSignedInUser();
  return me.isAdmin ? children : <Navigate to={paths.unauthorized} replace />;
}
