import { Accordion, Alert, Badge, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TJoinableLeague } from '../../../shared/contract/leagues.js';
import { leaguePhrase } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PageNumbers } from '../../components/PageNumbers.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { useApply, useJoinableLeagues, useMyApplications } from './api.js';
import { gameFormatOptions, pointTypeOptions, setDecisionOptions } from './labels.js';

const m = messages.league;
const label = (options: { value: string; label: string }[], v: string | number) =>
  options.find((o) => o.value === String(v))?.label ?? String(v);

/** /leagues: the leagues the player may join, each with a join button and a confirmation (spec §2). */
export default function LeaguesPage() {
  const [page, setPage] = useState(1);
  const leagues = useJoinableLeagues(page);
  const lastPage = leagues.data?.totalPages ?? 1;
  // Applying takes a league off the list: a last page left empty falls back to the one before.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const applications = useMyApplications();
  const apply = useApply();
  const [joining, setJoining] = useState<TJoinableLeague | null>(null);
  const pending = (applications.data ?? []).find((a) => a.status.toLowerCase() === 'pending');

  const confirm = () => {
    if (!joining) return;
    apply.mutate(joining.id, {
      onSuccess: () => {
        notify({ color: 'teal', message: m.applied });
        setJoining(null);
      },
    });
  };

  return (
    <Stack>
      <Title order={1} fz="h2">
        Ligler
      </Title>
      {pending && (
        <Alert color="yellow" title="Bekleyen başvurunuz var">
          {leaguePhrase(pending.leagueName, 'ligine')} başvurunuz değerlendiriliyor. Bu sürede başka bir lige
          başvuramazsınız.
        </Alert>
      )}
      <QueryState query={leagues} errorText={m.loadError}>
        {({ items: rows, totalPages }) =>
          rows.length === 0 && page === 1 ? (
            <EmptyState>{m.noneAvailable}</EmptyState>
          ) : (
            <Stack
              component="section"
              aria-label="Katılabileceğiniz ligler"
              aria-busy={leagues.isPlaceholderData}
            >
              <Accordion variant="separated" multiple defaultValue={rows.length === 1 ? [rows[0].id] : []}>
                {rows.map((l) => (
                  <Accordion.Item key={l.id} value={l.id}>
                    <Accordion.Control>
                      <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
                        <div>
                          <Text fw={600}>{l.name}</Text>
                          <Text size="sm" c="gray.7">
                            {formatDate(l.startDate)} – {formatDate(l.endDate)}
                          </Text>
                        </div>
                        <Group gap="xs">
                          <Badge color={l.status === 'active' ? 'teal' : 'gray'} variant="light">
                            {m.status[l.status]}
                          </Badge>
                          <Badge variant="outline" color="gray">
                            {l.participantCount} oyuncu
                          </Badge>
                        </Group>
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="sm">
                        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                          <Text size="sm">
                            <b>Tarihler:</b> {formatDate(l.startDate)} – {formatDate(l.endDate)}
                          </Text>
                          <Text size="sm">
                            <b>Katılımcı sayısı:</b> {l.participantCount}
                          </Text>
                          <Text size="sm">
                            <b>Format:</b> {l.setCount} set, {label(gameFormatOptions, l.gameFormat)},{' '}
                            {label(setDecisionOptions, l.setDecisionsFormat)}
                          </Text>
                          <Text size="sm">
                            <b>Sayı kuralı:</b> {label(pointTypeOptions, l.pointType)}
                          </Text>
                        </SimpleGrid>
                        <div>
                          <Text size="sm" fw={700}>
                            Kurallar
                          </Text>
                          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                            {l.rules || 'Kurallar henüz eklenmemiş.'}
                          </Text>
                        </div>
                        <Group>
                          <Button
                            onClick={() => setJoining(l)}
                            disabled={Boolean(pending)}
                            aria-label={`Katıl: ${l.name}`}
                          >
                            Lige Katıl
                          </Button>
                        </Group>
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
              <PageNumbers
                page={page}
                totalPages={totalPages}
                onChange={(next) => {
                  setPage(next);
                  // The next page starts at its top, not where the last one was left.
                  window.scrollTo({ top: 0 });
                }}
              />
            </Stack>
          )
        }
      </QueryState>

      <Modal
        closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
        opened={joining !== null}
        onClose={() => {
          setJoining(null);
          apply.reset();
        }}
        title="Lige Katıl"
      >
        <Stack>
          <Text fw={600}>{joining?.name}</Text>
          <Text>{m.joinConfirm}</Text>
          {apply.isError && (
            <Alert color="red" role="alert">
              {errorMessage(apply.error, m.applyError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setJoining(null)}>
              İptal
            </Button>
            <Button onClick={confirm} loading={apply.isPending}>
              Başvur
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
