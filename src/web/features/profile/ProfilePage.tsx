import { Stack } from '@mantine/core';
import { useSignedInUser } from '../../app/session.js';
import { NotificationSettingsCard } from './NotificationSettingsCard.js';
import { ProfileForm } from './ProfileForm.js';

export default function ProfilePage() {
  const me = useSignedInUser();
  return (
    <Stack gap="lg">
      <ProfileForm me={me} />
      {me.profile && <NotificationSettingsCard />}
    </Stack>
  );
}
