import { Accordion, Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { afterSignIn, NEXT_PARAM, paths, withNext } from '../../lib/paths.js';
import { Link, useSearchParams } from '../../lib/router.js';
import { useCurrentAnnouncements, usePublicLeagues } from './api.js';
import { PublicLeague } from './PublicLeague.js';

/** The guest view: active leagues with their ladders and results, and current announcements. */
export default function GuestHomePage() {
  // Sent here from a page that needs signing in (a mail's link): signing in leads back to it.
  const [params] = useSearchParams();
  const next = afterSignIn(params.get(NEXT_PARAM));
  const leagues = usePublicLeagues();
  const announcements = useCurrentAnnouncements();
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Misafir Girişi</Title>
        <Text c="dimmed">
          Ligleri, sıralamaları ve son sonuçları inceleyebilirsiniz. Maç teklif etmek için giriş yapın.
        </Text>
        {next !== paths.home && (
          <Alert color="blue" mt="sm" title="Giriş yapmanız gerekiyor" role="note">
            Açmak istediğiniz sayfayı görmek için giriş yapınız; giriş yaptıktan sonra o sayfaya
            yönlendirileceksiniz.
          </Alert>
        )}
        <Group mt="sm">
          <Button component={Link} to={withNext(paths.login, next)}>
            Giriş Yap
          </Button>
          <Button component={Link} to={paths.register} variant="outline">
            Kayıt Ol
          </Button>
        </Group>
      </div>

      <section aria-labelledby="guest-announcements">
        <Title order={2} fz="h3" id="guest-announcements" mb="sm">
          Duyurular
        </Title>
        <QueryState query={announcements}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState>Güncel duyuru yok.</EmptyState>
            ) : (
              <Stack gap="sm">
                {items.map((a) => (
                  // An announcement is there from the start: an article named by its title, not an alert.
                  <Alert key={a.id} color="teal" variant="light" title={a.title} role="article">
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {a.content}
                    </Text>
                    <Text fz="xs" c="dimmed" mt={4}>
                      Bitiş: {a.endDate ? formatDate(a.endDate) : messages.announcements.noEnd}
                    </Text>
                  </Alert>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </section>

      <section aria-labelledby="guest-leagues">
        <Title order={2} fz="h3" id="guest-leagues" mb="sm">
          Aktif Ligler
        </Title>
        <QueryState query={leagues} errorText={messages.dashboard.leagueLoad}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState>{messages.league.noneAvailable}</EmptyState>
            ) : (
              <Paper withBorder>
                <Accordion value={open} onChange={setOpen}>
                  {items.map((l) => (
                    <Accordion.Item key={l.id} value={l.id}>
                      <Accordion.Control>
                        <Text fw={600}>{l.name}</Text>
                        <Text fz="xs" c="dimmed">
                          {formatDate(l.startDate)} – {formatDate(l.endDate)} · {l.participantCount} oyuncu
                        </Text>
                      </Accordion.Control>
                      <Accordion.Panel>
                        {l.rules && (
                          <Text fz="sm" mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
                            {l.rules}
                          </Text>
                        )}
                        {open === l.id && <PublicLeague leagueId={l.id} />}
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </Paper>
            )
          }
        </QueryState>
      </section>
    </Stack>
  );
}
