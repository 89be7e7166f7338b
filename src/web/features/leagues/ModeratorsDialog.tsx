import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Combobox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Fragment, useRef, useState } from 'react';
import type { TLeagueListItem, TModeratorCandidate } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Modal } from '../../components/Modal.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { useAddModerator, useModeratorCandidates, useModerators, useRemoveModerator } from './api.js';
import { DialogNotice, useDialogNotice } from './DialogNotice.js';
import { RemovePersonDialog } from './RemovePersonDialog.js';
import { useIsPhone } from './useIsPhone.js';

const m = messages.moderators;

/** A league's moderators: list with delete; search from 3 characters, pick, Add; Close (spec §2). */
export function ModeratorsDialog({
  league,
  onClose,
}: {
  league: TLeagueListItem | null;
  onClose: () => void;
}) {
  const phone = useIsPhone();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
      opened={Boolean(league)}
      onClose={onClose}
      title={league ? `${league.name} — Moderatörler` : ''}
      size="lg"
      fullScreen={phone}
    >
      {league && <ModeratorsBody leagueId={league.id} phone={phone} onClose={onClose} />}
    </Modal>
  );
}

function ModeratorsBody({
  leagueId,
  phone,
  onClose,
}: {
  leagueId: string;
  phone: boolean;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<TModeratorCandidate | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const combobox = useCombobox();
  const searchField = useRef<HTMLInputElement>(null);
  const list = useModerators(leagueId);
  const candidates = useModeratorCandidates(leagueId, q);
  const add = useAddModerator(leagueId);
  const remove = useRemoveModerator(leagueId);
  // Removing a moderator asks first (nothing destructive on a single tap).
  const [removing, setRemoving] = useState<{ userId: string; firstName: string; lastName: string } | null>(
    null,
  );
  const options = q.trim().length >= 3 ? (candidates.data ?? []) : [];
  // What the last add or removal did, said above the buttons (not in a toast over the dialog).
  const said = useDialogNotice();

  const onAdd = () => {
    // An earlier removal's refusal no longer stands over what this add says.
    said.clear();
    remove.reset();
    if (!picked) {
      setPickError(m.pickUser);
      return;
    }
    setPickError(null);
    add.mutate(picked.id, {
      onSuccess: () => {
        said.say(m.added);
        setPicked(null);
        setSearch('');
        // The busy 'Ekle' let the focus go: back to the search, where the next one is found.
        searchField.current?.focus();
      },
    });
  };

  const failure = pickError
    ? pickError
    : add.isError
      ? errorMessage(add.error, m.addError)
      : remove.isError
        ? errorMessage(remove.error, m.removeError)
        : null;

  const removeButton = (r: { userId: string; firstName: string; lastName: string }) => (
    <ActionIcon
      color="red"
      variant="subtle"
      aria-label={`Moderatörü sil: ${r.firstName} ${r.lastName}`}
      disabled={remove.isPending}
      onClick={() => {
        said.clear();
        add.reset();
        setRemoving(r);
      }}
    >
      ✕
    </ActionIcon>
  );

  return (
    <Stack>
      <QueryState query={list}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>Bu ligin moderatörü yok.</EmptyState>
          ) : phone ? (
            // On a phone a card per moderator, as the players dialog has: the name, the address
            // under it and the remove button beside them; a table's narrow columns broke both mid-word.
            <Stack component="ul" gap="xs" aria-label="Moderatörler" style={listStyle}>
              {rows.map((r) => (
                <Card
                  key={r.userId}
                  component="li"
                  withBorder
                  padding="xs"
                  aria-label={`${r.firstName} ${r.lastName}`}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {r.firstName} {r.lastName}
                      </Text>
                      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                        <Address email={r.email} />
                      </Text>
                    </div>
                    {removeButton(r)}
                  </Group>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={340}>
              <Table aria-label="Moderatörler">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Ad Soyad</Table.Th>
                    <Table.Th>E-posta</Table.Th>
                    <Table.Th w={50}>Sil</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.userId}>
                      <Table.Td>
                        {r.firstName} {r.lastName}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Address email={r.email} />
                      </Table.Td>
                      <Table.Td>{removeButton(r)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <RemovePersonDialog
        person={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title={messages.confirmations.removeModeratorTitle}
        confirmLabel={messages.confirmations.removeModeratorConfirm}
        question={(r) => messages.confirmations.removeModerator(`${r.firstName} ${r.lastName}`)}
        removed={m.removed}
        onRemoved={said.say}
      />

      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const user = options.find((o) => o.id === id) ?? null;
          setPicked(user);
          if (user) setSearch(`${user.firstName} ${user.lastName}`);
          setPickError(null);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            ref={searchField}
            label="Kullanıcı Ara"
            description="En az 3 karakter: ad, soyad veya e-posta"
            placeholder="Ad, soyad veya e-posta"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPicked(null);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={search.trim().length < 3}>
          <Combobox.Options>
            {options.length === 0 ? (
              <Combobox.Empty>
                {candidates.isFetching
                  ? messages.common.loading
                  : candidates.isError
                    ? messages.common.searchFailed
                    : 'Kullanıcı bulunamadı.'}
              </Combobox.Empty>
            ) : (
              options.map((o) => (
                <Combobox.Option value={o.id} key={o.id} disabled={o.isModerator}>
                  {/* One block: a phone lays a choice's parts out in a row (app/touch-targets), which
                      would run the name into the e-mail address. */}
                  <Stack gap={0}>
                    <Text size="sm">
                      {o.firstName} {o.lastName}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {o.email}
                      {o.isModerator ? ' · zaten moderatör' : ''}
                    </Text>
                  </Stack>
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {/* A failure since says itself below instead. */}
      <DialogNotice state={said} hidden={!!failure} />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Kapat
        </Button>
        <Button onClick={onAdd} loading={add.isPending}>
          Ekle
        </Button>
      </Group>
    </Stack>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 };

/** An e-mail address that wraps, when it must, before its '@' or a '.', not inside a word. */
function Address({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed address, in order.
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
