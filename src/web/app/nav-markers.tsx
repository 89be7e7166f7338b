import { Badge } from '@mantine/core';
import { useOffersOverview } from '../features/challenges/api.js';
import { awaitingAnswer } from '../features/challenges/awaiting-answer.js';
import { useUnreadCount } from '../features/notifications/api.js';

/** The count of offers waiting for the player's answer beside "Teklifleri Gör" in the menu. */
export function PendingOffersBadge() {
  const pending = awaitingAnswer(useOffersOverview().data).received.length;
  if (pending === 0) return null;
  return (
    <Badge color="red.8" size="sm" circle={pending < 10} aria-label={`${pending} yanıt bekleyen teklif`}>
      {pending}
    </Badge>
  );
}

const Dot = ({ className, label }: { className: string; label: string }) => (
  <span className={className} role="img" aria-label={label} />
);
const LABEL = 'Sizi bekleyen bir şey var';

function UnreadDot({ className }: { className: string }) {
  const unread = useUnreadCount().data?.unread ?? 0;
  return unread > 0 ? <Dot className={className} label={LABEL} /> : null;
}

function PlayerDot({ className }: { className: string }) {
  const unread = useUnreadCount().data?.unread ?? 0;
  const pending = awaitingAnswer(useOffersOverview().data).received.length;
  return unread + pending > 0 ? <Dot className={className} label={LABEL} /> : null;
}

/**
 * A dot on the menu button when something waits behind it: unread notifications, or offers to
 * answer (a player's read only: someone still without a profile has no offers).
 */
export function MenuMarker({ player, className }: { player: boolean; className: string }) {
  return player ? <PlayerDot className={className} /> : <UnreadDot className={className} />;
}
