import { eq } from 'drizzle-orm';
import type { TLeague } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { toLeague } from './league-view.js';
import { runningPlay } from './running-play.js';

export async function getLeague(db: DbOrTx, id: string, now: Date): Promise<TLeague> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, id));
  if (!row) throw notFound(messages.league.notFound);
  // The edit form says, before saving, what play under way keeps from changing.
  return { ...toLeague(row, now), running: await runningPlay(db, id) };
}
