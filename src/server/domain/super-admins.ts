import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client.js';
import { users } from '../db/schema/index.js';

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

/** The advisory lock key under which sign-ups decide who is the portal's first account. */
const FIRST_ACCOUNT_LOCK = 7_345_001;

/**
 * The first account of a fresh portal administers it: called after each sign-up, it makes the new
 * account Super Admin when no Super Admin exists yet and no account was created before it. The
 * decisions run one at a time (a transaction-scoped advisory lock), so of sign-ups sent at once
 * exactly one is promoted, whichever order their rows become visible in: an account whose earlier
 * neighbour is not yet visible is promoted, and that neighbour then finds a Super Admin.
 */
export async function promoteFirstAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
    const promoted = await queryRows<{ id: string }>(
      tx,
      sql`
      update users as u set role = 'Super Admin'
      where u.id = ${userId}
        and not exists (select 1 from users s where s.role in ('Super Admin', 'SuperAdmin'))
        and not exists (
          select 1 from users e where (e.created_at, e.id) < (u.created_at, u.id)
        )
      returning u.id`,
    );
    return promoted.length > 0;
  });
}
