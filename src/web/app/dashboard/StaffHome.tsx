import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { TMe } from '../../../shared/contract/profile.js';
import { StaffOverviewPanel } from '../../features/admin/StaffOverviewPanel.js';
import { AnnouncementsCard } from '../../features/announcements/AnnouncementsCard.js';
import { useMyLeagues } from '../../features/leagues/api.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { motivationFor } from './motivation.js';

/** An admin or a league's moderator: their home leads with what waits for them. */
export const isStaff = (me: TMe) => me.isAdmin || me.moderatedLeagueIds.length > 0;

/**
 * True for staff who play in no league (or while that is not known yet): their home is the staff
 * panel alone, without the player's cards and their calls to join a league or report an excuse.
 */
export function useStaffOnly(me: TMe): boolean {
  const staff = isStaff(me);
  const mine = useMyLeagues();
  return staff && (mine.data?.length ?? 0) === 0;
}

/** The home of staff who do not play: the greeting, what waits for them, the announcements. */
export function StaffHome({ me, firstName }: { me: TMe; firstName: string }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Merhaba, {firstName}!
        </Title>
        <Text c="dimmed">{motivationFor(new Date())}</Text>
      </div>
      <StaffOverviewPanel />
      {!me.isAdmin && (
        <Anchor
          component={Link}
          to={paths.leagueSettings}
          fw={600}
          mih={44}
          w="fit-content"
          style={{ display: 'inline-flex', alignItems: 'center' }}
        >
          Moderatörü olduğunuz ligleri yönetin
        </Anchor>
      )}
      <AnnouncementsCard />
    </Stack>
  );
}
