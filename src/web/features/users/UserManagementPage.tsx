import { Title } from '@mantine/core';

// Scaffold: the feature's issue builds this screen.
export default function UserManagementPage() {
  return (
    <Title order={1} fz="h2">
      Kullanıcı Yönetimi
    </Title>
  );
}
