// npm run demo: a demo league with an admin and 20 ranked players, made with the test factories.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Database, openPglitePath, openPostgres } from '../src/server/db/client.js';
import { lockDataDir } from '../src/server/db/data-dir-lock.js';
import { users } from '../src/server/db/schema/index.js';
import { readEnv } from '../src/server/env.js';
import { addParticipants, createLeague, createUser, DEFAULT_PASSWORD } from '../tests/support/factories.js';
import { createDemoMessaging } from '../tests/support/messaging-factories.js';

const firstNames = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Ömer',
  'Yusuf',
  'Murat',
  'Emre',
  'Burak',
  'Serkan',
  'Kerem',
  'Onur',
  'Uğur',
  'Çağlar',
  'Şahin',
  'Oğuz',
];
const lastNames = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
];

async function main() {
  const env = readEnv();
  let unlock = () => {};
  let database: Database;
  if (env.DATABASE_URL) database = openPostgres(env.DATABASE_URL);
  else {
    unlock = lockDataDir(env.dataDir);
    database = openPglitePath(path.join(env.dataDir, 'pglite'));
  }
  try {
    await database.migrate();
    const { db } = database;
    const adminEmail = 'admin@raket.demo';
    const [existing] = await db.select().from(users).where(eq(users.email, adminEmail));
    if (existing) {
      console.log(`Demo verisi zaten var. Giriş: ${adminEmail} / ${DEFAULT_PASSWORD}`);
      return;
    }
    await createUser(db, {
      email: adminEmail,
      role: 'Super Admin',
      firstName: 'Derya',
      lastName: 'Yönetici',
      gender: 'female',
    });
    const league = await createLeague(db, {
      name: 'Diyarbakır Erkekler Merdiven Ligi',
      gender: 'male',
      rules: 'Maçlar 3 set üzerinden oynanır; üçüncü set süper tie-break (10 sayı) ile belirlenir.',
    });
    const players = [];
    for (let i = 0; i < 20; i++) {
      players.push(
        await createUser(db, {
          email: `oyuncu${i + 1}@raket.demo`,
          firstName: firstNames[i],
          lastName: lastNames[i],
          gender: 'male',
        }),
      );
    }
    await addParticipants(
      db,
      league.id,
      players.map((p) => p.id),
    );
    await createDemoMessaging(
      db,
      players.map((p) => p.id),
    );
    console.log('Demo verisi hazır.');
    console.log(`  Yönetici: ${adminEmail} / ${DEFAULT_PASSWORD}`);
    console.log(
      `  Oyuncular: oyuncu1@raket.demo … oyuncu20@raket.demo / ${DEFAULT_PASSWORD} (sıralama 1–20)`,
    );
    console.log(`  Sunucuyu başlatın: npm start, ardından ${env.baseUrl}`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
