import { describe, expect, it } from 'vitest';
import { DELETED_PLAYER_NAME } from '../../shared/privacy-notice.js';
import { erasePersonInEntry, personValuesIn } from './erase-in-admin-log.js';

const me = 'kullanici-1';
const other = 'kullanici-2';
const emails = new Set(['eski@raket.test', 'yeni@raket.test']);
const slotOf = (matchId: string) =>
  matchId === 'mac-1' ? 'player1' : matchId === 'mac-2' ? 'player2' : null;

describe('erasing a player in an admin log entry', () => {
  it('takes the name and address out by the id the entry carries, whatever they were then', () => {
    expect(
      erasePersonInEntry(
        'ProfileUpdate',
        { userId: me, name: 'Eski Ad', email: 'ilk@raket.test' },
        me,
        emails,
        slotOf,
      ),
    ).toEqual({ userId: me, name: DELETED_PLAYER_NAME });
    expect(
      erasePersonInEntry(
        'EmailNotification_matchOffers_Reminder',
        { offererId: other, offererEmail: 'o@raket.test', opponentId: me, opponentEmail: 'ilk@raket.test' },
        me,
        emails,
        slotOf,
      ),
    ).toEqual({ offererId: other, offererEmail: 'o@raket.test', opponentId: me });
  });

  it("leaves another person's entry, and a league's name, as they are", () => {
    expect(
      erasePersonInEntry(
        'ModeratorAdded',
        { userId: other, name: 'Eski Ad', email: 'b@raket.test' },
        me,
        emails,
        slotOf,
      ),
    ).toBeNull();
    expect(
      erasePersonInEntry('LeagueCreated', { leagueId: 'l', name: 'Kış Ligi', by: me }, me, emails, slotOf),
    ).toBeNull();
  });

  it("erases their slot of a match and the roles naming them, not the other player's", () => {
    const details = {
      matchId: 'mac-2',
      player1: 'Mert Yılmaz',
      player2: 'Kerem Çetin',
      winner: 'Kerem Çetin',
      previousWinner: 'Mert Yılmaz',
    };
    expect(erasePersonInEntry('MatchResult', details, me, emails, slotOf)).toEqual({
      ...details,
      player2: DELETED_PLAYER_NAME,
      winner: DELETED_PLAYER_NAME,
    });
    expect(personValuesIn(details, me, slotOf).names).toEqual(['Kerem Çetin']);
    // Two players of one name: the slot goes, the winner (whoever it was) stays.
    const namesakes = { matchId: 'mac-1', player1: 'Ali Kaya', player2: 'Ali Kaya', winner: 'Ali Kaya' };
    expect(erasePersonInEntry('MatchResult', namesakes, me, emails, slotOf)).toEqual({
      ...namesakes,
      player1: DELETED_PLAYER_NAME,
    });
  });

  it("takes any address they had out of a failed mail's recipients and an admin's mail", () => {
    expect(
      erasePersonInEntry(
        'MailFailed',
        { mailId: 3, to: ['Eski@raket.test', 'b@raket.test'] },
        me,
        emails,
        slotOf,
      ),
    ).toEqual({ mailId: 3, to: ['b@raket.test'] });
    expect(
      erasePersonInEntry('AdminMailSent', { email: 'yeni@raket.test', recipients: 1 }, me, emails, slotOf),
    ).toEqual({ recipients: 1 });
  });
});
