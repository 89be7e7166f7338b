import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { messages } from '../../../shared/messages.js';
import { QueryState } from '../../components/QueryState.js';
import { Link } from '../../lib/router.js';
import { useStaffOverview } from './api.js';
import { visibleItems } from './overview-items.js';

const m = messages.staffHome;

/**
 * The top of an admin's or a moderator's home: what needs them, counted (pending applications,
 * disputed results, matches past their deadline, failed mails for admins), each a link to where it
 * is handled. A moderator's counts cover only the leagues they moderate.
 */
export function StaffOverviewPanel() {
  const overview = useStaffOverview();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="staff-overview-title">
      <Title order={2} fz="h4" id="staff-overview-title">
        {m.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {m.lead}
      </Text>
      <QueryState query={overview} errorText={m.loadError}>
        {(data) => {
          const items = visibleItems(data);
          const total = items.reduce((sum, item) => sum + (data[item.key] ?? 0), 0);
          return (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, sm: items.length }} spacing="sm">
                {items.map((item) => {
                  const count = data[item.key] ?? 0;
                  return (
                    <Card
                      key={item.key}
                      component={Link}
                      to={item.to}
                      withBorder
                      padding="sm"
                      mih={44}
                      aria-label={`${item.label}: ${count}`}
                      bg={count > 0 ? 'red.0' : undefined}
                    >
                      <Text fz={28} fw={700} lh={1.1} c={count > 0 ? 'red.9' : 'gray.7'}>
                        {count}
                      </Text>
                      <Text size="sm" fw={600}>
                        {item.label}
                      </Text>
                    </Card>
                  );
                })}
              </SimpleGrid>
              {total === 0 && (
                <Text size="sm" c="dimmed">
                  {m.nothing}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}
