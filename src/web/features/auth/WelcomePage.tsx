import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { StandaloneLink } from '../../components/StandaloneLink.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';

export default function WelcomePage() {
  return (
    <Stack align="center" ta="center" py="xl" gap="lg">
      <Title order={1}>Raket'e hoş geldiniz!</Title>
      <Text maw={520} c="dimmed">
        Ligdeki sıralamanızı yükseltmek için kayıt olun ya da giriş yapın; üst sıralardaki oyunculara maç
        teklif edin.
      </Text>
      <Group>
        <Button component={Link} to={paths.login} size="md">
          Giriş Yap
        </Button>
        <Button component={Link} to={paths.register} size="md" variant="outline">
          Kayıt Ol
        </Button>
      </Group>
      <StandaloneLink to={paths.guestHome}>Misafir olarak göz at</StandaloneLink>
    </Stack>
  );
}
