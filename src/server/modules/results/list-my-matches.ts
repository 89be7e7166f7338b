import { and, eq, or } from 'drizzle-orm';
import type { TMyMatches } from '../../../shared/contract/results.js';
import type { DbOrTx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { loadResultMatches, played, stillPlanned } from './match-view.js';

const RECENT = 10;

/** The player's planned matches (with any reported result) and their latest finished ones. */
export async function listMyMatches(db: DbOrTx, userId: string, now: Date): Promise<TMyMatches> {
  const mine = or(eq(matches.player1Id, userId), eq(matches.player2Id, userId));
  // A read only: a report past its 48 hours shows as confirmed; the scheduled job writes it.
  const [open, recent] = await Promise.all([
    loadResultMatches(db, and(mine, stillPlanned(now)), now, 50),
    loadResultMatches(db, and(mine, played(now, true)), now, RECENT),
  ]);
  return { me: userId, open, recent };
}
