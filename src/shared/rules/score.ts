// Tennis score rules for a league's format (spec §3 league fields): which set scores are finished
// sets, who won the match, and a Turkish message that says what is wrong when it is impossible.

export interface ScoreFormat {
  /** Best of 3 or 5 sets. */
  setCount: number;
  /** Games that win a set: 4 or 6. */
  gameFormat: number;
  /** 'Super': the deciding set is a super tie-break; 'Set': a full set. */
  setDecisionsFormat: string;
  /** Points that win a set's tie-break (7). */
  setTieBreakScore: number;
  /** Points that win the super tie-break (10). */
  superTieBreak: number;
}

/** One set as entered: games of player 1 and player 2, and the tie-break points when it went to one. */
export interface SetScore {
  p1: number;
  p2: number;
  tieBreak?: { p1: number; p2: number } | null;
}

export type Side = 'p1' | 'p2';

export type ScoreVerdict =
  | { ok: true; winner: Side; setsWon: { p1: number; p2: number }; text: string }
  | { ok: false; message: string };

const fail = (message: string): ScoreVerdict => ({ ok: false, message });

/** A race to `target` points won by two: 7-5, 8-6, 10-8, 12-10 (not 9-5 or 11-8). */
function isFinishedRace(a: number, b: number, target: number): boolean {
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  if (hi < target || hi - lo < 2) return false;
  return hi === target || hi - lo === 2;
}

function isWholeNonNegative(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 99;
}

/** Checks one regular set; returns the winner or a message naming the set. */
function judgeSet(set: SetScore, index: number, f: ScoreFormat): Side | string {
  const label = `${index + 1}. set`;
  const { p1, p2 } = set;
  if (!isWholeNonNegative(p1) || !isWholeNonNegative(p2))
    return `${label}: oyun sayıları 0 veya daha büyük tam sayı olmalıdır.`;
  const g = f.gameFormat;
  const hi = Math.max(p1, p2);
  const lo = Math.min(p1, p2);
  const winner: Side = p1 > p2 ? 'p1' : 'p2';
  const finished = (hi === g && lo <= g - 2) || (hi === g + 1 && (lo === g - 1 || lo === g));
  if (!finished) return `${label}: ${p1}-${p2} tamamlanmış bir set değil.`;
  if (hi === g + 1 && lo === g) {
    const tb = set.tieBreak;
    if (!tb) return `${label}: ${p1}-${p2} biten sette tie-break skoru girilmelidir.`;
    if (
      !isWholeNonNegative(tb.p1) ||
      !isWholeNonNegative(tb.p2) ||
      !isFinishedRace(tb.p1, tb.p2, f.setTieBreakScore)
    ) {
      return `${label}: tie-break ${f.setTieBreakScore} sayıya ve 2 sayı farkla oynanır; ${tb.p1}-${tb.p2} geçerli değil.`;
    }
    if ((tb.p1 > tb.p2 ? 'p1' : 'p2') !== winner)
      return `${label}: tie-break'i seti kazanan oyuncu kazanmalıdır.`;
  } else if (set.tieBreak) {
    return `${label}: ${p1}-${p2} biten sette tie-break oynanmaz.`;
  }
  return winner;
}

/** Checks the super tie-break played as the deciding set (points in p1/p2). */
function judgeSuperTieBreak(set: SetScore, index: number, f: ScoreFormat): Side | string {
  const { p1, p2 } = set;
  if (!isWholeNonNegative(p1) || !isWholeNonNegative(p2) || !isFinishedRace(p1, p2, f.superTieBreak)) {
    return `${index + 1}. set (süper tie-break): ${f.superTieBreak} sayıya ve 2 sayı farkla oynanır; ${p1}-${p2} geçerli değil.`;
  }
  return p1 > p2 ? 'p1' : 'p2';
}

export function formatScore(sets: SetScore[]): string {
  return sets
    .map((s) =>
      s.tieBreak ? `${s.p1}-${s.p2}(${Math.min(s.tieBreak.p1, s.tieBreak.p2)})` : `${s.p1}-${s.p2}`,
    )
    .join(' ');
}

/**
 * Judges a completed match. Sets come in playing order; the match ends as soon as one player has
 * won the majority of `setCount`, and with 'Super' the deciding set is a super tie-break.
 */
