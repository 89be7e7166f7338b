import { eq } from 'drizzle-orm';
import type { TUserRow } from '../../../shared/contract/users.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { toUserRow } from '../../domain/user-row.js';
import { notFound } from '../../errors.js';

export async function getUser(db: DbOrTx, id: string): Promise<TUserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user || user.deletedAt) throw notFound();
  return toUserRow(user);
}
