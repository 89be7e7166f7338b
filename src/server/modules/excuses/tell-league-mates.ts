import { and, eq, inArray, ne } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Tx } from '../../db/client.js';
import { leagueParticipants } from '../../db/schema/index.js';
import { notify } from '../../domain/notify.js';

/**
 * Every other participant of the player's leagues is told about the player's excuse (a new one, or
 * one ended, shortened or cancelled, so the notice they had about it does not mislead them): a
 * notification about the player (their page).
 */
export async function tellLeagueMates(tx: Tx, playerId: string, text: string) {
  const myLeagues = tx
    .select({ leagueId: leagueParticipants.leagueId })
    .from(leagueParticipants)
    .where(eq(leagueParticipants.userId, playerId));
  const others = await tx
    .selectDistinct({ userId: leagueParticipants.userId })
    .from(leagueParticipants)
    .where(and(inArray(leagueParticipants.leagueId, myLeagues), ne(leagueParticipants.userId, playerId)));
  await notify(
    tx,
    others.map((o) => ({
      userId: o.userId,
      subject: messages.excuse.notificationSubject,
      message: text,
      type: 'excuse',
      target: { kind: 'player', id: playerId },
    })),
  );
}
