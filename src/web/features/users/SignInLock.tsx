import { Alert, Badge, Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TManagedUserRow } from '../../../shared/contract/users.js';
import { messages } from '../../../shared/messages.js';
import { mayLiftSignInLockOf } from '../../../shared/rules/role-change.js';
import { istanbulParts } from '../../../shared/time.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useSignedInUser } from '../../lib/session.js';
import { useClearSignInLock } from './api.js';
import { fullName } from './UserDialogs.js';

const m = messages.users;

/** The Istanbul clock time a sign-in lock ends ('14:35'): a lock lasts a quarter of an hour at most. */
export function lockEnd(until: string): string {
  const { hour, minute } = istanbulParts(new Date(until));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * An account locked for sign-in after repeated wrong passwords: the badge says until when, and the
 * button beside it asks to lift the lock (nothing on one tap). Another Admin's or a Super Admin's
 * lock is a Super Admin's to lift: an Admin sees the badge only.
 */
export function SignInLockNotice({
  user,
  onClear,
}: {
  user: TManagedUserRow;
  onClear: (user: TManagedUserRow) => void;
}) {
  const me = useSignedInUser();
  if (!user.signInLockedUntil) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge
        color="orange"
        variant="light"
        leftSection={<IconLock size={12} aria-hidden />}
        h="auto"
        maw="100%"
        py={4}
        styles={{ root: { textTransform: 'none' }, label: { whiteSpace: 'normal' } }}
      >
        {m.signInLockedUntil(lockEnd(user.signInLockedUntil))}
      </Badge>
      {mayLiftSignInLockOf(me, user) && (
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          mih={44}
          aria-label={`Kilidi kaldır: ${fullName(user)}`}
          onClick={() => onClear(user)}
        >
          Kilidi kaldır
        </Button>
      )}
    </Group>
  );
}

export function ClearSignInLockModal({
  user,
  onClose,
  onCleared,
}: {
  user: TManagedUserRow | null;
  onClose: () => void;
  onCleared: (message: string) => void;
}) {
  const clear = useClearSignInLock();
  const close = () => {
    clear.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={user !== null}
      onClose={close}
      title="Giriş Kilidini Kaldır"
      confirmLabel="Kilidi kaldır"
      loading={clear.isPending}
      error={clear.error}
      onConfirm={() =>
        user &&
        clear.mutate(user.id, {
          onSuccess: (res) => {
            onCleared(res.message);
            close();
          },
        })
      }
    >
      {user && (
        <Alert color="orange">
          {fullName(user)} ({user.email}) art arda yanlış şifre girildiği için
          {user.signInLockedUntil ? ` ${lockEnd(user.signInLockedUntil)} saatine kadar` : ''} giriş yapamıyor.
          Kilidi kaldırırsanız hemen giriş yapabilir ve yanlış deneme sayısı sıfırlanır. Şifreyi başka birinin
          denediğinden şüpheleniyorsanız kilidi kaldırmayınız; kilit en geç 15 dakika içinde kendiliğinden
          kalkar.
        </Alert>
      )}
    </ConfirmDialog>
  );
}
