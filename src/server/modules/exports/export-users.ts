import { and, asc, eq, gt } from 'drizzle-orm';
import { roleLabel } from '../../../shared/labels.js';
import { formatDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { provinces, users } from '../../db/schema/index.js';
import { notErased } from '../../domain/user-row.js';
import { batches, EXPORT_BATCH, toCells } from './csv.js';
import { GENDER_WORDS, phoneCell } from './export-names.js';

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

/**
 * Every user, for admins, by e-mail address: read in batches (keyset on the unique address), so
 * 10 000 users never sit in memory at once. Deleted accounts are left out, as on /userm.
 */
export function exportUsersRows(db: DbOrTx) {
  const rows = batches(
    (after: string | null) =>
      db
        .select({
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
        .where(and(notErased(), after === null ? undefined : gt(users.email, after)))
        .orderBy(asc(users.email))
        .limit(EXPORT_BATCH),
    (r) => r.email,
  );
  return toCells(rows, (r) => [
    r.firstName,
    r.lastName,
    r.email,
    phoneCell(r.phone),
    r.birthdate ? formatDate(r.birthdate) : '',
    r.gender ? GENDER_WORDS[r.gender] : '',
    r.province,
    roleLabel(r.role),
    formatDate(r.createdAt),
  ]);
}
