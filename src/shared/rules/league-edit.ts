// A league edit while play is under way (docs/spec-decisions.md): what may not change. Apart from
// rules/league.ts, which the players' first screens read, so they do not carry it.
import { staffMessages } from '../staff-messages.js';
import { formatDate } from '../time.js';

/** The settings that decide how a match's score is read (shared/rules/score.ts' ScoreFormat). */
export const SCORE_FORMAT_FIELDS = [
  'setCount',
  'gameFormat',
  'setDecisionsFormat',
  'setTieBreakScore',
  'superTieBreak',
] as const;

/** What is under way in a league: matches not yet decided and offers waiting for an answer. */
export interface RunningPlay {
  matches: number;
  offers: number;
  /** The Istanbul day the earliest of them began (an offer sent, a match agreed); null with none. */
  since: string | null;
}

type ScoreFormatValues = Record<(typeof SCORE_FORMAT_FIELDS)[number], string | number>;

/**
 * Why a league edit is refused while play is under way, keyed by the field to fix, or null.
 * The score format stays while matches are undecided or offers wait: the players agreed to a match
 * under it, and a score reported under it would no longer read (a 6-3 6-2 is not a finished
 * five-set match). The start date does not move past the day the earliest of them began: they
 * belong to this season, and a season does not start after its own matches.
 */
export function leagueEditRefusal(
  before: ScoreFormatValues & { startDate: string },
  after: ScoreFormatValues & { startDate: string },
  running: RunningPlay,
): { field: string; message: string } | null {
  if (running.matches + running.offers === 0) return null;
  const changed = SCORE_FORMAT_FIELDS.find((k) => String(before[k]) !== String(after[k]));
  if (changed) return { field: changed, message: staffMessages.formatWhileRunning(running) };
  if (running.since && after.startDate > running.since && after.startDate !== before.startDate)
    return {
      field: 'startDate',
      message: staffMessages.startAfterRunning(running, formatDate(running.since)),
    };
  return null;
}
