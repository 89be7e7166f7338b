import { Alert, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TUserRow } from '../../../shared/contract/users.js';
import { ROLES, type Role } from '../../../shared/domain.js';
import { ROLE_LABELS, roleLabel } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { offersRole } from '../../../shared/rules/role-change.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { QueryState } from '../../components/QueryState.js';
import { ResponsiveList } from '../../components/ResponsiveList.js';
import { SearchInput } from '../../components/SearchInput.js';
import { StandaloneLink } from '../../components/StandaloneLink.js';
import { errorMessage } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { useSignedInUser } from '../../lib/session.js';
import { useChangeRole, useRoleUsers } from './api.js';

const nameOf = (u: TUserRow) =>
  u.firstName || u.lastName ? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() : '—';

/**
 * /rm: e-mail, name, current role (in Turkish; the stored values stay the spec's) and a dropdown;
 * a change is saved once the admin confirms it.
 */
export default function RolesPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useRoleUsers(q, page);
  const change = useChangeRole();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState<{ user: TUserRow; role: Role } | null>(null);
  // Only a Super Admin grants or takes away 'Super Admin' (the server refuses others): an Admin is
  // not offered it, and a Super Admin's row is not theirs to change.
  const actorRole = useSignedInUser().role;
  const roleData = (current: string) =>
    ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r], disabled: !offersRole(actorRole, r, current) }));

  const onChange = (u: TUserRow, role: string | null) => {
    if (!role || role === u.role) return;
    setPending({ user: u, role: role as Role });
  };
  const confirm = () => {
    if (!pending) return;
    const { user: u, role } = pending;
    setPending(null);
    change.mutate(
      { id: u.id, role },
      {
        onSuccess: (res) =>
          setNotice({ ok: true, text: `${u.email}: ${roleLabel(res.role)}. ${res.message}` }),
        onError: (error) => setNotice({ ok: false, text: errorMessage(error) }),
      },
    );
  };
  const roleSelect = (u: TUserRow) => (
    <Select
      aria-label={`${u.email} için rol`}
      data={roleData(u.role)}
      value={u.role}
      allowDeselect={false}
      disabled={
        (change.isPending && change.variables?.id === u.id) ||
        ROLES.every((r) => r === u.role || !offersRole(actorRole, r, u.role))
      }
      onChange={(role) => onChange(u, role)}
      w={170}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Stack>
      <Title order={1} fz="h2">
        Rol Yönetimi
      </Title>
      {/* A note that is there from the start: read in its place, not announced as an alert. */}
      <Alert color="blue" title="Lig moderatörlüğü" role="note">
        Bir ligi yönetme yetkisi her lig için ayrı verilir: Lig Ayarları sayfasında ligin Moderatörler
        penceresinden ekleyin. Buradaki Moderatör rolü tek başına bir lig yetkisi vermez.
        {/* On a line of its own, a finger's tap target on a phone (a link inside the sentence was 16 px high). */}
        <div>
          <StandaloneLink to={paths.leagueSettings} c="blue.9" underline="always">
            Lig Ayarları
          </StandaloneLink>
        </div>
      </Alert>
      {notice && (
        <Alert
          color={notice.ok ? 'teal' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <SearchInput
        placeholder="Ad, soyad veya e-posta"
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
      />
      <QueryState query={users}>
        {(data) => (
          <ResponsiveList
            items={data.items}
            keyOf={(u) => u.id}
            label="Kullanıcı rolleri"
            empty={messages.users.empty}
            breakpoint="sm"
            tableProps={{ striped: true }}
            head={
              <>
                <Table.Th>E-posta</Table.Th>
                <Table.Th>Ad Soyad</Table.Th>
                <Table.Th>Mevcut Rol</Table.Th>
                <Table.Th>Rolü Değiştir</Table.Th>
              </>
            }
            row={(u) => (
              <>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email}</Table.Td>
                <Table.Td>{nameOf(u)}</Table.Td>
                <Table.Td data-testid="current-role">{roleLabel(u.role)}</Table.Td>
                <Table.Td>{roleSelect(u)}</Table.Td>
              </>
            )}
            card={(u) => (
              <>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {u.email}
                </Text>
                <Text fz="sm" c="dimmed">
                  {nameOf(u)} · Mevcut rol: {roleLabel(u.role)}
                </Text>
                <Group mt="xs">{roleSelect(u)}</Group>
              </>
            )}
            paging={{ ...data, onChange: setPage, unit: 'kullanıcı' }}
          />
        )}
      </QueryState>
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Rolü değiştir"
        confirmLabel="Rolü Değiştir"
        cancelLabel="Vazgeç"
        onConfirm={confirm}
        centered
      >
        {pending &&
          `${pending.user.email} kullanıcısının rolü ${roleLabel(pending.user.role)} yerine ${ROLE_LABELS[pending.role]} olsun mu?`}
      </ConfirmDialog>
    </Stack>
  );
}
