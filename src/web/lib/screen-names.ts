import { messages } from '../../shared/messages.js';

/**
 * The offer screens' names, each the browser tab's title and the screen's heading alike. /match is
 * named as its link reads, 'Maç Teklif Et' (the spec's "propose a match"); /match_rew 'Maç
 * Teklifleri' (docs/spec-decisions.md), since it holds the offers received, sent and past ('Gelen
 * Teklifler' named only its first tab); its link keeps the spec's "view proposals", 'Teklifleri Gör'.
 */
export const offerScreenNames = {
  match: messages.titles.match,
  matchReview: 'Maç Teklifleri',
} as const;
