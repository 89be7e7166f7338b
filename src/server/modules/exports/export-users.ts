import { asc, eq, gt } from 'drizzle-orm';
import { roleLabel } from '../../../shared/labels.js';
import { formatDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { provinces, users } from '../../db/schema/index.js';
import { batches, EXPORT_BATCH, toCells } from './csv.js';
import { GENDER_WORDS } from './export-names.js';

export const USERS_HEADER = [
  'Ad',
  'Soyad',
  'E-posta',
  'Telefon',
  'Doğum tarihi',
  'Cinsiyet',
  'İl',
  'Rol',
  'Kayıt tarihi',
];

/** Every user, for admins: read in batches by id, so 10 000 users never sit in memory at once. */
export function exportUsersRows(db: DbOrTx) {
  const rows = batches(
    (after: string | null) =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          birthdate: users.birthdate,
          gender: users.gender,
          province: provinces.name,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(provinces, eq(provinces.code, users.city))
        .where(after === null ? undefined : gt(users.id, after))
        .orderBy(asc(users.id))
        .limit(EXPORT_BATCH),
    (r) => r.id,
  );
  return toCells(rows, (r) => [
    r.firstName,
    r.lastName,
    r.email,
    r.phone,
    r.birthdate ? formatDate(r.birthdate) : '',
    r.gender ? GENDER_WORDS[r.gender] : '',
    r.province,
    roleLabel(r.role),
    formatDate(r.createdAt),
  ]);
}
