import { Button, Loader, Text } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useMyApplications } from './api.js';
import { pendingApplication } from './labels.js';

/**
 * What a player in no league needs before a challenge: the approval of the application they made,
 * or a league to apply to. Shown where a challenge would start (the dashboard's offer card), so it
 * says the same as the league card beside it.
 */
export function JoinFirstNote() {
  const applications = useMyApplications();
  // Until the applications are read, nothing is said rather than something that may turn out untrue.
  if (applications.isPending) return <Loader size="sm" aria-label={messages.common.loading} />;
  const pending = pendingApplication(applications.data);
  if (pending) return <Text size="sm">{messages.offers.afterApproval(pending.leagueName)}</Text>;
  return (
    <>
      <Text size="sm">{messages.offers.joinFirst}</Text>
      <Button component={Link} to={paths.leagues} mt="auto">
        Ligleri Görüntüle
      </Button>
    </>
  );
}
