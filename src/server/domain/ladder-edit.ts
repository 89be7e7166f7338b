import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages.js';
import type { Tx } from '../db/client.js';
import { leagues } from '../db/schema/index.js';
import { writeAdminLog } from './admin-log.js';
import { notify } from './notify.js';

type RankChange = { userId: string; oldRank: number | null; newRank: number | null };

const m = messages.ladderEdit;

/**
 * What staff did to a ladder by hand (add, remove, move, reorder), in its transaction: the admin
 * log records it with who did it, and each player whose place it changed is told. A player who
 * only moved up one because another was taken off is not (nothing was done to them). `subject`:
 * the player the action was about (none for a whole reorder).
 */
export async function recordLadderEdit(
  tx: Tx,
  leagueId: string,
  by: string,
  action: 'added' | 'removed' | 'moved' | 'reordered',
  changes: RankChange[],
  subject?: string,
) {
  const [league] = await tx.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, leagueId));
  const name = league?.name ?? '';
  const own = changes.find((c) => c.userId === subject);
  if (action === 'added')
    await writeAdminLog(tx, 'LadderPlayerAdded', { leagueId, userId: subject, rank: own?.newRank, by });
  else if (action === 'removed')
    await writeAdminLog(tx, 'LadderPlayerRemoved', {
      leagueId,
      userId: subject,
      previousRank: own?.oldRank,
      by,
    });
  else
    await writeAdminLog(tx, 'LadderReordered', {
      leagueId,
      userId: own ? subject : undefined,
      previousRank: own?.oldRank,
      rank: own?.newRank,
      movedPlayers: changes.length,
      by,
    });

  const told = action === 'removed' ? changes.filter((c) => c.userId === subject) : changes;
  await notify(
    tx,
    told.map((c) => {
      const [title, text] =
        c.newRank === null
          ? [m.removedSubject, m.removed(name)]
          : c.oldRank === null
            ? [m.addedSubject, m.added(name, c.newRank)]
            : [m.movedSubject, m.moved(name, c.oldRank, c.newRank)];
      return {
        userId: c.userId,
        subject: title,
        message: text,
        target: { kind: 'league' as const, id: leagueId },
      };
    }),
  );
}
