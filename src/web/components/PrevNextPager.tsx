import { Button, Group, Text } from '@mantine/core';

interface Props {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted, e.g. 'kullanıcı' or 'maç'. */
  unit: string;
  onChange: (page: number) => void;
}

/** The previous / next paging of server-paged tables (spec §2: /userm), with the page and the total. */
export function PrevNextPager({ page, totalPages, total, unit, onChange }: Props) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Text fz="sm" c="dimmed" aria-live="polite">
        Sayfa {page} / {Math.max(totalPages, 1)} · {total} {unit}
      </Text>
      <Group gap="xs">
        <Button variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Önceki
        </Button>
        <Button variant="default" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
          Sonraki
        </Button>
      </Group>
    </Group>
  );
}
