// The benchmark's data set, built with the shared factories and batched multi-row INSERTs:
// users, leagues with full ladders, historic offers, notifications and admin logs.
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { DbOrTx } from '../../src/server/db/client.js';
import { accounts, matchOffers, notifications } from '../../src/server/db/schema/index.js';
import type { OfferStatus } from '../../src/shared/domain.js';
import { insertUsersInBulk } from './admin-factories.js';
import { addParticipants, createLeague, DEFAULT_PASSWORD } from './factories.js';
import { createManyAdminLogs } from './messaging-factories.js';

export interface BenchScale {
  users: number;
  leagues: number;
  playersPerLeague: number;
  offers: number;
  notifications: number;
  adminLogs: number;
}

export const FULL_SCALE: BenchScale = {
  users: 10_000,
  leagues: 100,
  playersPerLeague: 100,
  offers: 20_000,
  notifications: 100_000,
  adminLogs: 100_000,
};

export const QUICK_SCALE: BenchScale = {
  users: 1_000,
  leagues: 10,
  playersPerLeague: 100,
  offers: 2_000,
  notifications: 10_000,
  adminLogs: 10_000,
};

/** Rows per INSERT statement. */
const BATCH = 1_000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const FINISHED: OfferStatus[] = ['accepted', 'rejected', 'cancelled', 'expired'];

export interface BenchData {
  /** Each league's players, best rank first. Every user can sign in with DEFAULT_PASSWORD. */
  leagues: { id: string; players: { id: string; email: string }[] }[];
  users: { id: string; email: string }[];
}

/**
 * Seeds `scale` into an empty, migrated database. Every user has a password account; the offers are
 * finished ones from the past year, so the ladder rules leave every player free to challenge.
 */
export async function seedBenchData(db: DbOrTx, scale: BenchScale): Promise<BenchData> {
  const users = Array.from({ length: scale.users }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `oyuncu${i + 1}@bench.raket.test`,
    firstName: ['Deniz', 'Ece', 'Mert', 'Zeynep', 'Emre', 'Şule', 'Onur', 'Gül'][i % 8],
    lastName: `Oyuncu ${i + 1}`,
    gender: 'male' as const,
  }));
  await inBatches(users, (batch) => insertUsersInBulk(db, batch));

  const password = await hashPassword(DEFAULT_PASSWORD);
  await inBatches(users, (batch) =>
    db.insert(accounts).values(
      batch.map((u) => ({
        id: crypto.randomUUID(),
        accountId: u.id,
        providerId: 'credential',
        userId: u.id,
        password,
      })),
    ),
  );

  const leagues: BenchData['leagues'] = [];
  for (let l = 0; l < scale.leagues; l++) {
    const league = await createLeague(db, { name: `Bench Ligi ${l + 1}`, maxOffers: 3, maxOffersReceive: 3 });
    const players = users.slice(l * scale.playersPerLeague, (l + 1) * scale.playersPerLeague);
    await addParticipants(
      db,
      league.id,
      players.map((p) => p.id),
    );
    leagues.push({ id: league.id, players: players.map((p) => ({ id: p.id, email: p.email })) });
  }

  const now = Date.now();
  const offers = Array.from({ length: scale.offers }, (_, i) => {
    const league = leagues[i % leagues.length];
    const n = league.players.length;
    const offerer = league.players[(i * 7 + 1) % n];
    const opponent = league.players[(i * 7 + 1 + 1 + (i % 3)) % n];
    const createdAt = new Date(now - (10 + (i % 350)) * 86_400_000);
    return {
      leagueId: league.id,
      offererId: offerer.id,
      opponentId: opponent.id === offerer.id ? league.players[(i + 2) % n].id : opponent.id,
      opponentName: 'Rakip',
      status: FINISHED[i % FINISHED.length],
      createdAt,
      updateTime: createdAt,
      respondBy: new Date(createdAt.getTime() + 2 * 86_400_000),
      halfTimeReminderSent: true,
    };
  });
  await inBatches(offers, (batch) => db.insert(matchOffers).values(batch));

  const notes: (typeof notifications.$inferInsert)[] = Array.from(
    { length: scale.notifications },
    (_, i) => ({
      userId: users[i % users.length].id,
      subject: `Bildirim ${i + 1}`,
      message: 'Yeni bir maç teklifiniz var.',
      status: i % 3 === 0 ? 'unread' : 'read',
      createdAt: new Date(now - i * 60_000),
    }),
  );
  await inBatches(notes, (batch) => db.insert(notifications).values(batch));

  await createManyAdminLogs(db, scale.adminLogs);
  return { leagues, users: users.map((u) => ({ id: u.id, email: u.email })) };
}
