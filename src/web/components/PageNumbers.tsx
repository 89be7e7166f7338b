import { Group, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

const controlLabels = {
  first: 'İlk sayfa',
  previous: 'Önceki sayfa',
  next: 'Sonraki sayfa',
  last: 'Son sayfa',
} as const;

/** Numbered paging for server-paged lists, with Turkish names for every button (screen readers). */
export function PageNumbers({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  // On a phone each button is 44 px wide: with one neighbour a side, 'Sonraki sayfa' would wrap
  // alone onto a second row. There, no neighbours (1 … 5 … 10) and narrower gaps keep one row.
  const phone = useMediaQuery('(max-width: 575px)', undefined, { getInitialValueInEffect: false }) ?? false;
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={phone ? 0 : 1}
        gap={phone ? 4 : undefined}
        getItemProps={(p) => ({
          'aria-label': `${p}. sayfa`,
          'aria-current': p === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </Group>
  );
}
