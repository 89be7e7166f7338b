// npm run admin -- grant <email>: operator commands on the portal's database (DATABASE_URL, or the
// embedded one in DATA_DIR while the server is stopped).
import path from 'node:path';
import { type Database, openPglitePath, openPostgres } from '../src/server/db/client.js';
import { lockDataDir } from '../src/server/db/data-dir-lock.js';
import { readEnv } from '../src/server/env.js';
import { grantSuperAdmin } from '../src/server/modules/users/grant-super-admin.js';

const usage = [
  'Kullanım: npm run admin -- grant <e-posta>',
  '  grant <e-posta>  Kayıtlı bir hesaba Super Admin yetkisi verir.',
  'Veritabanı: DATABASE_URL tanımlıysa o PostgreSQL sunucusu, değilse DATA_DIR klasöründeki gömülü veritabanı',
  '(gömülü veritabanı için önce sunucuyu durdurun).',
].join('\n');

/** Runs one command; returns the process exit code. */
export async function runAdmin(args: string[], source: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'grant' || !email || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const env = readEnv(source);
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

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdmin(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
