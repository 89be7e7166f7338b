import { sql } from 'drizzle-orm';
import type { TodoKind, TTodo, TTodoItem } from '../../../shared/contract/home.js';
import type { MatchRequestKind } from '../../../shared/domain.js';
import { AUTO_CONFIRM_HOURS, autoConfirmAt } from '../../../shared/rules/results.js';
import { type DbOrTx, queryRows } from '../../db/client.js';

type Row = {
  kind: TodoKind;
  id: string;
  league_id: string;
  league_name: string;
  who_id: string;
  who_name: string;
  who_rank: number | null;
  my_rank: number | null;
  deadline: Date | string | null;
  reported_at: Date | string | null;
  score: string | null;
  slot_at: Date | string | null;
  player1_name: string | null;
  player2_name: string | null;
  winner_name: string | null;
  request_kind: MatchRequestKind | null;
};

/**
 * A proposal of slots (`r`) still holds a time that is ahead: one whose times have all passed can no
 * longer be picked, so it waits for nobody (the match is to be arranged again, or its score entered).
 */
const aheadSlot = (now: Date) =>
  sql`exists (select 1 from jsonb_array_elements(r.slots) s where (s->>'at')::timestamptz > ${now})`;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * The dashboard's "Yapılacaklar": everything that waits for the signed-in player, in one statement:
 * challenges to answer and their own waiting for an answer (every league: an offer in a league that
 * has ended can still be answered or cancelled), results the opponent reported for them to confirm
 * or dispute, and accepted matches to arrange (no agreed time; the opponent's proposed times to pick
 * from, when they sent some) or report (the agreed time passed), and the opponent's requests to
 * cancel, postpone or move an agreed time that wait for the player's answer. Proposed times that
 * have all passed are no longer to be picked or waited for; past the play deadline a match without
 * an agreed time asks for its score, since no time can be agreed then.
 * A report past its 48 hours reads as confirmed (results/match-view.ts), so it is not listed; nor is
 * an offer past its answer time that the reminder job has not closed yet (it runs 08:00–22:59 only):
 * it can no longer be accepted, and rejecting it would give the challenger the rank for nothing. Names
 * and ranks only: no contact details. Soonest deadline first.
 */
export async function getTodo(db: DbOrTx, userId: string, now: Date): Promise<TTodo> {
  const autoCutoff = new Date(now.getTime() - AUTO_CONFIRM_HOURS * 3_600_000);
  const rows = await queryRows<Row>(
    db,
    sql`
      with mine as (
        select case when o.opponent_id = ${userId} then 'answerOffer' else 'sentOffer' end as kind,
          o.id::text as id, o.league_id,
          case when o.opponent_id = ${userId} then o.offerer_id else o.opponent_id end as who_id,
          o.respond_by as deadline, null::timestamptz as reported_at, null::text as score,
          null::timestamptz as slot_at, null::text as player1_id, null::text as player2_id,
          null::text as winner_id, null::text as request_kind
        from match_offers o
        -- An offer past its answer time waits for nobody: the reminder job closes it (by day only).
        where o.status = 'pending' and o.respond_by > ${now} and ${userId} in (o.offerer_id, o.opponent_id)
        union all
        select case
            when m.result_state = 'reported' then 'confirmResult'
            when req.kind in ('cancel', 'postpone') or (req.kind = 'slots' and m.slot_at is not null)
              then 'answerRequest'
            when m.slot_at is null and req.kind = 'slots' then 'pickSlot'
            when m.slot_at is null and exists (
              select 1 from match_requests r
              where r.match_id = m.id and r.kind = 'slots' and r.status = 'pending'
                and r.requested_by = ${userId} and ${aheadSlot(now)}
            ) then 'slotsSent'
            -- Past the play deadline no time can be agreed any more: a score is what can still come.
            when m.slot_at is null and m.due_at <= ${now} then 'reportMatch'
            when m.slot_at is null then 'arrangeMatch'
            else 'reportMatch' end,
          m.id::text, m.league_id,
          case when m.player1_id = ${userId} then m.player2_id else m.player1_id end,
          m.due_at, m.reported_at, m.score, m.slot_at, m.player1_id, m.player2_id, m.winner_id,
          req.kind
        from matches m
        -- The opponent's request waiting for this player's answer, a cancellation first.
        left join lateral (
          select r.kind from match_requests r
          where r.match_id = m.id and r.status = 'pending' and r.requested_by <> ${userId}
            and (r.kind <> 'slots' or ${aheadSlot(now)})
          order by case r.kind when 'cancel' then 0 when 'postpone' then 1 else 2 end
          limit 1
        ) req on true
        where m.status = 'planlanmış' and m.league_id is not null
          and ${userId} in (m.player1_id, m.player2_id)
          and (
            (m.result_state = 'reported' and m.reported_by is distinct from ${userId}
              and m.reported_at > ${autoCutoff})
            or (m.result_state = 'none' and (m.slot_at is null or m.slot_at <= ${now} or req.kind is not null))
          )
      )
      select x.kind, x.id, x.league_id, l.name as league_name, x.who_id, u.name as who_name,
        (select lp.rank from league_participants lp where lp.league_id = x.league_id and lp.user_id = x.who_id) as who_rank,
        (select lp.rank from league_participants lp where lp.league_id = x.league_id and lp.user_id = ${userId}) as my_rank,
        x.deadline, x.reported_at, x.score, x.slot_at,
        (select p.name from users p where p.id = x.player1_id) as player1_name,
        (select p.name from users p where p.id = x.player2_id) as player2_name,
        (select p.name from users p where p.id = x.winner_id) as winner_name,
        x.request_kind
      from mine x
      join leagues l on l.id = x.league_id
      join users u on u.id = x.who_id
    `,
  );
  const items: TTodoItem[] = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    league: { id: r.league_id, name: r.league_name },
    who: { userId: r.who_id, name: r.who_name, rank: r.who_rank },
    myRank: r.my_rank,
    deadline:
      r.kind === 'confirmResult' && r.reported_at
        ? autoConfirmAt(new Date(r.reported_at)).toISOString()
        : iso(r.deadline),
    score: r.kind === 'confirmResult' ? r.score : null,
    result:
      r.kind === 'confirmResult'
        ? { player1: r.player1_name ?? '', player2: r.player2_name ?? '', winner: r.winner_name }
        : null,
    slotAt: r.kind === 'reportMatch' ? iso(r.slot_at) : null,
    request: r.kind === 'answerRequest' ? r.request_kind : null,
  }));
  // Soonest deadline first; what waits for the player before what waits for the opponent.
  const order = (i: TTodoItem) => (i.kind === 'sentOffer' || i.kind === 'slotsSent' ? 1 : 0);
  const at = (i: TTodoItem) => (i.deadline ? Date.parse(i.deadline) : Number.POSITIVE_INFINITY);
  items.sort((a, b) => order(a) - order(b) || at(a) - at(b) || a.id.localeCompare(b.id));
  return { now: now.toISOString(), items };
}
