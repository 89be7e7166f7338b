import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { DEFAULT_ROLE } from '../../shared/domain.js';
import { messages } from '../../shared/messages.js';
import type { Db } from '../db/client.js';
import { accounts, sessions, users, verifications } from '../db/schema/index.js';
import { promoteFirstAccount } from '../domain/super-admins.js';
import { enqueueMail } from '../mail/outbox.js';
import { FIRST_PASSWORD_PATH, hashResetIdentifier, RESET_IDENTIFIER_PREFIX } from './reset-token.js';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  /** Called after a reset mail is queued, so it is delivered now rather than on the next poll. */
  onMailQueued: () => void;
}

/** better-auth: password hashing, sessions in our database, password reset tokens. */
export function createAuth({ db, secret, baseUrl, onMailQueued }: AuthOptions) {
  return betterAuth({
    secret,
    baseURL: baseUrl,
    basePath: '/api/auth',
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // Our own routes call auth.api and apply @fastify/rate-limit; better-auth's HTTP handler is not mounted.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Reset tokens are stored hashed (resetTokenIdentifiers finds them again).
    verification: {
      storeIdentifier: {
        default: 'plain',
        overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: async (id) => hashResetIdentifier(id) } },
      },
    },
    // Failed sign-ins are expected traffic, not warnings; our own log records requests.
    logger: { level: 'error' },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, required: false, defaultValue: DEFAULT_ROLE },
        // KVKK: the information text's version accepted at sign-up, and when (set by /auth/register).
        privacyNoticeVersion: { type: 'number', input: true, required: false },
        privacyNoticeAcceptedAt: { type: 'date', input: true, required: false },
      },
    },
    session: {
      // Absolute lifetime; the idle timeout (settings.loginTimeout) is enforced by resolveSession.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A user an admin has just added is welcomed, and the link sets their first password; anyone
      // else asked for a reset.
      sendResetPassword: async ({ user, url, token }) => {
        const first = new URL(url).searchParams.get('callbackURL') === FIRST_PASSWORD_PATH;
        const link = first
          ? `${baseUrl}${FIRST_PASSWORD_PATH}&token=${encodeURIComponent(token)}`
          : `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueMail(
          db,
          first
            ? {
                to: [user.email],
                subject: messages.users.welcomeSubject,
                text: messages.users.welcomeText(user.name, link),
                oneTimeLink: true,
              }
            : {
                to: [user.email],
                subject: 'Raket şifre sıfırlama',
                text: `Merhaba,\n\nŞifrenizi sıfırlamak için bu bağlantıyı açınız (1 saat geçerlidir):\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayınız.\n\nRaket`,
                oneTimeLink: true,
              },
        );
        onMailQueued();
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The first account of a fresh portal administers it, also among sign-ups sent at once.
          after: async (user) => {
            await promoteFirstAccount(db, user.id);
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'raket',
      useSecureCookies: baseUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
