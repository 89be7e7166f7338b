import { messages } from '../../../shared/messages.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { notify } from '../../lib/notify.js';

interface Person {
  userId: string;
  firstName: string;
  lastName: string;
}

/**
 * Asks before taking a person off a league's list (a moderator, a player): on Remove the mutation
 * runs with their user id; success closes the dialog and says so, a failure closes it and the
 * caller shows the mutation's error beside the list.
 */
export function RemovePersonDialog<P extends Person>({
  person,
  onClose,
  remove,
  title,
  confirmLabel,
  question,
  removed,
  onRemoved,
}: {
  /** Whom the dialog asks about; null keeps it closed. */
  person: P | null;
  onClose: () => void;
  remove: {
    isPending: boolean;
    mutate: (userId: string, options: { onSuccess: () => void; onError: () => void }) => void;
  };
  title: string;
  confirmLabel: string;
  question: (person: P) => string;
  /** The notice after a removal, naming whom it took off where that helps find the row's place. */
  removed: string | ((person: P) => string);
  /** Says the notice in the dialog the person was removed from, instead of a toast over it. */
  onRemoved?: (notice: string) => void;
}) {
  return (
    <ConfirmDialog
      opened={person !== null}
      onClose={onClose}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={messages.confirmations.cancel}
      color="red"
      centered
      loading={remove.isPending}
      onConfirm={() =>
        person &&
        remove.mutate(person.userId, {
          onSuccess: () => {
            onClose();
            const notice = typeof removed === 'string' ? removed : removed(person);
            if (onRemoved) onRemoved(notice);
            else notify({ color: 'teal', message: notice });
          },
          onError: onClose,
        })
      }
    >
      {person && question(person)}
    </ConfirmDialog>
  );
}
