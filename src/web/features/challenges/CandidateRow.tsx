import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TCandidate } from '../../../shared/contract/offers.js';
import { candidateStatus, playerName } from './labels.js';

/** One opponent within reach: rank, name ('(Mazeretli)' when excused) and the offer button or why not. */
export function CandidateRow({
  candidate,
  actionLabel,
  onPick,
}: {
  candidate: TCandidate;
  actionLabel: string;
  onPick: (c: TCandidate) => void;
}) {
  const status = candidateStatus(candidate);
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={`${candidate.rank}. ${candidate.name}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Badge variant="default" size="lg" miw={44}>
            {candidate.rank}
          </Badge>
          <Stack gap={0} miw={0}>
            <Text fw={500} truncate>
              {playerName(candidate.name, candidate.excused)}
            </Text>
            {status && (
              <Text size="xs" c="gray.7">
                {status.reason}
              </Text>
            )}
          </Stack>
        </Group>
        {status ? (
          <Button size="xs" disabled variant="default">
            {status.label}
          </Button>
        ) : (
          <Button
            size="xs"
            onClick={() => onPick(candidate)}
            aria-label={`${candidate.name}: ${actionLabel}`}
          >
            {actionLabel}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
