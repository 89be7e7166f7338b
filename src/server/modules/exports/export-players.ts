import { formatDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { leagueParticipants, users } from '../../db/schema/index.js';
import { toCells } from './csv.js';
import { GENDER_WORDS, phoneCell } from './export-names.js';
import { participantsByRank } from './participant-batches.js';

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
  const rows = participantsByRank(db, leagueId, {
    joinDate: leagueParticipants.joinDate,
    firstName: users.firstName,
    lastName: users.lastName,
    gender: users.gender,
    email: users.email,
    phone: users.phone,
  });
  return toCells(rows, (r) => [
    r.rank,
    r.firstName,
    r.lastName,
    r.gender ? GENDER_WORDS[r.gender] : '',
    formatDate(r.joinDate),
    ...(withContact ? [r.email, phoneCell(r.phone)] : []),
  ]);
}
