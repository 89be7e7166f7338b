import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconCalendarEvent,
  IconMail,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTournament,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TStaffOverview } from '../../../shared/contract/overview.js';
import { paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useStaffOverview } from './api.js';
import { overviewItems } from './overview-items.js';

interface AdminCard {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
  /** The staff home's counts handled on that screen, shown on its card. */
  counts?: (keyof TStaffOverview)[];
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
    counts: ['pendingApplications'],
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
    counts: ['disputedResults', 'overdueMatches'],
  },
  {
    to: paths.adminMail,
    title: 'E-posta',
    text: 'E-posta gönderin, gönderim kuyruğunu izleyin.',
    icon: <IconMail />,
    counts: ['failedMails'],
  },
];

const labelOf = (key: keyof TStaffOverview) => overviewItems.find((i) => i.key === key)?.label ?? '';

/**
 * /admin: one card per administration screen (spec §2), each with the counts of what waits there
 * (pending applications, disputed results, overdue matches, failed mails).
 */
export default function AdminPage() {
  const overview = useStaffOverview().data;
  return (
    <Stack>
      <Title order={1} fz="h2">
        Yönetim Paneli
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
        {cards.map((c) => (
          <Card
            key={c.to}
            component={Link}
            to={c.to}
            withBorder
            padding="lg"
            aria-label={
              overview && c.counts
                ? `${c.title} — ${c.counts.map((key) => `${labelOf(key)}: ${overview[key] ?? 0}`).join(', ')}`
                : c.title
            }
          >
            <ThemeIcon variant="light" size="lg" mb="sm">
              {c.icon}
            </ThemeIcon>
            <Text fw={700}>{c.title}</Text>
            <Text fz="sm" c="dimmed">
              {c.text}
            </Text>
            {overview && c.counts && (
              <Group gap={6} mt="xs">
                {c.counts.map((key) => {
                  const count = overview[key] ?? 0;
                  return (
                    <Badge
                      key={key}
                      color={count > 0 ? 'red.8' : 'gray'}
                      variant={count > 0 ? 'filled' : 'light'}
                    >
                      {labelOf(key)}: {count}
                    </Badge>
                  );
                })}
              </Group>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
