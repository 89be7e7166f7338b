import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Locks every Super Admin row and returns how many there are: two admins demoting or deleting the
 * last two Super Admins at once run one after the other, so one Super Admin always remains.
 * `no key update`: rows naming a Super Admin (a notification, a rank) can still be written meanwhile.
 */
export async function lockSuperAdmins(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} in ('Super Admin', 'SuperAdmin')`)
    .orderBy(users.id)
    .for('no key update');
  return rows.length;
}
