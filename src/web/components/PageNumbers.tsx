import { Group, Pagination } from '@mantine/core';

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
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={1}
        getItemProps={(p) => ({
          'aria-label': `${p}. sayfa`,
          'aria-current': p === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </Group>
  );
}
