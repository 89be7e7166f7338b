import { Alert, Text } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { Modal } from '../../components/Modal.js';
import { ApiError } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { useLeague, useUpdateLeague } from './api.js';
import { LeagueForm, leagueToValues } from './LeagueForm.js';
import { useIsPhone } from './useIsPhone.js';

const m = messages.league;

/** The league edit form (spec §2): loads by id, same tabs plus 'Lig Aktif', 'Kaydet', red alert errors. */
export function EditLeagueDialog({ leagueId, onClose }: { leagueId: string | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
      opened={leagueId !== null}
      onClose={onClose}
      title="Ligi Düzenle"
      size="xl"
      fullScreen={phone}
    >
      {leagueId !== null && <EditLeagueBody leagueId={leagueId} onSaved={onClose} />}
    </Modal>
  );
}

function EditLeagueBody({ leagueId, onSaved }: { leagueId: string; onSaved: () => void }) {
  const query = useLeague(leagueId || undefined);
  const update = useUpdateLeague(leagueId);
  if (!leagueId) {
    return (
      <Alert color="red" role="alert">
        {m.invalidId}
      </Alert>
    );
  }
  if (query.isPending) return <Text role="status">{messages.common.loading}</Text>;
  if (query.isError) {
    const error = query.error;
    const text =
      error instanceof ApiError && error.status === 404
        ? m.notFound
        : error instanceof ApiError && error.status === 400
          ? m.invalidId
          : m.loadError;
    return (
      <Alert color="red" role="alert">
        {text}
      </Alert>
    );
  }
  return (
    <LeagueForm
      key={query.data.id}
      initialValues={leagueToValues(query.data)}
      submitLabel={messages.common.save}
      withActive
      running={query.data.running}
      pending={update.isPending}
      error={update.error}
      errorFallback={m.updateError}
      onSubmit={async (body) => {
        try {
          await update.mutateAsync(body);
          notify({ color: 'teal', message: m.saved });
          onSaved();
          return true;
        } catch (failure) {
          return failure;
        }
      }}
    />
  );
}
