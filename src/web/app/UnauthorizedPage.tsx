import { Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../shared/messages.js';
import { paths } from '../lib/paths.js';
import { Link } from '../lib/router.js';

export default function UnauthorizedPage() {
  return (
    <Stack align="center" py="xl">
      <Title order={1}>{messages.common.forbidden}</Title>
      <Text c="dimmed">Bu sayfayı görüntülemek için yetkiniz bulunmuyor.</Text>
      <Button component={Link} to={paths.home}>
        Ana sayfaya dön
      </Button>
    </Stack>
  );
}
