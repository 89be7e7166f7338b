// Match results: what a reported result means, when an unanswered report confirms
// itself, what a result or a correction does to the ladder, and the re-challenge window.
import { addDays } from '../time.js';
import { challengerWins, moveToRank, type Rung, rankChanges } from './ladder.js';
import { formatScore, judgeScore, type ScoreFormat, type SetScore, type Side } from './score.js';

export const MATCH_OUTCOME_LABELS = {
  normal: 'Normal',
  retired: 'Çekilme',
  walkover: 'Hükmen',
} as const;
export type Outcome = keyof typeof MATCH_OUTCOME_LABELS;

/** An unanswered report becomes final after this many hours. */
export const AUTO_CONFIRM_HOURS = 48;

export interface ResultInput {
  outcome: Outcome;
  sets: SetScore[];
  /** retired: who retired; walkover: who did not show. */
  loser?: Side | null;
}

export type ResultVerdict =
  | { ok: true; winner: Side; sets: SetScore[]; text: string }
  | { ok: false; message: string };

const other = (side: Side): Side => (side === 'p1' ? 'p2' : 'p1');
const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 99;

/** A race to `target` won by two points (a tie-break). */
const raceOver = (a: number, b: number, target: number) =>
  Math.max(a, b) >= target && Math.abs(a - b) >= 2 && (Math.max(a, b) === target || Math.abs(a - b) === 2);

/**
 * A set left unfinished by a retirement: a score the set could have stood at (5-3, 6-5, 6-6 and
 * the tie-break under way), not a finished one. Returns a message when it is impossible.
 */
function judgeOpenSet(set: SetScore, index: number, f: ScoreFormat, superTieBreak: boolean): string | null {
  const label = `${index + 1}. set`;
  if (!whole(set.p1) || !whole(set.p2))
    return `${label}: oyun sayıları 0 veya daha büyük tam sayı olmalıdır.`;
  const hi = Math.max(set.p1, set.p2);
  const lo = Math.min(set.p1, set.p2);
  if (superTieBreak) {
    if (raceOver(set.p1, set.p2, f.superTieBreak) || (hi > f.superTieBreak && hi - lo > 2))
      return `${label}: ${set.p1}-${set.p2} yarım kalmış bir süper tie-break değil.`;
    return null;
  }
  const g = f.gameFormat;
  if (hi > g || (hi === g && lo <= g - 2)) return `${label}: ${set.p1}-${set.p2} yarım kalmış bir set değil.`;
  if (set.tieBreak && !(set.p1 === g && set.p2 === g))
    return `${label}: tie-break yalnızca ${g}-${g} olduğunda oynanır.`;
  return null;
}

/**
 * Judges a reported result for the league's format. Normal: a complete score (judgeScore).
 * Retired: the sets played, the last one possibly unfinished, and the match not already decided;
 * the player who retired loses. Walkover: no score; the player who did not show loses.
 */
export function judgeResult(f: ScoreFormat, input: ResultInput): ResultVerdict {
  if (input.outcome === 'normal') {
    const v = judgeScore(f, input.sets);
    return v.ok ? { ok: true, winner: v.winner, sets: input.sets, text: v.text } : v;
  }
  if (input.loser !== 'p1' && input.loser !== 'p2') {
    return {
      ok: false,
      message:
        input.outcome === 'retired' ? 'Maçtan çekilen oyuncuyu seçiniz.' : 'Maça gelmeyen oyuncuyu seçiniz.',
    };
  }
  const winner = other(input.loser);
  if (input.outcome === 'walkover') {
    if (input.sets.length > 0) return { ok: false, message: 'Hükmen sonuçta skor girilmez.' };
    return { ok: true, winner, sets: [], text: 'Hükmen' };
  }
  const sets = input.sets;
  if (sets.length > f.setCount)
    return { ok: false, message: `Bu ligde maçlar en fazla ${f.setCount} set sürer.` };
  if (sets.length > 0) {
    const undecided = `Maçı kazanmak için ${Math.floor(f.setCount / 2) + 1} set kazanılmalıdır; girilen skorla kazanan belli değil.`;
    const finished = sets.slice(0, -1);
    // Every set but the last is a finished set, and they leave the match open.
    if (finished.length > 0) {
      const before = judgeScore(f, finished);
      if (before.ok)
        return { ok: false, message: 'Girilen setlerle maç zaten bitmiş; sonraki set girilemez.' };
      if (before.message !== undecided) return before;
    }
    // The last set is unfinished, or finished with the match still open (retired between sets).
    const all = judgeScore(f, sets);
    if (all.ok)
      return { ok: false, message: 'Girilen skorla maç tamamlanmış; sonucu "Normal" olarak giriniz.' };
    if (all.message !== undecided) {
      const i = sets.length - 1;
      const openError = judgeOpenSet(sets[i], i, f, i === f.setCount - 1 && f.setDecisionsFormat === 'Super');
      if (openError) return { ok: false, message: openError };
    }
  }
  const text = `${sets.length > 0 ? `${formatScore(sets)} ` : ''}(çekilme)`;
  return { ok: true, winner, sets, text };
}

