import { Group, Paper, Stack, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { QueryState } from '../../components/QueryState.js';
import { StandaloneLink } from '../../components/StandaloneLink.js';
import { notify } from '../../lib/notify.js';
import { paths } from '../../lib/paths.js';
import { useCreateLeague, useGeneralSettings } from './api.js';
import { emptyLeagueValues, LeagueForm } from './LeagueForm.js';

/** /addleague (admins): the league creation form; after a successful add it resets to defaults. */
export default function AddLeaguePage() {
  const create = useCreateLeague();
  const settings = useGeneralSettings();
  return (
    <Stack maw={820} mx="auto">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz="h2">
          Lig Ekle
        </Title>
        <StandaloneLink to={paths.leagueSettings}>Lig Ayarları</StandaloneLink>
      </Group>
      <Paper withBorder p="lg">
        <QueryState query={settings}>
          {(general) => (
            <LeagueForm
              initialValues={emptyLeagueValues(general.matchCompletionDeadline)}
              submitLabel="Lig Ekle"
              pending={create.isPending}
              error={create.error}
              errorFallback={messages.league.createError}
              resetOnSuccess
              onSubmit={async (body) => {
                try {
                  const league = await create.mutateAsync(body);
                  notify({ color: 'teal', message: `${messages.league.created} (${league.name})` });
                  return true;
                } catch (failure) {
                  return failure;
                }
              }}
            />
          )}
        </QueryState>
      </Paper>
    </Stack>
  );
}
