import type { TSetScore } from '../../../shared/contract/results.js';
import type { FinalResult } from '../../domain/finalize-result.js';
import type { MatchRow } from '../../domain/match-lock.js';

/** The reported result kept on a match row, as finalizeResult takes it. */
export function storedResult(match: MatchRow): FinalResult {
  return {
    outcome: match.outcome as FinalResult['outcome'],
    sets: Array.isArray(match.sets) ? (match.sets as TSetScore[]) : [],
    score: match.score ?? '',
    winnerId: match.winnerId!,
  };
}
