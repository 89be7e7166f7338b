import { and, asc, eq, gt } from 'drizzle-orm';
import { formatDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, users } from '../../db/schema/index.js';
import { batches, EXPORT_BATCH } from './csv.js';
import { GENDER_WORDS } from './export-names.js';

/** The league's players; admins also get their e-mail and phone (as only admins see them). */
export const playersHeader = (withContact: boolean) => [
  'Sıra',
  'Ad',
  'Soyad',
  'Cinsiyet',
  'Katılım tarihi',
  ...(withContact ? ['E-posta', 'Telefon'] : []),
];

export function exportPlayersRows(db: DbOrTx, leagueId: string, withContact: boolean) {
  const rows = batches(
    (after: number | null) =>
      db
        .select({
          rank: leagueParticipants.rank,
          joinDate: leagueParticipants.joinDate,
          firstName: users.firstName,
          lastName: users.lastName,
          gender: users.gender,
          email: users.email,
          phone: users.phone,
        })
        .from(leagueParticipants)
        .innerJoin(users, eq(users.id, leagueParticipants.userId))
        .where(
          and(
            eq(leagueParticipants.leagueId, leagueId),
            after === null ? undefined : gt(leagueParticipants.rank, after),
          ),
        )
        .orderBy(asc(leagueParticipants.rank))
        .limit(EXPORT_BATCH),
    (r) => r.rank,
  );
  return (async function* () {
    for await (const r of rows)
      yield [
        r.rank,
        r.firstName,
        r.lastName,
        r.gender ? GENDER_WORDS[r.gender] : '',
        formatDate(r.joinDate),
        ...(withContact ? [r.email, r.phone] : []),
      ];
  })();
}
