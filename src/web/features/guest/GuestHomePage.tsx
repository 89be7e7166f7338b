import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths.js';

/** The guest entry. The read-only league, ladder and results view is built by the matches issue. */
export default function GuestHomePage() {
  return (
    <Stack gap="md">
      <Title order={1}>Misafir Girişi</Title>
      <Text c="dimmed">
        Liglere katılmak, maç teklif etmek ve sıralamanızı takip etmek için giriş yapın ya da kayıt olun.
      </Text>
      <Group>
        <Button component={Link} to={paths.login}>
          Giriş Yap
        </Button>
        <Button component={Link} to={paths.register} variant="outline">
          Kayıt Ol
        </Button>
      </Group>
    </Stack>
  );
}
