import { Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { messages } from '../../../shared/messages.js';
import { ExcuseList } from '../../components/ExcuseList.js';
import { LazyModal } from '../../components/LazyModal.js';
import { usePreloadOnFirstUse } from '../../lib/first-use.js';
import { useExcuses } from './api.js';

// The form (zod, Select, @mantine/form) is not needed to draw the dashboard: it loads on the page's
// first tap or focus.
const loadExcuseForm = () => import('./ExcuseForm.js');
const ExcuseForm = lazy(loadExcuseForm);

/**
 * Dashboard card: the player's current and coming excuses, each with what may still be done to it
 * (end, shorten, cancel), and a modal form to report a new one.
 */
export function ExcuseCard() {
  const [opened, { open, close }] = useDisclosure(false);
  const mine = useExcuses({ kind: 'mine' });
  const active = mine.data?.active;
  usePreloadOnFirstUse(loadExcuseForm);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" h="100%">
        <Title order={2} fz="h4">
          Mazeret Bildirimi
        </Title>
        {active ? (
          <Text size="sm">
            Aktif mazeretiniz: <b>{active.excuseType}</b>. Mazeretiniz sürerken teklif gönderemez ve
            alamazsınız.
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            Sakatlık, tatil veya hastalık gibi bir nedenle oynayamayacağınız dönemi bildirin; bu sürede size
            teklif gönderilemez.
          </Text>
        )}
        <ExcuseList owner={{ kind: 'mine' }} />
        <Button variant="light" mt="auto" onClick={open}>
          Mazeret Bildir
        </Button>
      </Stack>
      <LazyModal
        opened={opened}
        onClose={close}
        title="Mazeret Bildir"
        centered
        closeButtonProps={{ 'aria-label': messages.common.close }}
      >
        {opened && (
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" />
              </Center>
            }
          >
            <ExcuseForm onDone={close} />
          </Suspense>
        )}
      </LazyModal>
    </Card>
  );
}
