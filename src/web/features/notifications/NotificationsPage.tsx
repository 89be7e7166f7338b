import { Title } from '@mantine/core';

// Scaffold: the feature's issue builds this screen.
export default function NotificationsPage() {
  return (
    <Title order={1} fz="h2">
      Bildirimler
    </Title>
  );
}
