import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSignedInUser } from '../../lib/session.js';
import { NotificationSettingsCard } from './NotificationSettingsCard.js';
import { ProfileForm } from './ProfileForm.js';

// "Hesabım" sits below the profile form: its code loads after the form has drawn, so it does not
// weigh on the screen's first render (bench/budgets.ts).
const AccountSection = lazy(() => import('./AccountSection.js').then((m) => ({ default: m.AccountSection })));

export default function ProfilePage() {
  const me = useSignedInUser();
  return (
    <Stack gap="lg">
      <ProfileForm me={me} />
      {me.profile && <NotificationSettingsCard />}
      {me.profile && (
        <Suspense fallback={null}>
          <AccountSection email={me.email} />
        </Suspense>
      )}
    </Stack>
  );
}
