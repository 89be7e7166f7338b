import type { TOffersOverview } from '../../../shared/contract/offers.js';
import { isAnswerable } from '../../../shared/rules/instants.js';

/**
 * The pending offers, received and sent, that still wait for an answer at the read's time: one
 * past its answer time can no longer be accepted (the reminder job closes it within its hours), so
 * the counts leave it out, though /match_rew still lists it as ended.
 */
export function awaitingAnswer(overview: TOffersOverview | undefined) {
  if (!overview) return { received: [], sent: [] };
  const now = new Date(overview.now);
  const open = (o: TOffersOverview['received'][number]) => isAnswerable(new Date(o.respondBy), now);
  return { received: overview.received.filter(open), sent: overview.sent.filter(open) };
}
