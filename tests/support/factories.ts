// Factories shared by the API tests, the browser tests and the demo seed (npm run demo).
import crypto from 'node:crypto';
import { hashPassword, makeSignature } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client.js';
import { accounts, leagueParticipants, leagues, sessions, users } from '../../src/server/db/schema/index.js';
import { searchTextOf } from '../../src/server/domain/text-search.js';
import type { Gender, LeagueGender, Role } from '../../src/shared/domain.js';

export const DEFAULT_PASSWORD = 'parola123';

// Scrypt is slow on purpose; factories hash each distinct password once.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string) {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  phone?: string;
  birthdate?: string;
  /** false: an account that has not completed its profile yet. */
  withProfile?: boolean;
  /** false: an account that has not opened its e-mail verification link yet. */
  emailVerified?: boolean;
}

export type TestUser = typeof users.$inferSelect & { password: string };

export async function createUser(db: DbOrTx, o: UserOverrides = {}): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = (o.email ?? `oyuncu-${unique()}@raket.test`).toLowerCase();
  const password = o.password ?? DEFAULT_PASSWORD;
  const withProfile = o.withProfile ?? true;
  const firstName = o.firstName ?? 'Deniz';
  const lastName = o.lastName ?? `Oyuncu ${unique().slice(-4)}`;
  const [user] = await db
    .insert(users)
    .values({
      id,
      email,
      name: withProfile ? `${firstName} ${lastName}` : email,
      role: o.role ?? 'Oyuncu',
      emailVerified: o.emailVerified ?? true,
      ...(withProfile
        ? {
            firstName,
            lastName,
            phone: o.phone ?? '05551234567',
            birthdate: o.birthdate ?? '1990-05-17',
            gender: o.gender ?? 'male',
            city: 21,
            profileCompletedAt: new Date(),
            searchText: searchTextOf(firstName, lastName, email),
          }
        : {}),
    })
    .returning();
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashOnce(password),
  });
  return { ...user, password };
}

/** A signed session cookie for `userId`, as better-auth would set it after a sign-in. */
export async function sessionCookie(db: DbOrTx, userId: string, secret: string): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: crypto.randomUUID(),
    token,
    userId,
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  });
  const signature = await makeSignature(token, secret);
  return `raket.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export interface LeagueOverrides extends Partial<typeof leagues.$inferInsert> {
  gender?: LeagueGender;
}

export async function createLeague(db: DbOrTx, o: LeagueOverrides = {}) {
  const year = new Date().getFullYear();
  const [league] = await db
    .insert(leagues)
    .values({
      // League names are unique: the whole unique suffix, not a part that two leagues could share.
      name: `Lig ${unique()}`,
      startDate: `${year - 1}-01-01`,
      endDate: `${year + 1}-12-31`,
      rules: 'Maçlar 3 set üzerinden oynanır.',
      gender: 'male',
      isActive: true,
      ...o,
    })
    .returning();
  return league;
}

/** Puts the users on the league's ladder in the given order, after anyone already there. */
export async function addParticipants(db: DbOrTx, leagueId: string, userIds: string[]) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leagueParticipants)
    .where(sql`${leagueParticipants.leagueId} = ${leagueId}`);
  if (userIds.length === 0) return [];
  return db
    .insert(leagueParticipants)
    .values(userIds.map((userId, i) => ({ leagueId, userId, rank: n + i + 1 })))
    .returning();
}

/** A league with `size` players ranked 1..size. */
export async function createLadder(
  db: DbOrTx,
  size: number,
  o: LeagueOverrides = {},
  userOverrides: UserOverrides = {},
) {
  const league = await createLeague(db, o);
  const players: TestUser[] = [];
  for (let i = 0; i < size; i++) {
    players.push(await createUser(db, { gender: league.gender, ...userOverrides }));
  }
  await addParticipants(
    db,
    league.id,
    players.map((p) => p.id),
  );
  return { league, players };
}
