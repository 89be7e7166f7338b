import { Title } from '@mantine/core';

// Scaffold: the feature's issue builds this screen.
export default function MatchManagementPage() {
  return (
    <Title order={1} fz="h2">
      Maç Yönetimi
    </Title>
  );
}
