import { describe, expect, it } from 'vitest';
import type { ScoreFormat } from '../../../shared/rules/score.js';
import { emptyScoreRow, readScoreRows, type ScoreRow } from './score-rows.js';

const bestOf3: ScoreFormat = {
  setCount: 3,
  gameFormat: 6,
  setDecisionsFormat: 'Super',
  setTieBreakScore: 7,
  superTieBreak: 10,
};
const bestOf5: ScoreFormat = { ...bestOf3, setCount: 5, setDecisionsFormat: 'Set' };

/** Rows as typed: '6-2', '10-' (one box), '' (empty); the rest of the format's rows empty. */
function rows(f: ScoreFormat, ...typed: string[]): ScoreRow[] {
  return Array.from({ length: f.setCount }, (_, i) => {
    const [p1 = '', p2 = ''] = (typed[i] ?? '').split('-');
    return { ...emptyScoreRow, p1, p2 };
  });
}

describe('readScoreRows', () => {
  it('shows the rows needed to win, and the next one while the match is open', () => {
    expect(readScoreRows(bestOf3, 'normal', rows(bestOf3))).toMatchObject({ sets: [], visible: 2 });
    expect(readScoreRows(bestOf3, 'normal', rows(bestOf3, '6-2', '3-6'))).toMatchObject({
      visible: 3,
      decidedAfter: null,
      incomplete: null,
    });
    expect(readScoreRows(bestOf3, 'normal', rows(bestOf3, '6-2', '6-3'))).toEqual({
      sets: [
        { p1: 6, p2: 2 },
        { p1: 6, p2: 3 },
      ],
      visible: 2,
      decidedAfter: 2,
      incomplete: null,
    });
  });

  it('keeps a set typed after the match was decided in view, and sends it to be refused', () => {
    // 2-6 6-3 10-7 corrected to 6-2 6-3: the third set is still there to be seen and cleared.
    const read = readScoreRows(bestOf3, 'normal', rows(bestOf3, '6-2', '6-3', '10-7'));
    expect(read).toMatchObject({ visible: 3, decidedAfter: 2, incomplete: null });
    expect(read.sets).toHaveLength(3);
  });

  it('keeps a half-cleared row in view while it asks for its other box', () => {
    for (const third of ['10-', '-7']) {
      expect(readScoreRows(bestOf3, 'normal', rows(bestOf3, '6-2', '6-3', third))).toMatchObject({
        visible: 3,
        incomplete: 2,
        decidedAfter: 2,
        sets: [
          { p1: 6, p2: 2 },
          { p1: 6, p2: 3 },
        ],
      });
    }
    // Both boxes emptied: the row goes and nothing is left to complain about.
    expect(readScoreRows(bestOf3, 'normal', rows(bestOf3, '6-2', '6-3', ''))).toMatchObject({
      visible: 2,
      incomplete: null,
    });
  });

  it('asks for an empty set left before a typed one instead of dropping the later one unseen', () => {
    const read = readScoreRows(bestOf5, 'normal', rows(bestOf5, '6-2', '', '', '6-4'));
    expect(read).toMatchObject({ incomplete: 1, visible: 4, sets: [{ p1: 6, p2: 2 }] });
  });

  it('reads a tie-break only where the set went to one', () => {
    const typed = rows(bestOf3, '7-6', '6-4');
    typed[0] = { ...typed[0], tb1: '7', tb2: '5' };
    typed[1] = { ...typed[1], tb1: '7', tb2: '5' };
    expect(readScoreRows(bestOf3, 'normal', typed).sets).toEqual([
      { p1: 7, p2: 6, tieBreak: { p1: 7, p2: 5 } },
      { p1: 6, p2: 4 },
    ]);
  });

  it('shows and reads no row for a walkover, whatever was typed', () => {
    expect(readScoreRows(bestOf3, 'walkover', rows(bestOf3, '6-2', '10-'))).toEqual({
      sets: [],
      incomplete: null,
      visible: 0,
      decidedAfter: null,
    });
  });
});