/**
 * The date a result is filed under when the match has none yet: the slot the players agreed on,
 * if it has begun by the time the result comes in; otherwise (no slot, or they played before the
 * one they had agreed) the moment the result comes in.
 */
export function playedAt(slotAt: Date | null, resultAt: Date): Date {
  return slotAt && slotAt.getTime() <= resultAt.getTime() ? slotAt : resultAt;
}

/** When an unanswered report becomes final. */
export function autoConfirmAt(reportedAt: Date): Date {
  return new Date(reportedAt.getTime() + AUTO_CONFIRM_HOURS * 3_600_000);
}

export function isAutoConfirmDue(reportedAt: Date, now: Date): boolean {
  return now.getTime() >= autoConfirmAt(reportedAt).getTime();
}

/** The ladder after a final result: a winning challenger takes the opponent's rank (§4); else no change. */
export function ladderAfterResult(
  ladder: Rung[],
  challengerId: string,
  opponentId: string,
  winnerId: string,
): Rung[] {
  return winnerId === challengerId ? challengerWins(ladder, challengerId, opponentId) : ladder;
}

/**
 * The ladder after staff change a final result's winner. Challenger's win taken back: the challenger
 * returns to the rank they had before the match (`challengerRankBefore`, from the ladder history;
 * null when the win moved nothing) and those they passed move back up. Opponent's win turned into the
 * challenger's: the challenger takes the opponent's rank as if the match had been confirmed so.
 */
export function ladderAfterCorrection(
  ladder: Rung[],
  challengerId: string,
  opponentId: string,
  oldWinnerId: string | null,
  newWinnerId: string,
  challengerRankBefore: number | null,
): Rung[] {
  if (oldWinnerId === newWinnerId) return ladder;
  if (newWinnerId === challengerId) return challengerWins(ladder, challengerId, opponentId);
  if (oldWinnerId === challengerId && challengerRankBefore !== null)
    return moveToRank(ladder, challengerId, challengerRankBefore);
  return ladder;
}

export interface DecidedMatch {
  winnerId: string;
  loserId: string;
  /** The Istanbul calendar date the result became final (YYYY-MM-DD). */
  decidedOn: string;
}

/** A final result or a staff cancellation that named who did not show: the winner and the loser. */
export interface DecidedMatchFacts {
  player1Id: string;
  player2Id: string;
  winnerId: string;
  /** The Istanbul calendar date it became final (YYYY-MM-DD). */
  decidedOn: string;
  /** The instant it became final (ISO 8601), to tell it from a season's close on the same day. */
  decidedAt: string;
}

/** A rejected offer: the offerer is deemed the winner (§4), the rejecting opponent the loser. */
export interface RejectionFacts {
  offererId: string;
  opponentId: string;
  /** The Istanbul calendar date of the rejection (YYYY-MM-DD). */
  decidedOn: string;
  /** The instant of the rejection (ISO 8601). */
  decidedAt: string;
}

/**
 * The defeats maxDaysToRePlay counts: a played loss and a no-show, and a rejection too, which is a
 * loss by forfeit. So the player who rejected cannot challenge the winner straight back (and have
 * that offer rejected in turn to win the rank back) before the window ends.
 *
 * `freshStartAt`: when the league last closed a season with its ladder reset ('Sıralamayı
 * sıfırla'). The new season is a fresh start with no earned places, so a defeat decided by then
 * (at the close itself too: the close writes the reports the 48-hour clock confirmed) no longer
 * counts. A season continued with its final order is no fresh start: its defeats keep their wait.
 */
