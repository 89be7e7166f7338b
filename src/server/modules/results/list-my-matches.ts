import { and, eq, inArray, or } from 'drizzle-orm';
import type { TMyMatches } from '../../../shared/contract/results.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { autoConfirmResults } from './auto-confirm-results.js';
import { loadResultMatches } from './match-view.js';

const RECENT = 10;

/** The player's planned matches (with any reported result) and their latest finished ones. */
export async function listMyMatches(db: Db, userId: string, now: Date): Promise<TMyMatches> {
  await autoConfirmResults(db, now);
  const mine = or(eq(matches.player1Id, userId), eq(matches.player2Id, userId));
  const [open, recent] = await Promise.all([
    loadResultMatches(db, and(mine, eq(matches.status, 'planlanmış')), now, 50),
    loadResultMatches(db, and(mine, inArray(matches.status, ['oynanmış', 'iptal'])), now, RECENT),
  ]);
  return { me: userId, open, recent };
}