export function judgeScore(f: ScoreFormat, sets: SetScore[]): ScoreVerdict {
  const needed = Math.floor(f.setCount / 2) + 1;
  if (!Array.isArray(sets) || sets.length === 0) return fail('En az bir set skoru girilmelidir.');
  if (sets.length > f.setCount) return fail(`Bu ligde maçlar en fazla ${f.setCount} set sürer.`);
  const won = { p1: 0, p2: 0 };
  for (let i = 0; i < sets.length; i++) {
    if (won.p1 === needed || won.p2 === needed) return fail('Maç bittikten sonra set girilemez.');
    const deciding = i === f.setCount - 1;
    const verdict =
      deciding && f.setDecisionsFormat === 'Super'
        ? judgeSuperTieBreak(sets[i], i, f)
        : judgeSet(sets[i], i, f);
    if (verdict !== 'p1' && verdict !== 'p2') return fail(verdict);
    won[verdict]++;
  }
  if (won.p1 < needed && won.p2 < needed) {
    return fail(`Maçı kazanmak için ${needed} set kazanılmalıdır; girilen skorla kazanan belli değil.`);
  }
  return { ok: true, winner: won.p1 > won.p2 ? 'p1' : 'p2', setsWon: won, text: formatScore(sets) };
}

/** One set as typed: "6-4", "7-6(5)" (the loser's tie-break points), "7-6(7-5)", "10-8"; '-', '–', ':' or '/' between the games. */
const TYPED_SET = /^(\d{1,2})[-–:/](\d{1,2})(?:\((\d{1,2})(?:[-–:/](\d{1,2}))?\))?$/;

/**
 * Reads a score typed as text, player 1's games first ("6-4 3-6 10-8", "7-6(5), 6-4"), into sets
 * for `judgeScore`; formatScore's text reads back as the sets it was made from. A tie-break given
 * by the loser's points alone ("(5)") was won by the set's winner by two, or to the format's
 * tie-break target. Returns a Turkish message when the text is not a score.
 */
export function parseScore(f: ScoreFormat, text: string): SetScore[] | string {
  // Spaces only separate sets: those around a dash and inside a tie-break's parentheses go first.
  const parts = text
    .replace(/\s*([-–:/(])\s*/g, '$1')
    .replace(/\s+\)/g, ')')
    .split(/[\s,;]+/)
    .filter((p) => p !== '');
  if (parts.length === 0) return 'Skoru giriniz (ör. 6-4 6-3).';
  const sets: SetScore[] = [];
  for (const part of parts) {
    const found = TYPED_SET.exec(part);
    if (!found)
      return `"${part}" bir set skoru olarak okunamadı; setleri 6-4 6-3 ya da 7-6(5) 6-4 gibi yazınız.`;
    const [, a, b, tbA, tbB] = found;
    const set: SetScore = { p1: Number(a), p2: Number(b) };
    if (tbA !== undefined && tbB !== undefined) set.tieBreak = { p1: Number(tbA), p2: Number(tbB) };
    else if (tbA !== undefined) {
      const lost = Number(tbA);
      const won = Math.max(f.setTieBreakScore, lost + 2);
      set.tieBreak = set.p1 > set.p2 ? { p1: won, p2: lost } : { p1: lost, p2: won };
    }
    sets.push(set);
  }
  return sets;
}

/** One set of a recorded score: "6-4", "7-6(5)", "7-6(7-5)", a retirement's "2-1"; the separators parseScore reads. */
const RECORDED_SET = /^(\d{1,2})([-–:/])(\d{1,2})(?:\((\d{1,2})(?:([-–:/])(\d{1,2}))?\))?$/;

/**
 * A recorded score (player 1's games first: '6-4 7-6(5)', '6-4 2-1 (çekilme)', 'Hükmen') read from
 * the given player's side, their games first: player 2 reads '4-6 6-7(5)', '4-6 1-2 (çekilme)'. A
 * tie-break given by the loser's points alone stays as it is; one given in full is turned too.
 * Words without digits ('Hükmen', '(çekilme)') stay. Null when the text is not such a score (a
 * match without a league keeps its score as typed): it cannot be turned, only labelled.
 */
export function scoreFromSide(score: string, side: Side): string | null {
  if (side === 'p1') return score;
  const parts = score.split(/(\s+|,\s*|;\s*)/);
  const turned: string[] = [];
  for (const [i, part] of parts.entries()) {
    // Odd places hold the separators split kept.
    if (i % 2 === 1 || part === '' || !/\d/.test(part)) {
      turned.push(part);
      continue;
    }
    const found = RECORDED_SET.exec(part);
    if (!found) return null;
    const [, a, dash, b, tbA, tbDash, tbB] = found;
    const tieBreak = tbA === undefined ? '' : tbB === undefined ? `(${tbA})` : `(${tbB}${tbDash}${tbA})`;
    turned.push(`${b}${dash}${a}${tieBreak}`);
  }
  return turned.join('');
}
