import { Title } from '@mantine/core';

// Scaffold: the feature's issue builds this screen.
export default function AdminMailPage() {
  return (
    <Title order={1} fz="h2">
      E-posta Gönder
    </Title>
  );
}
