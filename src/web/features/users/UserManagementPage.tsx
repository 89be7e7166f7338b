import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowsSort,
  IconEye,
  IconPencil,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { TManagedUserRow, TUserRow, UserSortField } from '../../../shared/contract/users.js';
import { roleLabel } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { genderLabels } from '../../components/person-options.js';
import { QueryState } from '../../components/QueryState.js';
import { ResponsiveList } from '../../components/ResponsiveList.js';
import { SearchInput } from '../../components/SearchInput.js';
import { useSignedInUser } from '../../lib/session.js';
import { useUsers } from './api.js';
import { ClearSignInLockModal, SignInLockNotice } from './SignInLock.js';
import { DeleteUserModal, fullName, UserViewModal } from './UserDialogs.js';
import { UserFormModal } from './UserFormModal.js';

type Dir = 'asc' | 'desc';
const columns: { field: UserSortField; label: string }[] = [
  { field: 'firstName', label: 'Ad' },
  { field: 'lastName', label: 'Soyad' },
  { field: 'gender', label: 'Cinsiyet' },
  { field: 'email', label: 'E-posta' },
];
const sortOptions = columns.flatMap((c) => [
  { value: `${c.field}:asc`, label: `${c.label} (artan)` },
  { value: `${c.field}:desc`, label: `${c.label} (azalan)` },
]);

/** /userm: search, sort and paging by the server, 8 rows a page (spec §2, §9). */
export default function UserManagementPage() {
  const me = useSignedInUser();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<{ field: UserSortField; dir: Dir }>({ field: 'firstName', dir: 'asc' });
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TUserRow | null>(null);
  const [viewing, setViewing] = useState<TUserRow | null>(null);
  const [deleting, setDeleting] = useState<TUserRow | null>(null);
  const [unlocking, setUnlocking] = useState<TManagedUserRow | null>(null);
  const users = useUsers({ q, sort: sort.field, dir: sort.dir, page });

  // After a delete emptied the last page, step back to the new last page.
  const lastPage = users.data?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const sortBy = (field: UserSortField) => {
    setSort((s) => ({ field, dir: s.field === field && s.dir === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };
  const actions = (u: TUserRow) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`${fullName(u)} görüntüle`} onClick={() => setViewing(u)}>
        <IconEye size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={`${fullName(u)} düzenle`} onClick={() => setEditing(u)}>
        <IconPencil size={18} />
      </ActionIcon>
      {/* One's own account is deleted from the profile, with the password (the server refuses it here). */}
      {u.id !== me.id && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${fullName(u)} sil`}
          onClick={() => setDeleting(u)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          Kullanıcı Yönetimi
        </Title>
        <Group gap="sm">
          <Button component="a" href="/api/users/export" download variant="light" mih={44}>
            Kullanıcı listesini indir (CSV)
          </Button>
          <Button onClick={() => setAdding(true)} mih={44}>
            Kullanıcı Ekle
          </Button>
        </Group>
      </Group>
      {notice && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <SearchInput
        placeholder="Ad, soyad, e-posta veya cinsiyet"
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
      />
      <Select
        hiddenFrom="sm"
        label="Sırala"
        data={sortOptions}
        value={`${sort.field}:${sort.dir}`}
        allowDeselect={false}
        onChange={(v) => {
          if (!v) return;
          const [field, dir] = v.split(':') as [UserSortField, Dir];
          setSort({ field, dir });
          setPage(1);
        }}
      />
      <QueryState query={users}>
        {(data) => (
          <ResponsiveList
            items={data.items}
            keyOf={(u) => u.id}
            label="Kullanıcılar"
            empty={messages.users.empty}
            breakpoint="sm"
            tableProps={{ striped: true, highlightOnHover: true }}
            head={
              <>
                {columns.map((c) => (
                  <Table.Th
                    key={c.field}
                    aria-sort={
                      sort.field === c.field ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'
                    }
                  >
                    <UnstyledButton onClick={() => sortBy(c.field)} fw={700} fz="sm">
                      <Group gap={4} wrap="nowrap">
                        {c.label}
                        {sort.field !== c.field ? (
                          <IconArrowsSort size={14} opacity={0.5} />
                        ) : sort.dir === 'asc' ? (
                          <IconSortAscending size={14} />
                        ) : (
                          <IconSortDescending size={14} />
                        )}
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                ))}
                <Table.Th>Rol</Table.Th>
                <Table.Th>İşlemler</Table.Th>
              </>
            }
            row={(u) => (
              <>
                <Table.Td>{u.firstName ?? '—'}</Table.Td>
                <Table.Td>{u.lastName ?? '—'}</Table.Td>
                <Table.Td>{u.gender ? genderLabels[u.gender] : '—'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Badge variant="light" color={u.role.includes('Admin') ? 'grape' : 'gray'}>
                      {roleLabel(u.role)}
                    </Badge>
                    <SignInLockNotice user={u} onClear={setUnlocking} />
                  </Stack>
                </Table.Td>
                <Table.Td>{actions(u)}</Table.Td>
              </>
            )}
            card={(u) => (
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} miw={0}>
                    <Text fw={600}>{fullName(u)}</Text>
                    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {u.email}
                    </Text>
                    <Text fz="sm">
                      {u.gender ? genderLabels[u.gender] : '—'} · {roleLabel(u.role)}
                    </Text>
                  </Stack>
                  {actions(u)}
                </Group>
                <SignInLockNotice user={u} onClear={setUnlocking} />
              </Stack>
            )}
            paging={{ ...data, onChange: setPage, unit: 'kullanıcı' }}
          />
        )}
      </QueryState>
      <UserFormModal opened={adding} onClose={() => setAdding(false)} onSaved={setNotice} />
      <UserFormModal
        opened={editing !== null}
        user={editing ?? undefined}
        onClose={() => setEditing(null)}
        onSaved={setNotice}
      />
      <UserViewModal user={viewing} onClose={() => setViewing(null)} />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} onDeleted={setNotice} />
      <ClearSignInLockModal user={unlocking} onClose={() => setUnlocking(null)} onCleared={setNotice} />
    </Stack>
  );
}
