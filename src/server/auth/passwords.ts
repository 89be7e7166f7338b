import type { Auth } from './better-auth.js';

/** better-auth's own password hashing, so a password set here signs in through better-auth. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

export function passwordHasherOf(auth: Auth): PasswordHasher {
  return {
    hash: async (password) => (await auth.$context).password.hash(password),
    verify: async (password, hash) => (await auth.$context).password.verify({ password, hash }),
  };
}
