import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSignedInUser } from '../../lib/session.js';
import { ProfileForm } from './ProfileForm.js';

// The notification settings and "Hesabım" sit below the profile form: their code loads after the
// form has drawn, so it does not weigh on the screen's first render (bench/budgets.ts).
const NotificationSettingsCard = lazy(() =>
  import('./NotificationSettingsCard.js').then((m) => ({ default: m.NotificationSettingsCard })),
);
const AccountSection = lazy(() => import('./AccountSection.js').then((m) => ({ default: m.AccountSection })));
const PrivacySection = lazy(() => import('./PrivacySection.js').then((m) => ({ default: m.PrivacySection })));

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
