import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TUserRow } from '../../../shared/contract/users.js';
import { roleLabel } from '../../../shared/labels.js';
import { messages } from '../../../shared/messages.js';
import { formatDate, formatDateTime } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Modal } from '../../components/Modal.js';
import { genderLabels } from '../../components/person-options.js';
import { useDeleteUser } from './api.js';
import { provinceName } from './labels.js';

export const fullName = (u: TUserRow) =>
  u.firstName || u.lastName ? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() : u.email;

export function UserViewModal({ user, onClose }: { user: TUserRow | null; onClose: () => void }) {
  const rows: [string, string][] = user
    ? [
        ['E-posta', user.email],
        ['Ad', user.firstName ?? '—'],
        ['Soyad', user.lastName ?? '—'],
        ['Telefon', user.phone ?? '—'],
        ['Doğum Tarihi', user.birthdate ? formatDate(user.birthdate) : '—'],
        ['Cinsiyet', user.gender ? genderLabels[user.gender] : '—'],
        ['İl', provinceName(user.city)],
        ['Rol', roleLabel(user.role)],
        ['Profil', user.profileCompleted ? 'Tamamlandı' : 'Tamamlanmadı'],
        ['Kayıt Tarihi', formatDateTime(user.createdAt)],
      ]
    : [];
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Kullanıcı Bilgileri"
      closeButtonProps={{ 'aria-label': 'Pencereyi kapat' }}
    >
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0} style={{ gridColumn: label === 'E-posta' ? 'span 2' : undefined }}>
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Kapat
        </Button>
      </Group>
    </Modal>
  );
}

export function DeleteUserModal({
  user,
  onClose,
  onDeleted,
}: {
  user: TUserRow | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const remove = useDeleteUser();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={user !== null}
      onClose={close}
      title="Kullanıcıyı Sil"
      confirmLabel="Sil"
      color="red"
      loading={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        user &&
        remove.mutate(user.id, {
          onSuccess: (res) => {
            onDeleted(res.message);
            close();
          },
        })
      }
    >
      {user && (
        <Alert color="red" title={messages.users.deleteWarning}>
          {fullName(user)} ({user.email}) silinecek: oturumları kapanır, liglerdeki sırası boşalır, bekleyen
          maç teklifleri iptal edilir ve kişisel bilgileri silinir. Oynadığı maçlar diğer oyuncuların
          geçmişinde ve sezon arşivlerinde "Silinmiş oyuncu" adıyla kalır.
        </Alert>
      )}
    </ConfirmDialog>
  );
}
