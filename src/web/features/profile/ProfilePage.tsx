import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-screen.js';
import { useSignedInUser } from '../../lib/session.js';
import { ProfileForm } from './ProfileForm.js';

// The notification settings and "Hesabım" sit below the profile form: their code loads after the
// form has drawn, so it does not weigh on the screen's first render (bench/budgets.ts). Parts, not
// screens: a download that fails offline is tried again once the connection is back, and the form
// above stays in use meanwhile.
const NotificationSettingsCard = lazyPart(
  () => import('./NotificationSettingsCard.js'),
  'NotificationSettingsCard',
);
const AccountSection = lazyPart(() => import('./AccountSection.js'), 'AccountSection');
const PrivacySection = lazyPart(() => import('./PrivacySection.js'), 'PrivacySection');

export default function ProfilePage() {
  const me = useSignedInUser();
  return (
    <Stack gap="lg">
      <ProfileForm me={me} />
      {/* One boundary: the parts below the form appear together, in their order. A part that
          arrived before the ones above it would be pushed down the screen when they came, under
          a finger about to tap it. */}
      <Suspense fallback={null}>
        {me.profile && (
          <>
            <NotificationSettingsCard />
            <AccountSection email={me.email} />
          </>
        )}
        {/* KVKK: the data download and account deletion, with or without a completed profile. */}
        <PrivacySection />
      </Suspense>
    </Stack>
  );
}
