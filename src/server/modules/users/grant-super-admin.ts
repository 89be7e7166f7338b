import { eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE } from '../../../shared/domain.js';
import { normaliseRole } from '../../../shared/rules/roles.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';

export type GrantOutcome = 'granted' | 'already' | 'notFound';

/**
 * The operator's way out (`npm run admin -- grant <email>`): makes an existing account Super Admin,
 * e.g. on a portal left without one. Logged as RoleChanged, with no acting user.
 */
export async function grantSuperAdmin(db: Db, email: string, now: Date): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('no key update');
    if (!user) return 'notFound';
    const from = normaliseRole(user.role) ?? DEFAULT_ROLE;
    if (from === 'Super Admin') return 'already';
    await tx.update(users).set({ role: 'Super Admin', updatedAt: now }).where(eq(users.id, user.id));
    await writeAdminLog(tx, 'RoleChanged', { userId: user.id, email: user.email, from, to: 'Super Admin' });
    return 'granted';
  });
}
