import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconCalendarEvent,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTournament,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';

interface AdminCard {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const cards: AdminCard[] = [
  {
    to: paths.roles,
    title: 'Rol Yönetimi',
    text: 'Kullanıcıların rollerini görün ve değiştirin.',
    icon: <IconShieldLock />,
  },
  {
    to: paths.settings,
    title: 'Genel Ayarlar',
    text: 'Oturum zaman aşımı ve maç tamamlama süresi.',
    icon: <IconSettings />,
  },
  {
    to: paths.adminNotifications,
    title: 'Yönetici Bildirimleri',
    text: 'Sistem kayıtlarını okuyun.',
    icon: <IconBell />,
  },
  {
    to: paths.leagueSettings,
    title: 'Lig Ayarları',
    text: 'Ligler, başvurular, oyuncular ve moderatörler.',
    icon: <IconTournament />,
  },
  {
    to: paths.userManagement,
    title: 'Kullanıcı Yönetimi',
    text: 'Kullanıcıları arayın, ekleyin, düzenleyin, silin.',
    icon: <IconUsers />,
  },
  {
    to: paths.announcements,
    title: 'Duyuru Yönetimi',
    text: 'Duyuruları ekleyin, düzenleyin, silin.',
    icon: <IconSpeakerphone />,
  },
  {
    to: paths.matchManagement,
    title: 'Maç Yönetimi',
    text: 'Maç ekleyin ve maçları listeleyin.',
    icon: <IconCalendarEvent />,
  },
];

/** /admin: one card per administration screen (spec §2). */
export default function AdminPage() {
  return (
    <Stack>
      <Title order={1} fz="h2">
        Yönetim Paneli
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
        {cards.map((c) => (
          <Card key={c.to} component={Link} to={c.to} withBorder padding="lg" aria-label={c.title}>
            <ThemeIcon variant="light" size="lg" mb="sm">
              {c.icon}
            </ThemeIcon>
            <Text fw={700}>{c.title}</Text>
            <Text fz="sm" c="dimmed">
              {c.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
