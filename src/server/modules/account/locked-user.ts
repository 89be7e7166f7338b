import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';

/**
 * The user's row locked for the rest of the transaction, and their e-mail address: changes to one
 * account's password or address (asking, withdrawing, changing) run one after the other.
 */
export async function lockUser(tx: Tx, userId: string): Promise<{ email: string }> {
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) throw notFound();
  return user;
}