export function defeatsForRechallenge(
  decided: readonly DecidedMatchFacts[],
  rejections: readonly RejectionFacts[],
  freshStartAt: string | null = null,
): DecidedMatch[] {
  const start = freshStartAt ? new Date(freshStartAt).getTime() : null;
  const counts = (d: { decidedAt: string }) => start === null || new Date(d.decidedAt).getTime() > start;
  return [
    ...decided.filter(counts).map((d) => ({
      winnerId: d.winnerId,
      loserId: d.winnerId === d.player1Id ? d.player2Id : d.player1Id,
      decidedOn: d.decidedOn,
    })),
    ...rejections
      .filter(counts)
      .map((r) => ({ winnerId: r.offererId, loserId: r.opponentId, decidedOn: r.decidedOn })),
  ];
}

/**
 * maxDaysToRePlay: a player beaten by someone cannot challenge that same player again for that
 * many days. Counted in Istanbul calendar days: beaten on 1 Nov with 30 days, the challenge opens
 * on 1 Dec. Returns the date it opens (YYYY-MM-DD), or null when it is open today.
 */
export function rechallengeOpensOn(
  decided: readonly DecidedMatch[],
  challengerId: string,
  opponentId: string,
  maxDaysToRePlay: number,
  today: string,
): string | null {
  let opens: string | null = null;
  for (const d of decided) {
    if (d.loserId !== challengerId || d.winnerId !== opponentId) continue;
    const on = addDays(new Date(`${d.decidedOn}T00:00:00Z`), maxDaysToRePlay)
      .toISOString()
      .slice(0, 10);
    if (on > today && (!opens || on > opens)) opens = on;
  }
  return opens;
}

/**
 * Where a staff entry or correction of a league match's result leaves its players, known before it
 * is saved. Staff lists carry these facts of each league match whose result would move the ladder
 * (null when it moves nobody: a player no longer on the ladder, or agreed before a reset).
 */
export interface LadderFacts {
  player1Rank: number;
  player2Rank: number;
  /** How many players the ladder has. */
  size: number;
  /** The result is already final: a new one corrects it (`ladderAfterCorrection`). */
  corrects: boolean;
  /** The winner the final result has now (a correction's old winner). */
  winner: Side | null;
  /** The challenger's rank before the move up this match caused (null: it moved nobody). */
  challengerRankBefore: number | null;
}

export interface RankMove {
  from: number;
  to: number;
}

/** What a result does to the ladder: each player's move (null: stays) and how many between move. */
export interface LadderMove {
  p1: RankMove | null;
  p2: RankMove | null;
  /** Players between the two who move one place (down for a challenger's win, up when taken back). */
  between: number;
}

/** Turns the ladder's changes into a LadderMove for the two players. */
export function ladderMoveOf(
  changes: { userId: string; oldRank: number | null; newRank: number | null }[],
  player1Id: string,
  player2Id: string,
): LadderMove {
  const moveOf = (id: string): RankMove | null => {
    const c = changes.find((x) => x.userId === id);
    return c && c.oldRank !== null && c.newRank !== null && c.oldRank !== c.newRank
      ? { from: c.oldRank, to: c.newRank }
      : null;
  };
  return {
    p1: moveOf(player1Id),
    p2: moveOf(player2Id),
    between: changes.filter(
      (c) => c.userId !== player1Id && c.userId !== player2Id && c.oldRank !== null && c.newRank !== null,
    ).length,
  };
}

/**
 * The move the server will make when staff give `winner` the win, by the same rules it applies:
 * `ladderAfterResult` for a result entered, `ladderAfterCorrection` for a final one corrected.
 */
export function staffResultMove(facts: LadderFacts, winner: Side): LadderMove {
  const ids = Array.from({ length: facts.size }, (_, i) => `#${i + 1}`);
  ids[facts.player1Rank - 1] = 'p1';
  ids[facts.player2Rank - 1] = 'p2';
  const ladder: Rung[] = ids.map((userId, i) => ({ userId, rank: i + 1 }));
  const after = facts.corrects
    ? ladderAfterCorrection(ladder, 'p1', 'p2', facts.winner, winner, facts.challengerRankBefore)
    : ladderAfterResult(ladder, 'p1', 'p2', winner);
  return ladderMoveOf(rankChanges(ladder, after), 'p1', 'p2');
}
