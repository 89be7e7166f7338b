import type { TCandidate } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { LazyModal } from '../../components/LazyModal.js';
import { QueryState } from '../../components/QueryState.js';
import { useOffersOverview } from './api.js';
import { OfferFlow } from './OfferCard.js';

/** A player the ladder's "Meydan Oku" picked, in one of the player's leagues. */
export interface ChallengeTarget {
  leagueId: string;
  userId: string;
  name: string;
  rank: number;
}

/**
 * The dashboard's offer modal ('Teklif Edilebilecek Oyuncular') opened at step 1 for `target`:
 * the same flow as the offer card's, in the target's league. The server decides the offer. The
 * focus never falls to the page meanwhile: the send button keeps it while the offer goes out.
 */
export function ChallengeModal({
  target,
  onClose,
  onSent,
}: {
  target: ChallengeTarget | null;
  onClose: () => void;
  /** The offer went out: where the focus goes, at once (the dialog then closes). */
  onSent?: (target: ChallengeTarget) => void;
}) {
  const overview = useOffersOverview(target?.leagueId ?? null);
  const data = overview.data;
  const ready = target !== null && data?.league?.id === target.leagueId && !overview.isPlaceholderData;
  const candidate: TCandidate | null = target
    ? (data?.dashboardCandidates.find((c) => c.userId === target.userId) ?? {
        userId: target.userId,
        name: target.name,
        rank: target.rank,
        excused: false,
        offerable: true,
        reason: null,
        opensOn: null,
      })
    : null;
  return (
    <LazyModal
      opened={target !== null}
      onClose={onClose}
      title="Teklif Edilebilecek Oyuncular"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': messages.common.close }}
      // Once the offer is sent `onSent` has put the focus where it belongs; closing otherwise gives
      // it back to the opening button (components/Modal).
      returnFocus={false}
    >
      {/* Until the league's offers have arrived (a slow link, offline): a loader, or the failure
          with "Tekrar dene", never an empty dialog. */}
      {!ready && target !== null && (
        <QueryState
          query={{
            data: undefined,
            isPending: !overview.isError,
            isError: overview.isError,
            error: overview.error,
            refetch: overview.refetch,
            isFetching: overview.isFetching,
          }}
        >
          {() => null}
        </QueryState>
      )}
      {ready && data && (
        <OfferFlow
          key={`${target.leagueId}-${target.userId}`}
          data={data}
          initial={candidate}
          onDone={() => {
            onSent?.(target);
            onClose();
          }}
          switching={false}
          picker={() => null}
        />
      )}
    </LazyModal>
  );
}
