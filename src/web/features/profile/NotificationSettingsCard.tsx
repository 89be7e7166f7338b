import { Button, Card, Checkbox, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { TNotificationSettings } from '../../../shared/contract/preferences.js';
import { messages } from '../../../shared/messages.js';
import { QueryState } from '../../components/QueryState.js';
import { errorMessage } from '../../lib/api.js';
import { notify } from '../../lib/notify.js';
import { NOTIFICATION_SETTINGS_ANCHOR } from '../../lib/paths.js';
import { useNotificationSettings, useSaveNotificationSettings } from './api.js';
import { disablePush, enablePush, pushOnHere, pushSupported } from './push-device.js';

const m = messages.preferences;

/** Profile: which categories come by mail and by push, and push on this device ("Bildirim izni"). */
export function NotificationSettingsCard() {
  const settings = useNotificationSettings();
  // Opened from the notifications page's 'Bildirim ayarları' (/profile#bildirim-ayarlari): the card
  // loads after the page, so the browser's own jump to the anchor finds nothing; it is done here,
  // and the focus put on the card's title for a keyboard or screen-reader user.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.location.hash !== `#${NOTIFICATION_SETTINGS_ANCHOR}`) return;
    title.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Card
      withBorder
      padding="lg"
      maw={720}
      w="100%"
      mx="auto"
      component="section"
      id={NOTIFICATION_SETTINGS_ANCHOR}
      aria-labelledby="notification-settings-title"
    >
      <Stack gap="md">
        <Title
          order={2}
          fz="h4"
          id="notification-settings-title"
          ref={title}
          tabIndex={-1}
          // Clear of the fixed header, with the card's top edge in view.
          style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 56px) + 28px)' }}
        >
          {m.title}
        </Title>
        <Text size="sm" c="dimmed">
          {m.intro}
        </Text>
        <QueryState query={settings}>{(data) => <ChannelTable data={data} />}</QueryState>
        <PushDevice />
      </Stack>
    </Card>
  );
}

function ChannelTable({ data }: { data: TNotificationSettings }) {
  const save = useSaveNotificationSettings();
  // The box shows the tap in the same render: the settings' own optimistic update reaches the
  // table a moment later, and a checkbox React holds to its old value meanwhile looks as if the
  // tap did nothing (on a slow phone, long enough to tap again).
  const [tapped, setTapped] = useState<Record<string, boolean>>({});
  const change = (category: string, channel: 'email' | 'push', on: boolean) => {
    const row = data.categories.find((c) => c.category === category);
    if (!row) return;
    const key = `${category}:${channel}`;
    setTapped((shown) => ({ ...shown, [key]: on }));
    // Each tap's own promise (a mutation's callbacks would answer only the last of several taps).
    save
      .mutateAsync({ categories: [{ ...row, [channel]: on }] })
      .then(
        () => notify({ color: 'green', message: m.saved }),
        (error) => notify({ color: 'red', message: errorMessage(error, m.saveError) }),
      )
      .finally(() =>
        setTapped((shown) => {
          const { [key]: _done, ...rest } = shown;
          return rest;
        }),
      );
  };
  return (
    <Table verticalSpacing="xs" aria-label={m.title}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>{m.topic}</VisuallyHidden>
          </Table.Th>
          <Table.Th ta="center" style={{ whiteSpace: 'nowrap' }}>
            {m.email}
          </Table.Th>
          <Table.Th ta="center">{m.push}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.categories.map((row) => {
          const label = m.categories[row.category];
          return (
            <Table.Tr key={row.category}>
              <Table.Th scope="row" fw="normal">
                {label}
              </Table.Th>
              {(['email', 'push'] as const).map((channel) => (
                <Table.Td key={channel}>
                  {/* The whole cell, at least 44 × 44 px, is the checkbox's tap target. */}
                  <Group component="label" justify="center" mih={44} miw={44} style={{ cursor: 'pointer' }}>
                    <Checkbox
                      size="md"
                      checked={tapped[`${row.category}:${channel}`] ?? row[channel]}
                      aria-label={`${label}: ${m[channel]}`}
                      onChange={(e) => change(row.category, channel, e.currentTarget.checked)}
                    />
                  </Group>
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function PushDevice() {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushOnHere()
      .then(setOn)
      .catch(() => setOn(false));
  }, []);
  if (!pushSupported()) return <Text size="sm">{m.pushUnsupported}</Text>;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify({ color: 'red', message: errorMessage(error, m.pushError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} fz="h5">
        {m.pushTitle}
      </Title>
      <Text size="sm">{on ? m.pushOn : m.pushOffHint}</Text>
      {on ? (
        <Button
          variant="default"
          mih={44}
          loading={busy}
          onClick={() =>
            run(async () => {
              await disablePush();
              setOn(false);
              notify({ message: m.pushDisabled });
            })
          }
        >
          {m.pushDisable}
        </Button>
      ) : (
        <Button
          mih={44}
          loading={busy}
          onClick={() =>
            run(async () => {
              const result = await enablePush();
              if (result === 'enabled') {
                setOn(true);
                notify({ color: 'green', message: m.pushEnabled });
              } else
                notify({ color: 'red', message: result === 'denied' ? m.pushDenied : m.pushUnsupported });
            })
          }
        >
          {m.pushEnable}
        </Button>
      )}
    </Stack>
  );
}
