import { Accordion, Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TJoinableLeague, TMyApplication, TMyLeague } from '../../../shared/contract/leagues.js';
import { LEAGUE_STATUS_LABELS } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { formatDate } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Modal } from '../../components/Modal.js';
import { PageNumbers } from '../../components/PageNumbers.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { dismiss, notify } from '../../lib/notify.js';
import { ladderPath, paths } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { useSignedInUser } from '../../lib/session.js';
import {
  useApply,
  useJoinableLeagues,
  useLeaveLeague,
  useMyApplications,
  useMyLeagues,
  useWithdrawApplication,
} from './api.js';
import { gameFormatOptions, pendingApplication, pointTypeOptions, setDecisionOptions } from './labels.js';

/** Days a rejection stays on /leagues after it was decided. */
const REJECTION_SHOWN_DAYS = 30;
/**
 * The player's latest application when staff rejected it in the last 30 days: /leagues says so,
 * with the reason they gave. A later application (pending, approved or withdrawn) replaces it.
 */
export const recentRejection = (applications: TMyApplication[] | undefined, now = Date.now()) => {
  const latest = applications?.[0];
  if (latest?.status.toLowerCase() !== 'rejected' || !latest.decidedAt) return undefined;
  return now - new Date(latest.decidedAt).getTime() <= REJECTION_SHOWN_DAYS * 86_400_000 ? latest : undefined;
};

/** The toast saying an application was received: withdrawing it takes the toast away. */
const APPLIED_TOAST = 'league-application-received';

const m = messages.league;
const label = (options: { value: string; label: string }[], v: string | number) =>
  options.find((o) => o.value === String(v))?.label ?? String(v);

/**
 * /leagues: the leagues the player may join, each with a join button and a confirmation (spec §2);
 * the player's own leagues (their ladder, leaving) and pending application (withdrawing), and, when
 * nothing is joinable, why.
 */
export default function LeaguesPage() {
  const me = useSignedInUser();
  const myLeagues = useMyLeagues();
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
  const pending = pendingApplication(applications.data);
  const rejected = pending ? undefined : recentRejection(applications.data);

  const confirm = () => {
    if (!joining) return;
    apply.mutate(joining.id, {
      onSuccess: () => {
        notify({ id: APPLIED_TOAST, color: 'teal', message: m.applied });
        setJoining(null);
      },
    });
  };

  return (
    <Stack>
      <Title order={1} fz="h2">
        Ligler
      </Title>
      {pending && <PendingApplication application={pending} />}
      {rejected && (
        // The latest application, rejected: with the reason staff gave, as the notice said it.
        <Alert color="red" variant="light" title={messages.applications.rejectedTitle}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {messages.applications.rejectedText(rejected.leagueName, rejected.rejectReason ?? '')}
          </Text>
        </Alert>
      )}
      {myLeagues.data && myLeagues.data.length > 0 && <MyLeagues leagues={myLeagues.data} />}
      <QueryState query={leagues} errorText={m.loadError}>
        {({ items: rows, totalPages }) =>
          rows.length === 0 && page === 1 ? (
            // While an application waits, its card above says why there is nothing to join.
            pending ? null : (
              <Stack gap="xs" align="center">
                <EmptyState>{m.noneAvailable}</EmptyState>
                {!me.profile ? (
                  <>
                    <Text ta="center">{m.whyNoneProfile}</Text>
                    <Button component={Link} to={paths.profile}>
                      Profilimi Tamamla
                    </Button>
                  </>
                ) : myLeagues.data && myLeagues.data.length > 0 ? (
                  <Text ta="center">{m.whyNoneJoined}</Text>
                ) : (
                  <Text ta="center">{m.whyNoneGender}</Text>
                )}
              </Stack>
            )
          ) : (
            <Stack
              component="section"
              aria-label="Katılabileceğiniz ligler"
              aria-busy={leagues.isPlaceholderData}
            >
              {/* Below the player's own leagues, the list needs its own heading. */}
              {myLeagues.data && myLeagues.data.length > 0 && (
                <Title order={2} fz="h4">
                  Katılabileceğiniz Ligler
                </Title>
              )}
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
                            {LEAGUE_STATUS_LABELS[l.status]}
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
                            aria-label={`Lige Katıl: ${l.name}`}
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
              {messages.common.cancel}
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

/** The pending application, with 'Başvuruyu Geri Çek' behind a confirmation. */
function PendingApplication({ application }: { application: TMyApplication }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawApplication();
  const close = () => {
    setAsking(false);
    withdraw.reset();
  };
  return (
    <Alert color="yellow" title={m.pendingTitle}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {m.pendingText(application.leagueName)} Bu sürede başka bir lige başvuramazsınız.
        </Text>
        <Button variant="outline" color="red" onClick={() => setAsking(true)}>
          {m.withdrawTitle}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={asking}
        onClose={close}
        title={m.withdrawTitle}
        confirmLabel={m.withdrawTitle}
        color="red"
        loading={withdraw.isPending}
        error={withdraw.error}
        errorFallback={m.withdrawError}
        onConfirm={() =>
          withdraw.mutate(application.id, {
            onSuccess: () => {
              // The toast that the application was received would now contradict this one.
              dismiss(APPLIED_TOAST);
              notify({ color: 'teal', message: m.withdrawn });
              close();
            },
          })
        }
      >
        {m.withdrawConfirm(application.leagueName)}
      </ConfirmDialog>
    </Alert>
  );
}

/** The leagues the player is on: rank, the way to the ladder and 'Ligden Ayrıl' behind a confirmation. */
function MyLeagues({ leagues }: { leagues: TMyLeague[] }) {
  const [leaving, setLeaving] = useState<TMyLeague | null>(null);
  const leave = useLeaveLeague();
  const close = () => {
    setLeaving(null);
    leave.reset();
  };
  return (
    <Stack component="section" aria-labelledby="my-leagues-title" gap="sm">
      <Title order={2} fz="h4" id="my-leagues-title">
        Liglerim
      </Title>
      {leagues.map((l) => (
        <Card key={l.id} withBorder padding="md" component="article" aria-label={l.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700}>{l.name}</Text>
              <Badge
                color={l.status === 'active' ? 'teal' : 'gray'}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {LEAGUE_STATUS_LABELS[l.status]}
              </Badge>
            </Group>
            <Text size="sm" c="gray.7">
              Sıralamanız: {l.rank}. / {l.participantCount} oyuncu
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button component={Link} to={ladderPath(l.id)} variant="light">
                Sıralamayı Görüntüle
              </Button>
              <Button
                variant="outline"
                color="red"
                onClick={() => setLeaving(l)}
                aria-label={`Ligden Ayrıl: ${l.name}`}
              >
                {m.leaveTitle}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <ConfirmDialog
        opened={leaving !== null}
        onClose={close}
        title={m.leaveTitle}
        confirmLabel={m.leaveTitle}
        color="red"
        loading={leave.isPending}
        error={leave.error}
        errorFallback={m.leaveError}
        onConfirm={() =>
          leaving &&
          leave.mutate(leaving.id, {
            onSuccess: () => {
              notify({ color: 'teal', message: m.left });
              close();
            },
          })
        }
      >
        {leaving ? m.leaveConfirm(leaving.name) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
