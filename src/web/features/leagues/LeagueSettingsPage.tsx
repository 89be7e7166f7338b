import { Title } from '@mantine/core';

// Scaffold: the feature's issue builds this screen.
export default function LeagueSettingsPage() {
  return (
    <Title order={1} fz="h2">
      Lig Ayarları
    </Title>
  );
}
