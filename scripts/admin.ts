// npm run admin -- grant <email> | backup | restore [copy]: operator commands on the portal's database (DATABASE_URL, or the
// embedded one in DATA_DIR while the server is stopped).
import fs from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUPS_FOLDER,
  copyWhole,
  freeBackupName,
  listBackups,
  manualBackupName,
} from '../src/server/db/backup.js';
import { type Database, openPglitePath, openPostgres } from '../src/server/db/client.js';
import { lockDataDir } from '../src/server/db/data-dir-lock.js';
import { readEnv } from '../src/server/env.js';
import { grantSuperAdmin } from '../src/server/modules/users/grant-super-admin.js';

const usage = [
  'Kullanım: npm run admin -- <komut>',
  '  grant <e-posta>   Kayıtlı bir hesaba Super Admin yetkisi verir.',
  '  backup            Gömülü veritabanının bir kopyasını DATA_DIR/backups klasörüne alır.',
  '  restore           DATA_DIR/backups klasöründeki kopyaları listeler.',
  '  restore <kopya>   Veritabanını o kopyadaki haline döndürür (şimdiki hali de kopya olarak saklanır).',
  'Veritabanı: DATABASE_URL tanımlıysa o PostgreSQL sunucusu, değilse DATA_DIR klasöründeki gömülü veritabanı',
  '(gömülü veritabanı için önce sunucuyu durdurun).',
].join('\n');

/** Runs one command; returns the process exit code. */
export async function runAdmin(args: string[], source: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, arg, ...rest] = args;
  const env = readEnv(source);
  if (rest.length > 0) return usageError();
  if (command === 'grant' && arg) return grant(env, arg);
  if ((command === 'backup' && !arg) || command === 'restore') {
    if (env.DATABASE_URL) {
      console.error(
        'Bu komut gömülü veritabanı içindir. PostgreSQL veritabanının yedeğini kendi araçlarıyla alın (pg_dump ve pg_restore).',
      );
      return 2;
    }
    const unlock = lockDataDir(env.dataDir);
    try {
      return command === 'backup' ? await backup(env.dataDir) : await restore(env.dataDir, arg);
    } finally {
      unlock();
    }
  }
  return usageError();
}

function usageError() {
  console.error(usage);
  return 2;
}

async function grant(env: ReturnType<typeof readEnv>, email: string): Promise<number> {
  let unlock = () => {};
  let database: Database;
  if (env.DATABASE_URL) database = openPostgres(env.DATABASE_URL, 1);
  else {
    unlock = lockDataDir(env.dataDir);
    database = openPglitePath(path.join(env.dataDir, 'pglite'));
  }
  try {
    await database.migrate();
    const outcome = await grantSuperAdmin(database.db, email, new Date());
    if (outcome === 'notFound') {
      console.error(`${email} adresiyle kayıtlı bir hesap bulunamadı. Önce portaldan kayıt olunmalıdır.`);
      return 1;
    }
    console.log(
      outcome === 'granted'
        ? `${email} artık Super Admin. Yeniden giriş yapınca yönetim ekranları açılır.`
        : `${email} zaten Super Admin; bir şey değişmedi.`,
    );
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

/** The database folder is PostgreSQL's when it holds PG_VERSION. */
const isDatabaseFolder = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** Copies the stopped server's database folder into DATA_DIR/backups under the time it was taken. */
async function backup(dataDir: string): Promise<number> {
  const live = path.join(dataDir, 'pglite');
  if (!isDatabaseFolder(live)) {
    console.error(`${live} klasöründe bir veritabanı yok; kopyalanacak bir şey bulunamadı.`);
    return 1;
  }
  const dir = path.join(dataDir, BACKUPS_FOLDER);
  const target = path.join(dir, await freeBackupName(dir, manualBackupName(new Date())));
  await copyWhole(live, target);
  console.log(`Veritabanının kopyası alındı: ${target}`);
  return 0;
}

/** Puts a copy back in place of the database, keeping the database as it was as a copy of its own. */
async function restore(dataDir: string, name: string | undefined): Promise<number> {
  const dir = path.join(dataDir, BACKUPS_FOLDER);
  const copies = await listBackups(dir);
  if (!name) {
    if (copies.length === 0) console.log(`${dir} klasöründe kopya yok.`);
    else
      console.log(
        [`${dir} klasöründeki kopyalar (en yenisi üstte):`, ...copies.map((c) => `  ${c}`)].join('\n'),
      );
    return 0;
  }
  const source = path.isAbsolute(name) || name.includes(path.sep) ? path.resolve(name) : path.join(dir, name);
  if (!isDatabaseFolder(source)) {
    console.error(`${source} bir veritabanı kopyası değil. Kopyaları görmek için: npm run admin -- restore`);
    return 1;
  }
  const live = path.join(dataDir, 'pglite');
  const kept = isDatabaseFolder(live)
    ? path.join(dir, await freeBackupName(dir, `${manualBackupName(new Date())}-geri-yuklemeden-once`))
    : null;
  if (kept) await copyWhole(live, kept);
  // The copy is opened and migrated (one taken before an update gets that update's migrations)
  // under a name of its own, before it takes the database's place: a copy that does not open, or
  // does not migrate, leaves the database as it was.
  try {
    await copyWhole(source, live, async (into) => {
      await cp(source, into, { recursive: true });
      const database = openPglitePath(into);
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    });
  } catch (error) {
    if (kept) await rm(kept, { recursive: true, force: true });
    console.error(
      [
        `${source} kopyası açılamadı ya da bu sürüme güncellenemedi; veritabanı olduğu gibi bırakıldı.`,
        `Hata: ${error instanceof Error ? error.message : String(error)}`,
      ].join('\n'),
    );
    return 1;
  }
  console.log(
    [
      `Veritabanı ${source} kopyasındaki haline döndürüldü.`,
      ...(kept ? [`Döndürülmeden önceki hali şurada saklandı: ${kept}`] : []),
      'Sunucuyu yeniden başlatabilirsiniz.',
    ].join('\n'),
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdmin(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
