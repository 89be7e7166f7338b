import { Navigate, Outlet } from 'react-router';
import { paths } from './paths.js';
import { useSignedInUser } from './session.js';

/**
 * The admin guard (spec §6): 'Admin' and 'Super Admin' (also spelled 'SuperAdmin') pass; others
 * go to /unauthorized. The server enforces the same rule on every admin call.
 */
export function RequireAdmin() {
  const me = useSignedInUser();
  return me.isAdmin ? <Outlet /> : <Navigate to={paths.unauthorized} replace />;
}
