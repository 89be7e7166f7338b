import type { Outcome } from '../../../shared/rules/results.js';
import type { ScoreFormat, SetScore } from '../../../shared/rules/score.js';

/** One set's row of the score form, as typed: games, and tie-break points when the set went to one. */
export interface ScoreRow {
  p1: string;
  p2: string;
  tb1: string;
  tb2: string;
}

export const emptyScoreRow: ScoreRow = { p1: '', p2: '', tb1: '', tb2: '' };

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** Whether a row holds a game count in either box. */
export const isTyped = (r: ScoreRow) => r.p1 !== '' || r.p2 !== '';

/** Whether row `i` asks for the set's tie-break (7-6, or 6-6 when a player retired during it). */
export function needsTieBreak(f: ScoreFormat, outcome: Outcome, r: ScoreRow, i: number): boolean {
  if (f.setDecisionsFormat === 'Super' && i === f.setCount - 1) return false;
  const g = f.gameFormat;
  const a = num(r.p1);
  const b = num(r.p2);
  return (Math.max(a, b) === g + 1 && Math.min(a, b) === g) || (outcome === 'retired' && a === g && b === g);
}

export interface ReadRows {
  /** The sets to send, in order. */
  sets: SetScore[];
  /** The first row that must still be filled in: one box typed and the other empty, or an empty row before a typed one. */
  incomplete: number | null;
  /** How many rows the form shows. */
  visible: number;
  /** The number of sets after which the typed sets decided the match (null while it is open). */
  decidedAfter: number | null;
}

/**
 * Reads the score form's rows. The form shows the rows needed to win, one more while the match is
 * still open, and every row that holds a game count: a value is never hidden, so a set the user
 * can no longer see is never sent nor complained about, and a set typed past the end of the match
 * stays in view to be cleared. A walkover has no score: its rows are neither shown nor read.
 */
export function readScoreRows(f: ScoreFormat, outcome: Outcome, rows: ScoreRow[]): ReadRows {
  if (outcome === 'walkover') return { sets: [], incomplete: null, visible: 0, decidedAfter: null };
  const rowCount = Math.min(rows.length, f.setCount);
  let lastTyped = -1;
  for (let i = 0; i < rowCount; i++) if (isTyped(rows[i])) lastTyped = i;

  const sets: SetScore[] = [];
  let incomplete: number | null = null;
  for (let i = 0; i <= lastTyped; i++) {
    const r = rows[i];
    if (r.p1 === '' || r.p2 === '') {
      incomplete = i;
      break;
    }
    sets.push({
      p1: num(r.p1),
      p2: num(r.p2),
      ...(needsTieBreak(f, outcome, r, i) && (r.tb1 || r.tb2)
        ? { tieBreak: { p1: num(r.tb1), p2: num(r.tb2) } }
        : {}),
    });
  }

  const needed = Math.floor(f.setCount / 2) + 1;
  const wins = { p1: 0, p2: 0 };
  let decidedAfter: number | null = null;
  for (const [i, s] of sets.entries()) {
    wins[s.p1 > s.p2 ? 'p1' : 'p2']++;
    if (decidedAfter === null && (wins.p1 === needed || wins.p2 === needed)) decidedAfter = i + 1;
  }
  const open = wins.p1 < needed && wins.p2 < needed;
  const visible = Math.min(rowCount, Math.max(needed, open ? sets.length + 1 : sets.length, lastTyped + 1));
  return { sets, incomplete, visible, decidedAfter };
}
