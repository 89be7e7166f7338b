import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TExcusedTodayResponse } from '../../../shared/contract/excuses.js';
import type { TLeagueListItem, TParticipant } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { standsAside } from '../../../shared/rules/staff-conflict.js';
import { formatDate } from '../../../shared/time.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ExcuseList } from '../../components/ExcuseList.js';
import { Modal } from '../../components/Modal.js';
import { QueryState } from '../../components/QueryState.js';
import { ApiError, errorMessage, get } from '../../lib/api.js';
import { useMe } from '../../lib/session.js';
import {
  useAddParticipant,
  useParticipants,
  useRemoveParticipant,
  useReorder,
  useUserSearch,
} from './api.js';
import { DialogNotice, useDialogNotice } from './DialogNotice.js';
import { MoveParticipantDialog } from './MoveParticipantDialog.js';
import { RemovePersonDialog } from './RemovePersonDialog.js';
import { useIsPhone } from './useIsPhone.js';

const m = messages.participants;
const c = messages.confirmations;

/**
 * A failed move: refused (the right to manage this league taken away meanwhile, 403; the ladder
 * moved since it was shown, 409 'ladder_changed', and is shown again) says why, in the server's
 * words; anything else is the spec's 'Rank güncellenirken bir hata oluştu.'.
 */
const rankFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.code === 'ladder_changed')
    ? error.message
    : m.rankError;

function swap(rows: TParticipant[], i: number, j: number): TParticipant[] {
  const next = [...rows];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/**
 * Which of the league's players are excused today (Istanbul), for its staff: read beside the
 * ladder, and again whenever an excuse changes (each change refreshes every query).
 */
const useExcusedToday = (leagueId: string) =>
  useQuery({
    queryKey: ['excuses', leagueId, 'today'],
    queryFn: () => get<TExcusedTodayResponse>(`/leagues/${leagueId}/excused-today`),
  });

/** 'Bugün mazeretli' and the excuse's last day, under a player's name. */
function ExcusedToday({ endDate }: { endDate: string | null }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="yellow" tt="none">
        {m.excusedToday}
      </Badge>
      <Text size="xs" c="gray.7">
        {endDate ? m.excusedUntil(formatDate(endDate)) : m.excusedOpenEnded}
      </Text>
    </Group>
  );
}

/** League players: user search with Add, the ladder with up/down (optimistic) and remove (spec §2). */
export function PlayersDialog({ league, onClose }: { league: TLeagueListItem | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
      opened={Boolean(league)}
      onClose={onClose}
      title={league ? `${league.name} — Oyuncular` : ''}
      size="xl"
      fullScreen={phone}
    >
      {league && <PlayersBody leagueId={league.id} phone={phone} />}
    </Modal>
  );
}

