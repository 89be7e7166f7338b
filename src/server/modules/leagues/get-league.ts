import { eq } from 'drizzle-orm';
import type { TLeague } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import type { DbOrTx } from '../../db/client.js';
import { leagues } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { toLeague } from './league-view.js';

export async function getLeague(db: DbOrTx, id: string, now: Date): Promise<TLeague> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, id));
  if (!row) throw notFound(messages.league.notFound);
  return toLeague(row, now);
}
