import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { ReadWaiting } from '../../components/QueryState.js';
import { StaffOverviewPanel } from '../../features/admin/StaffOverviewPanel.js';
import { AnnouncementsCard } from '../../features/announcements/AnnouncementsCard.js';
import { ChallengeModal, type ChallengeTarget } from '../../features/challenges/ChallengeModal.js';
import { OfferCard } from '../../features/challenges/OfferCard.js';
import { PendingOffersCard } from '../../features/challenges/PendingOffersCard.js';
import { ExcuseCard } from '../../features/excuses/ExcuseCard.js';
import { TodoStrip, useTodoWaiting } from '../../features/home/TodoStrip.js';
import { JoinedLeagueCard } from '../../features/leagues/JoinedLeagueCard.js';
import { JoinFirstNote } from '../../features/leagues/JoinFirstNote.js';
import { focusLadderRow, ParticipantsCard } from '../../features/leagues/ParticipantsCard.js';
import { NotificationsCard } from '../../features/notifications/NotificationsCard.js';
import { LeagueResultsCard } from '../../features/results/LeagueResultsCard.js';
import { UpcomingMatchesCard } from '../../features/results/UpcomingMatchesCard.js';
import { paths } from '../../lib/paths.js';
import { Navigate } from '../../lib/router.js';
import { useSignedInUser } from '../../lib/session.js';
import { motivationFor } from './motivation.js';
import { isStaff, StaffHome, useStaffOnly } from './StaffHome.js';

/**
 * The player's dashboard. The app layer composes it from each feature's cards, since features do
 * not import each other: "Yapılacaklar" first, then the ladder (whose "Meydan Oku" opens the
 * offer flow of the challenges feature), then the other cards.
 */
export default function DashboardPage() {
  const me = useSignedInUser();
  const [challenge, setChallenge] = useState<ChallengeTarget | null>(null);
  const staffOnly = useStaffOnly(me);
  // What is below the strip shows once the strip knows whether it has anything: on a slow
  // connection the ladder drew first and the strip then pushed it down, under a finger about to tap.
  // The cards are laid out meanwhile, unseen and out of reach, so their reads go out at once as
  // before and the ladder can already scroll the player's row into its middle.
  const waiting = useTodoWaiting();
  const todoWaiting = waiting !== null && !staffOnly;
  if (!me.profile) return <Navigate to={paths.home} replace />;
  if (staffOnly) return <StaffHome me={me} firstName={me.profile.firstName} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Merhaba, {me.profile.firstName}!
        </Title>
        <Text c="dimmed">{motivationFor(new Date())}</Text>
      </div>
      {isStaff(me) && <StaffOverviewPanel />}
      <TodoStrip />
      <Box pos="relative">
        {todoWaiting &&
          (waiting === 'offline' ? (
            // Offline with nothing read yet: said, not a grey card that would stay until the connection does.
            <Box pos="absolute" top={0} left={0} right={0}>
              <ReadWaiting />
            </Box>
          ) : (
            // A grey card where the ladder will be, in the loading look of the page's shell (index.html).
            <Box pos="absolute" top={0} left={0} right={0} role="status" aria-label={messages.common.loading}>
              <div className="rk-card" style={{ marginTop: 0 }} />
            </Box>
          ))}
        <Stack gap="lg" style={todoWaiting ? { visibility: 'hidden' } : undefined}>
          <ParticipantsCard onChallenge={setChallenge} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <JoinedLeagueCard />
            <NotificationsCard />
            <PendingOffersCard />
            <ExcuseCard />
            <OfferCard noLeagueNote={<JoinFirstNote />} />
            <UpcomingMatchesCard />
            <LeagueResultsCard />
          </SimpleGrid>
          <AnnouncementsCard />
        </Stack>
      </Box>
      <ChallengeModal
        target={challenge}
        onClose={() => setChallenge(null)}
        // The player's row takes the focus as the dialog closes: its button goes once the ladder
        // shows the offer waiting.
        onSent={(sent) => focusLadderRow(sent.userId)}
      />
    </Stack>
  );
}
