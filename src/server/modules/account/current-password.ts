import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { PasswordHasher } from '../../auth/passwords.js';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const m = messages.account;

/**
 * The user's password account (better-auth's 'credential' row) once `password` is proven to be
 * theirs; a wrong password is refused with a Turkish message.
 */
export async function checkCurrentPassword(
  tx: DbOrTx,
  hasher: PasswordHasher,
  userId: string,
  password: string,
): Promise<{ accountId: string; hash: string }> {
  const [account] = await tx
    .select({ id: accounts.id, password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!account?.password) throw new AppError(422, 'no_password', m.noPassword);
  if (!(await hasher.verify(password, account.password)))
    throw new AppError(400, 'wrong_password', m.wrongPassword, { currentPassword: m.wrongPassword });
  return { accountId: account.id, hash: account.password };
}
