import { and, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import { minutesUntil } from '../../shared/rules/login-throttle.js';
import type { Db, DbOrTx } from '../db/client.js';
import { accounts, users } from '../db/schema/index.js';
import { AppError, notFound } from '../errors.js';
import { claimLoginAttempt, forgetLoginFailures } from './login-throttle.js';
import type { PasswordHasher } from './passwords.js';

/** The user's password account (better-auth's 'credential' row), if they have a password. */
export async function credentialOf(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({ id: accounts.id, password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return account?.password ? { accountId: account.id, hash: account.password } : undefined;
}

interface Refusals {
  /** The form field the password was typed in, where the refusal shows. */
  field: string;
  wrong: string;
  /** An account without a password; unset, it is refused as a wrong password. */
  noPassword?: string;
}

/**
 * A signed-in user proves that `password` is theirs before a change that asks for it (a new
 * password or e-mail address, deleting the account). A wrong one counts towards the same failures
 * of the account as a sign-in (`claimLoginAttempt`, by the account's address): without that, a
 * session left open on a shared phone, or a stolen cookie, could guess the password with none of
 * the sign-in's waits, then change it and keep the account. While the account waits, the password
 * is not looked at and the answer says for how long; the right one forgets the failures, as a
 * sign-in does. It runs before the change's transaction and on its own, so a failure is counted
 * although the change is not made; the change then checks, under its locks, that the password is
 * still the one proven (`stillOwnPassword`). Returns the proven password's hash.
 */
export async function proveOwnPassword(
  db: Db,
  hasher: PasswordHasher,
  userId: string,
  password: string,
  now: Date,
  refusals: Refusals,
) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const credential = await credentialOf(db, userId);
  if (!credential && refusals.noPassword) throw new AppError(422, 'no_password', refusals.noPassword);
  const locked = (until: Date) => {
    const text = messages.account.passwordLocked(minutesUntil(until, now));
    return new AppError(429, 'login_locked', text, { [refusals.field]: text });
  };
  const claim = await claimLoginAttempt(db, user.email, now);
  if (claim.locked) throw locked(claim.until);
  if (!credential || !(await hasher.verify(password, credential.hash))) {
    if (claim.lockIfFailed) throw locked(claim.lockIfFailed);
    throw new AppError(400, 'wrong_password', refusals.wrong, { [refusals.field]: refusals.wrong });
  }
  await forgetLoginFailures(db, user.email, now);
  return credential.hash;
}

/**
 * Inside the change's transaction, after its locks: the password proven before it (`provedHash`,
 * from `proveOwnPassword`) is still the account's. A change of password that went through in
 * between (on another device, by a reset) makes the proof stale: refused as a wrong password.
 */
export async function stillOwnPassword(tx: DbOrTx, userId: string, provedHash: string, refusals: Refusals) {
  const credential = await credentialOf(tx, userId);
  if (credential?.hash !== provedHash)
    throw new AppError(400, 'wrong_password', refusals.wrong, { [refusals.field]: refusals.wrong });
  return credential;
}
