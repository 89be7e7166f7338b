import type { ScoreFormat } from '../../shared/rules/score.js';

/** A match without a league (added by an admin in /macm) is judged with the default format. */
export const DEFAULT_FORMAT: ScoreFormat = {
  setCount: 3,
  gameFormat: 6,
  setDecisionsFormat: 'Super',
  setTieBreakScore: 7,
  superTieBreak: 10,
};

/** The score format a match is judged by: its league's, or the default for a match without one. */
export const scoreFormatOf = (league: ScoreFormat | null | undefined): ScoreFormat =>
  league
    ? {
        setCount: league.setCount,
        gameFormat: league.gameFormat,
        setDecisionsFormat: league.setDecisionsFormat,
        setTieBreakScore: league.setTieBreakScore,
        superTieBreak: league.superTieBreak,
      }
    : DEFAULT_FORMAT;