function PlayersBody({ leagueId, phone }: { leagueId: string; phone: boolean }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [excusesOf, setExcusesOf] = useState<TParticipant | null>(null);
  // Removing a player asks first: ✕ sits beside ↓, one stray tap must not take anyone off the ladder.
  const [removing, setRemoving] = useState<TParticipant | null>(null);
  const [moving, setMoving] = useState<TParticipant | null>(null);
  // 'Taşı' refused because the ladder moved meanwhile: said here, over the ladder as it is now,
  // until the next edit starts.
  const [changed, setChanged] = useState<string | null>(null);
  const hits = useUserSearch(leagueId, q);
  const participants = useParticipants(leagueId);
  const excusedToday = useExcusedToday(leagueId);
  const excuseOf = (userId: string) => excusedToday.data?.excused.find((e) => e.userId === userId);
  const add = useAddParticipant(leagueId);
  const remove = useRemoveParticipant(leagueId);
  const reorder = useReorder(leagueId);
  // What the last edit did ('Ayşe Kaya lige eklendi.'), said in the dialog, where a failure is said
  // too: a toast would lie over the dialog's first lines on a phone.
  const said = useDialogNotice();
  // The next edit starts afresh: an earlier edit's refusal no longer stands over what this one says.
  const startEdit = () => {
    setChanged(null);
    said.clear();
    add.reset();
    remove.reset();
    reorder.reset();
  };
  // A moderator who plays leaves their own place to another moderator or an admin: their row has
  // no buttons, no arrow swaps a neighbour with them, and no player above them is taken off (the
  // server refuses each).
  const me = useMe().data;
  const isMe = (userId: string | undefined) => !!me && !!userId && standsAside(me, userId);

  // ↑ and ↓ are busy while their move is saved, which lets the focus go: once it is saved, the
  // focus goes to the moved player's same arrow (or the other one, at an end of the ladder), so a
  // keyboard user can press it again; adding a player gives it back to the search.
  const body = useRef<HTMLDivElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const [refocus, setRefocus] = useState<string[] | null>(null);
  useEffect(() => {
    if (!refocus || reorder.isPending) return;
    setRefocus(null);
    for (const label of refocus) {
      const target = body.current?.querySelector<HTMLElement>(
        `[aria-label="${CSS.escape(label)}"]:not(:disabled)`,
      );
      if (target) return target.focus();
    }
  }, [refocus, reorder.isPending]);

  const move = (rows: TParticipant[], i: number, j: number) => {
    const who = `${rows[i].firstName} ${rows[i].lastName}`;
    const [same, other] = j < i ? ['Yukarı', 'Aşağı'] : ['Aşağı', 'Yukarı'];
    startEdit();
    reorder.mutate(
      { rows: swap(rows, i, j), seen: rows },
      {
        onSettled: () => setRefocus([`${same} taşı: ${who}`, `${other} taşı: ${who}`]),
      },
    );
  };

  const failure = changed
    ? changed
    : add.isError
      ? errorMessage(add.error, m.addError)
      : remove.isError
        ? errorMessage(remove.error)
        : reorder.isError
          ? rankFailure(reorder.error)
          : null;

  const failureBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  const excusesButton = (p: TParticipant) => (
    <Button
      size="xs"
      variant="default"
      aria-label={`Mazeretler: ${p.firstName} ${p.lastName}`}
      onClick={() => setExcusesOf(p)}
    >
      Mazeretler
    </Button>
  );

  // Straight to a place: ↑ and ↓ take one place a tap, each a write and a notice.
  const moveButton = (p: TParticipant) => (
    <Button
      size="xs"
      variant="default"
      aria-label={`${m.moveButton}: ${p.firstName} ${p.lastName}`}
      onClick={() => {
        startEdit();
        setMoving(p);
      }}
    >
      {m.moveButton}
    </Button>
  );

  const ownRowNote = (
    <Text size="xs" c="gray.7" maw={270}>
      {m.ownRankNote}
    </Text>
  );

  const upDown = (rows: TParticipant[], p: TParticipant, i: number) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="light"
        aria-label={`Yukarı taşı: ${p.firstName} ${p.lastName}`}
        disabled={i === 0 || reorder.isPending || isMe(rows[i - 1]?.userId)}
        onClick={() => move(rows, i, i - 1)}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="light"
        aria-label={`Aşağı taşı: ${p.firstName} ${p.lastName}`}
        disabled={i === rows.length - 1 || reorder.isPending || isMe(rows[i + 1]?.userId)}
        onClick={() => move(rows, i, i + 1)}
      >
        ↓
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Ligden çıkar: ${p.firstName} ${p.lastName}`}
        // Taking off a player above the moderator would move them up one: not theirs to do either.
        disabled={remove.isPending || rows.slice(i + 1).some((r) => isMe(r.userId))}
        onClick={() => {
          startEdit();
          setRemoving(p);
        }}
      >
        ✕
      </ActionIcon>
    </Group>
  );

  return (
    <Stack ref={body}>
      <TextInput
        ref={searchField}
        label="Kullanıcı Ara"
        placeholder="Ad ve soyad"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {q.trim() && (
        <QueryState query={hits}>
          {(users) =>
            users.length === 0 ? (
              <EmptyState>{messages.dashboard.noPlayers}</EmptyState>
            ) : (
              <Stack gap={6} aria-label="Arama sonuçları">
                {users.map((u) => (
                  <Group key={u.id} justify="space-between" wrap="nowrap">
                    <Text size="sm" truncate>
                      {u.firstName} {u.lastName}
                      {u.email && (
                        <Text span c="gray.7" size="xs">
                          {' '}
                          ({u.email})
                        </Text>
                      )}
                    </Text>
                    {u.inLeague ? (
                      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                        Ligde
                      </Badge>
                    ) : isMe(u.id) ? (
                      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                        {m.ownAdd}
                      </Badge>
                    ) : !u.genderMatches ? (
                      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                        {messages.participants.genderMismatch}
                      </Badge>
                    ) : !u.profileComplete ? (
                      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                        {messages.participants.profileIncomplete}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        aria-label={`Ekle: ${u.firstName} ${u.lastName}`}
                        loading={add.isPending && add.variables === u.id}
                        onClick={() => {
                          startEdit();
                          add.mutate(u.id, {
                            onSuccess: () => {
                              said.say(`${u.firstName} ${u.lastName} lige eklendi.`);
                              searchField.current?.focus();
                            },
                          });
                        }}
                      >
                        Ekle
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryState>
      )}
      <DialogNotice state={said} hidden={!!failure} />
      {/* A failure is brought into view as it shows: the arrow tapped may be far down the ladder. */}
      <div ref={failureBox}>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </div>
      <Title order={3} fz="h4">
        Sıralama
      </Title>
      <QueryState query={participants} errorText={m.loadError}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>{messages.dashboard.noPlayers}</EmptyState>
          ) : phone ? (
            <Stack gap="xs" aria-label="Oyuncu sıralaması">
              {rows.map((p, i) => (
                <Card key={p.userId} withBorder padding="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {p.rank}. {p.firstName} {p.lastName}
                      </Text>
                      <Text size="xs" c="gray.7">
                        Katılım: {formatDate(p.joinDate)}
                      </Text>
                      {excuseOf(p.userId) && <ExcusedToday endDate={excuseOf(p.userId)!.endDate} />}
                      <Group gap="xs">
                        {excusesButton(p)}
                        {!isMe(p.userId) && moveButton(p)}
                      </Group>
                      {isMe(p.userId) && ownRowNote}
                    </div>
                    {!isMe(p.userId) && upDown(rows, p, i)}
                  </Group>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table striped aria-label="Oyuncu sıralaması">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Sıra</Table.Th>
                  <Table.Th>Ad Soyad</Table.Th>
                  <Table.Th>Katılım Tarihi</Table.Th>
                  <Table.Th w={130}>Mazeret</Table.Th>
                  <Table.Th w={270}>İşlemler</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p, i) => (
                  <Table.Tr key={p.userId}>
                    <Table.Td>{p.rank}</Table.Td>
                    <Table.Td>
                      {p.firstName} {p.lastName}
                      {excuseOf(p.userId) && <ExcusedToday endDate={excuseOf(p.userId)!.endDate} />}
                    </Table.Td>
                    <Table.Td>{formatDate(p.joinDate)}</Table.Td>
                    <Table.Td>{excusesButton(p)}</Table.Td>
                    <Table.Td>
                      {isMe(p.userId) ? (
                        ownRowNote
                      ) : (
                        <Group gap="xs" wrap="nowrap">
                          {moveButton(p)}
                          {upDown(rows, p, i)}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      <MoveParticipantDialog
        leagueId={leagueId}
        // Where the player stands on the ladder as last read: the rank 'Taşı' sends is the one shown.
        player={moving && (participants.data?.find((p) => p.userId === moving.userId) ?? moving)}
        players={participants.data?.length ?? 0}
        ownRank={participants.data?.find((p) => isMe(p.userId))?.rank}
        onLadderChanged={(message) => {
          // As a refused arrow: the alert, brought into view (on a phone it may be scrolled away).
          setChanged(message);
        }}
        onMoved={said.say}
        onClose={() => setMoving(null)}
      />
      <RemovePersonDialog
        person={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title={c.removePlayerTitle}
        confirmLabel={c.removePlayerConfirm}
        question={(p) => c.removePlayer(`${p.firstName} ${p.lastName}`, p.rank)}
        removed={(p) => `${p.firstName} ${p.lastName} ligden çıkarıldı.`}
        onRemoved={said.say}
      />
      <Modal
        opened={excusesOf !== null}
        onClose={() => setExcusesOf(null)}
        title={excusesOf ? `${excusesOf.firstName} ${excusesOf.lastName} — Mazeretler` : ''}
        closeButtonProps={{ 'aria-label': messages.common.close }}
        fullScreen={phone}
      >
        {excusesOf && (
          <ExcuseList
            owner={{ kind: 'player', leagueId, userId: excusesOf.userId }}
            showOver
            empty="Bu oyuncunun mazereti yok."
          />
        )}
      </Modal>
    </Stack>
  );
}
