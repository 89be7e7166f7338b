import { Title } from '@mantine/core';

// Scaffold: the feature's issue builds this screen.
export default function OfferReviewPage() {
  return (
    <Title order={1} fz="h2">
      Gelen Teklifler
    </Title>
  );
}
