import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  REJECT_REASON_MAX,
  type TApplication,
  ZRejectApplicationRequest,
} from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { standsAside } from '../../../shared/rules/staff-conflict.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Modal } from '../../components/Modal.js';
import { PageNumbers } from '../../components/PageNumbers.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { useMe } from '../../lib/session.js';
import { useDecideApplication, usePendingApplications } from './api.js';
import { useApproveApplications, useRejectApplication } from './applications-api.js';
import { useIsPhone } from './useIsPhone.js';

const m = messages.applications;
const statusLabel = (s: string) => (s.toLowerCase() === 'pending' ? 'Beklemede' : s);

/**
 * 'Bekleyen Lig Başvurularını Görüntüle': approve or reject each (spec §2). Closed, it gives the
 * focus back to `opener` (the screen's button for it) unless the focus has gone elsewhere meanwhile:
 * also when the dialog opened by itself on arrival (?basvurular=1), when no button had the focus.
 */
export function ApplicationsDialog({
  opened,
  onClose,
  opener,
}: {
  opened: boolean;
  onClose: () => void;
  opener?: RefObject<HTMLElement | null>;
}) {
  const phone = useIsPhone();
  const [page, setPage] = useState(1);
  const query = usePendingApplications(page, opened);
  const lastPage = query.data?.totalPages ?? 1;
  // Deciding the last application of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const approve = useDecideApplication('approve');
  const reject = useRejectApplication();
  const approveAll = useApproveApplications();
  const busy = approve.isPending || reject.isPending || approveAll.isPending;
  const me = useMe().data;
  // The last decision, said inside the dialog rather than in a toast: a toast would lie over the
  // next application's buttons (on a phone, the dialog fills the screen), where staff working
  // down the list tap next.
  const [decided, setDecided] = useState<string | null>(null);
  // The decided application's card goes, and the focus with it: it moves to the decision's line,
  // the next application's buttons one Tab away, instead of falling out of the dialog.
  const said = useRef<HTMLDivElement>(null);
  // What a bulk approval could not approve: each player's name with the server's reason.
  const [refused, setRefused] = useState<{ id: string; text: string }[]>([]);
  useEffect(() => {
    if (!opened) {
      setDecided(null);
      setRefused([]);
    }
  }, [opened]);
  // Approving a whole page asks first, naming how many.
  const [approvingAll, setApprovingAll] = useState<TApplication[] | null>(null);
  const decideAll = (applications: TApplication[]) =>
    approveAll.mutate(
      applications.map((a) => a.id),
      {
        onSuccess: (result) => {
          setApprovingAll(null);
          const named = new Map(applications.map((a) => [a.id, `${a.firstName} ${a.lastName}`]));
          setRefused(
            result.refused.map((r) => ({ id: r.id, text: m.notApproved(named.get(r.id) ?? '', r.message) })),
          );
          setDecided(result.approved > 0 ? m.approvedCount(result.approved) : null);
          said.current?.focus({ preventScroll: true });
        },
        // The reason shows in the applications dialog, not behind the question.
        onError: () => {
          setApprovingAll(null);
          setRefused([]);
          setDecided(null);
        },
      },
    );

  // Rejecting tells the player at once and cannot be taken back: it asks first.
  const [rejecting, setRejecting] = useState<TApplication | null>(null);
  // The reason for the player, asked in the rejection's question; checked as the server checks it.
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const startRejecting = (a: TApplication) => {
    reject.reset();
    setReason('');
    setReasonError(null);
    setRejecting(a);
  };
  const confirmReject = (a: TApplication) => {
    const checked = ZRejectApplicationRequest.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? m.rejectError);
      return;
    }
    setReasonError(null);
    decide(a, 'reject', checked.data.reason);
  };
  const decide = (a: TApplication, decision: 'approve' | 'reject', why = '') => {
    const done = {
      onSuccess: () => {
        setRejecting(null);
        setRefused([]);
        setDecided(
          m.decided(
            decision === 'approve' ? m.approved : m.rejected,
            `${a.firstName} ${a.lastName}`,
            a.leagueName,
          ),
        );
        said.current?.focus({ preventScroll: true });
      },
    };
    if (decision === 'approve') approve.mutate(a.id, done);
    else reject.mutate({ id: a.id, reason: why }, done);
  };

  // A moderator's own application waits for another moderator or an admin: no buttons to tap into a refusal.
  const actions = (a: TApplication) =>
    me && standsAside(me, a.userId) ? (
      <Text size="sm" c="gray.7">
        {m.ownApplicationNote}
      </Text>
    ) : (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          color="teal"
          disabled={busy}
          onClick={() => decide(a, 'approve')}
          aria-label={`Onayla: ${a.firstName} ${a.lastName}`}
        >
          Onayla
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={busy}
          onClick={() => startRejecting(a)}
          aria-label={`Reddet: ${a.firstName} ${a.lastName}`}
        >
          Reddet
        </Button>
      </Group>
    );

  const failure = approve.isError
    ? errorMessage(approve.error, m.approveError)
    : approveAll.isError
      ? errorMessage(approveAll.error, m.approveError)
      : reject.isError
        ? errorMessage(reject.error, m.rejectError)
        : null;

  const decidable = (rows: TApplication[]) => rows.filter((a) => !(me && standsAside(me, a.userId)));

  return (
    <>
      <ConfirmDialog
        opened={approvingAll !== null}
        onClose={() => setApprovingAll(null)}
        title={m.approveAllTitle}
        confirmLabel="Onayla"
        color="teal"
        loading={approveAll.isPending}
        onConfirm={() => approvingAll && decideAll(approvingAll)}
      >
        {m.approveAllQuestion(approvingAll?.length ?? 0)}
      </ConfirmDialog>
      <ConfirmDialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={m.rejectTitle}
        confirmLabel="Reddet"
        color="red"
        loading={reject.isPending}
        // A refusal (the reason too long, or decided meanwhile) shows in the question, which stays.
        error={reject.error}
        errorFallback={m.rejectError}
        onConfirm={() => rejecting && confirmReject(rejecting)}
      >
        <Text style={{ overflowWrap: 'anywhere' }}>
          {rejecting
            ? m.rejectQuestion(`${rejecting.firstName} ${rejecting.lastName}`, rejecting.leagueName)
            : ''}
        </Text>
        <Textarea
          label={m.rejectReasonLabel}
          description={`${m.rejectReasonHint} (${reason.trim().length}/${REJECT_REASON_MAX})`}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
          autosize
          minRows={2}
          maxRows={6}
        />
      </ConfirmDialog>
      <Modal
        closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
        opened={opened}
        onClose={onClose}
        onExitTransitionEnd={() => {
          const now = document.activeElement;
          // Still in the dialog (or lost with it): to the opener, as it is on the screen now.
          if (!now || now === document.body || now.closest('[role="dialog"]'))
            opener?.current?.focus({ preventScroll: true });
        }}
        title="Bekleyen Lig Başvuruları"
        size="xl"
        fullScreen={phone}
      >
        <Stack>
          {/* Always in the page, so a screen reader hears each new decision. */}
          <div role="status" ref={said} tabIndex={-1}>
            {decided && !failure && (
              <Alert color="teal" variant="light" py="xs">
                {decided}
              </Alert>
            )}
          </div>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {refused.length > 0 && (
            <Alert color="red" role="alert">
              <Stack gap={4}>
                {refused.map((r) => (
                  <Text size="sm" key={r.id}>
                    {r.text}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <QueryState query={query} errorText={m.loadError}>
            {({ items: rows, page: shown, pageSize, totalPages }) => (
              <Stack>
                {decidable(rows).length > 1 && (
                  <Group justify="flex-end">
                    <Button
                      color="teal"
                      variant="light"
                      disabled={busy}
                      loading={approveAll.isPending}
                      onClick={() => setApprovingAll(decidable(rows))}
                    >
                      {m.approveAll(decidable(rows).length)}
                    </Button>
                  </Group>
                )}
                {rows.length === 0 ? (
                  <EmptyState>{m.none}</EmptyState>
                ) : phone ? (
                  <Stack gap="sm">
                    {rows.map((a, i) => (
                      <Card key={a.id} withBorder padding="sm">
                        <Group justify="space-between" wrap="nowrap" align="flex-start">
                          <div>
                            <Text fw={600}>
                              {(shown - 1) * pageSize + i + 1}. {a.firstName} {a.lastName}
                            </Text>
                            <Text size="sm" c="gray.7">
                              {a.leagueName}
                            </Text>
                          </div>
                          <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
                            {statusLabel(a.status)}
                          </Badge>
                        </Group>
                        <Group mt="sm">{actions(a)}</Group>
                      </Card>
                    ))}
                  </Stack>
                ) : (
                  <Table.ScrollContainer minWidth={560}>
                    <Table striped highlightOnHover>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>#</Table.Th>
                          <Table.Th>Kullanıcı Adı</Table.Th>
                          <Table.Th>Lig Adı</Table.Th>
                          <Table.Th>Durum</Table.Th>
                          <Table.Th>İşlemler</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {rows.map((a, i) => (
                          <Table.Tr key={a.id}>
                            <Table.Td>{(shown - 1) * pageSize + i + 1}</Table.Td>
                            <Table.Td>
                              {a.firstName} {a.lastName}
                            </Table.Td>
                            <Table.Td>{a.leagueName}</Table.Td>
                            <Table.Td>
                              <Badge color="yellow" variant="light">
                                {statusLabel(a.status)}
                              </Badge>
                            </Table.Td>
                            <Table.Td>{actions(a)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                <PageNumbers page={shown} totalPages={totalPages} onChange={setPage} />
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Modal>
    </>
  );
}
