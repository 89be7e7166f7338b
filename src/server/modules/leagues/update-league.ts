import { and, count, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { TLeague, TLeagueInput } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { leagueEditRefusal } from '../../../shared/rules/league-edit.js';
import { formatDate } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { leagueParticipants, leagues, seasons, users } from '../../db/schema/index.js';
import { writeAdminLog } from '../../domain/admin-log.js';
import { lockLadder } from '../../domain/ladder.js';
import { AppError, notFound, ruleViolation } from '../../errors.js';
import { withUniqueName } from './league-name.js';
import { toLeague } from './league-view.js';
import { runningPlay } from './running-play.js';

/** The settings a save changed, each as [before, after] (the name is logged on its own, the rules as `true`). */
function changedFields(before: typeof leagues.$inferSelect, after: typeof leagues.$inferSelect) {
  const changes: Record<string, [unknown, unknown] | true> = {};
  for (const key of LOGGED_FIELDS)
    if ((before[key] ?? null) !== (after[key] ?? null))
      // The rules' text may be long and is on the league itself: only that it changed.
      changes[key] = key === 'rules' ? true : [before[key], after[key]];
  return changes;
}
const LOGGED_FIELDS = [
  'isActive',
  'startDate',
  'endDate',
  'gender',
  'city',
  'rules',
  'setCount',
  'gameFormat',
  'setDecisionsFormat',
  'pointType',
  'setTieBreakScore',
  'superTieBreak',
  'maxOffers',
  'maxOffersReceive',
  'maxDaysToRespond',
  'maxDaysToPlay',
  'maxDaysToRePlay',
  'matchMinutes',
  'overduePolicy',
] as const satisfies readonly (keyof typeof leagues.$inferSelect)[];

/**
 * Saves the full league payload (admins), with modifiedById and updatedAt. The league's gender
 * changes only while every player on its ladder is of the new gender: under the ladder's lock, so
 * no player is added meanwhile (approving an application checks the gender again).
 *
 * The current season starts no earlier than the day the league's last season closed (the close
 * sets that day as the start): an earlier start would overlap the archived season, and a form
 * opened before the close would otherwise put the old season's dates back. The ladder's lock, which
 * the close holds, orders the two.
 */
export async function updateLeague(
  db: Db,
  adminId: string,
  id: string,
  input: TLeagueInput,
  now: Date,
): Promise<TLeague> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ gender: leagues.gender, name: leagues.name })
      .from(leagues)
      .where(eq(leagues.id, id));
    if (!current) throw notFound(messages.league.notFound);
    await lockLadder(tx, id);
    // The league as it was, read under its lock, so the log names what this save changed.
    const [before] = await tx.select().from(leagues).where(eq(leagues.id, id));
    const [last] = await tx
      .select({ name: seasons.name, endDate: seasons.endDate })
      .from(seasons)
      .where(eq(seasons.leagueId, id))
      .orderBy(desc(seasons.closedAt))
      .limit(1);
    if (last && input.startDate < last.endDate) {
      const text = messages.league.startBeforeLastSeason(last.name, formatDate(last.endDate));
      throw new AppError(422, 'start_before_last_season', text, { startDate: text });
    }
    // While matches are undecided or offers wait, the score format stays and the season does not
    // start after them (shared/rules/league.ts); the form says so before saving.
    const refusal = leagueEditRefusal(before, input, await runningPlay(tx, id));
    if (refusal)
      throw new AppError(422, 'league_has_running_play', refusal.message, {
        [refusal.field]: refusal.message,
      });
    if (current.gender !== input.gender) {
      const [{ others }] = await tx
        .select({ others: count() })
        .from(leagueParticipants)
        .innerJoin(users, eq(users.id, leagueParticipants.userId))
        .where(
          and(eq(leagueParticipants.leagueId, id), or(isNull(users.gender), ne(users.gender, input.gender))),
        );
      if (others > 0) throw ruleViolation(messages.league.genderHasPlayers(others), 'gender_has_players');
    }
    const [row] = await withUniqueName(() =>
      tx
        .update(leagues)
        .set({ ...input, modifiedById: adminId, updatedAt: now })
        .where(eq(leagues.id, id))
        .returning(),
    );
    if (!row) throw notFound(messages.league.notFound);
    // A renamed league's entry keeps the name it had, so the log reads 'old → new' (the key is
    // left out of the stored JSON when the name stayed).
    await writeAdminLog(tx, 'LeagueUpdated', {
      leagueId: row.id,
      name: row.name,
      previousName: before.name !== row.name ? before.name : undefined,
      changes: changedFields(before, row),
      by: adminId,
    });
    return toLeague(row, now);
  });
}
