import { Title } from '@mantine/core';

// Scaffold: the feature's issue builds this screen.
export default function MatchWizardPage() {
  return (
    <Title order={1} fz="h2">
      Maç Teklifi
    </Title>
  );
}
