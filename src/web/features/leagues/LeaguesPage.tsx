import { Title } from '@mantine/core';

// Scaffold: the feature's issue builds this screen.
export default function LeaguesPage() {
  return (
    <Title order={1} fz="h2">
      Ligler
    </Title>
  );
}
