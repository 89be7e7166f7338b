// A player's record in a league (the player page): played–won–lost, sets and games, the current
// streak, the best rank and head-to-head against each opponent, from the decided results alone.
import type { ScoreFormat, SetScore, Side } from './score.js';

/**
 * One decided result as the record reads it, from the player's side. Which results are decided is
 * the caller's choice (see `countsForRecord`): a confirmed or 48-hour-confirmed result, and a staff
 * cancellation that named who did not show (a walkover).
 */
export interface RecordResult {
  id: string;
  opponentId: string;
  /** When it was decided (ISO 8601): orders the results for the streak. */
  at: string;
  /** The player's side in `sets` (player 1 or player 2 of the match). */
  side: Side;
  won: boolean;
  /** normal, retired (the sets as far as they went) or walkover (no sets). */
  outcome: 'normal' | 'retired' | 'walkover';
  sets: SetScore[];
  /** The league's format: which set is a super tie-break, and when a set is finished. */
  format: ScoreFormat;
}

export interface HeadToHead {
  opponentId: string;
  played: number;
  won: number;
  lost: number;
}

export interface PlayerRecord {
  played: number;
  won: number;
  lost: number;
  /** Of `played`, the walkovers (no-shows): won or lost without a ball struck. */
  walkovers: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
  /** The run of equal results up to the latest one; null before the first result. */
  streak: { kind: 'won' | 'lost'; length: number } | null;
  /** One row per opponent, most played first (then the one played most recently). */
  headToHead: HeadToHead[];
}

/**
 * Which stored matches the record counts: a played match (oynanmış) with a winner, counting a
 * report the 48-hour clock has confirmed, and a cancellation (iptal) in which staff named who did
 * not show, which the rules treat as a walkover lost by that player. A cancellation with no one to
 * blame, a match still planned, a disputed report and a rejected offer (which is no match) count not.
 */
export function countsForRecord(m: { status: string; winnerId: string | null; autoConfirmed: boolean }) {
  if (!m.winnerId) return false;
  return m.status === 'oynanmış' || m.status === 'iptal' || m.autoConfirmed;
}

const isSuperTieBreak = (index: number, f: ScoreFormat) =>
  index === f.setCount - 1 && f.setDecisionsFormat === 'Super';

/** A set that ended: a regular set at 6-4 or 7-6, a super tie-break at 10-8; not 5-3 left by a retirement. */
function isFinishedSet(set: SetScore, index: number, f: ScoreFormat): boolean {
  const hi = Math.max(set.p1, set.p2);
  const lo = Math.min(set.p1, set.p2);
  if (isSuperTieBreak(index, f))
    return hi >= f.superTieBreak && hi - lo >= 2 && (hi === f.superTieBreak || hi - lo === 2);
  const g = f.gameFormat;
  return (hi === g && lo <= g - 2) || (hi === g + 1 && (lo === g - 1 || lo === g));
}

/**
 * Sets and games of one result for `side`. A finished set counts for its winner; the unfinished
 * set of a retirement counts in games only. A super tie-break decider is a set, and one game for
 * its winner (its points are no games). A walkover has no sets.
 */
export function setsAndGames(r: Pick<RecordResult, 'side' | 'sets' | 'format'>) {
  const out = { setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 };
  r.sets.forEach((set, i) => {
    const mine = r.side === 'p1' ? set.p1 : set.p2;
    const theirs = r.side === 'p1' ? set.p2 : set.p1;
    const finished = isFinishedSet(set, i, r.format);
    if (isSuperTieBreak(i, r.format)) {
      if (!finished) return;
      if (mine > theirs) out.gamesWon++;
      else out.gamesLost++;
    } else {
      out.gamesWon += mine;
      out.gamesLost += theirs;
    }
    if (!finished) return;
    if (mine > theirs) out.setsWon++;
    else out.setsLost++;
  });
  return out;
}

const byTime = (a: RecordResult, b: RecordResult) =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** The record from a player's decided results (in any order). */
export function playerRecord(results: readonly RecordResult[]): PlayerRecord {
  const sorted = [...results].sort(byTime);
  const record: PlayerRecord = {
    played: 0,
    won: 0,
    lost: 0,
    walkovers: 0,
    setsWon: 0,
    setsLost: 0,
    gamesWon: 0,
    gamesLost: 0,
    streak: null,
    headToHead: [],
  };
  const h2h = new Map<string, HeadToHead & { last: number }>();
  sorted.forEach((r, i) => {
    record.played++;
    if (r.won) record.won++;
    else record.lost++;
    if (r.outcome === 'walkover') record.walkovers++;
    const sg = setsAndGames(r);
    record.setsWon += sg.setsWon;
    record.setsLost += sg.setsLost;
    record.gamesWon += sg.gamesWon;
    record.gamesLost += sg.gamesLost;
    const kind = r.won ? 'won' : 'lost';
    record.streak =
      record.streak?.kind === kind ? { kind, length: record.streak.length + 1 } : { kind, length: 1 };
    const row = h2h.get(r.opponentId) ?? { opponentId: r.opponentId, played: 0, won: 0, lost: 0, last: 0 };
    row.played++;
    if (r.won) row.won++;
    else row.lost++;
    row.last = i;
    h2h.set(r.opponentId, row);
  });
  record.headToHead = [...h2h.values()]
    .sort((a, b) => b.played - a.played || b.last - a.last)
    .map(({ last: _last, ...row }) => row);
  return record;
}

/** The best (lowest) rank among a ladder history's ranks; null when the player never held one. */
export function bestRank(ranks: readonly (number | null)[]): number | null {
  let best: number | null = null;
  for (const r of ranks) if (r !== null && (best === null || r < best)) best = r;
  return best;
}

/** "3 galibiyet", "1 mağlubiyet": the streak as the player page says it. */
export function streakText(streak: PlayerRecord['streak']): string {
  if (!streak) return '–';
  return `${streak.length} ${streak.kind === 'won' ? 'galibiyet' : 'mağlubiyet'}`;
}

/** One change of a player's rank as the ladder history stored it. */
export interface RankChangeRow {
  at: string;
  oldRank: number | null;
  rank: number | null;
  cause: string;
}

export interface RankLinePoint {
  at: string;
  rank: number | null;
  cause: string;
}

/**
 * The rank line of the player page's chart, from the history rows of one season (or of all
 * seasons), in time order.
 *
 * - A line opens with the rank held before its first change, at `startAt` (when the player joined
 *   or the season began, never after that first change), so the first step shows.
 * - In one season's line (`season: true`) a first change with cause 'season' is the reset that
 *   opened the season: its old rank is the previous season's, so the line opens at the reset.
 *   Across all seasons the reset is an ordinary step (the players the reset did not move have no
 *   row at all: their line simply runs on).
 * - A player on the ladder with no change in the span holds `heldRank` throughout: one point.
 */
export function rankLine(
  rows: readonly RankChangeRow[],
  opts: { startAt: string | null; heldRank: number | null; season: boolean },
): RankLinePoint[] {
  if (rows.length === 0)
    return opts.heldRank !== null && opts.startAt !== null
      ? [{ at: opts.startAt, rank: opts.heldRank, cause: 'added' }]
      : [];
  const [first] = rows;
  const points: RankLinePoint[] = [];
  const opensWithReset = opts.season && first.cause === 'season';
  if (!opensWithReset && first.oldRank !== null) {
    const at = opts.startAt !== null && opts.startAt < first.at ? opts.startAt : first.at;
    points.push({ at, rank: first.oldRank, cause: 'added' });
  }
  for (const r of rows) points.push({ at: r.at, rank: r.rank, cause: r.cause });
  return points;
}
