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
      {me.profile && (
        <Suspense fallback={null}>
          <NotificationSettingsCard />
          <AccountSection email={me.email} />
        </Suspense>
      )}
      {/* KVKK: the data download and account deletion, with or without a completed profile. */}
      <Suspense fallback={null}>
        <PrivacySection />
      </Suspense>
    </Stack>
  );
}
