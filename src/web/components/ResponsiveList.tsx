import { Paper, type PaperProps, Stack, Table, type TableProps, type TableTrProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.js';
import { PageNumbers } from './PageNumbers.js';
import { PrevNextPager } from './PrevNextPager.js';

/** Where the phone cards give way to the table: Mantine's `xs` (36em) or `sm` (48em) breakpoint. */
const phoneQuery = { xs: '(max-width: 36em)', sm: '(max-width: 47.99em)' } as const;

/** One page of a server-paged list, as the page envelopes carry it. */
export interface ListPage {
  page: number;
  totalPages: number;
  total: number;
}

interface Props<T> {
  items: T[];
  keyOf: (item: T) => string | number;
  /** Names the table and the phone list for screen readers. */
  label: string;
  /** Shown instead of the list when there is nothing on it. */
  empty: string;
  /** The table's header cells (`Table.Th`). */
  head: ReactNode;
  /** One item's cells (`Table.Td`), in the order of `head`. */
  row: (item: T) => ReactNode;
  /** One item as a phone card's content. */
  card: (item: T) => ReactNode;
  rowProps?: (item: T) => TableTrProps;
  cardProps?: (item: T) => PaperProps;
  tableProps?: TableProps;
  /** The table scrolls sideways below this width instead of squeezing its columns. */
  minWidth?: number;
  /** Phone cards up to this breakpoint; 'xs' unless the table needs more room. */
  breakpoint?: keyof typeof phoneQuery;
  /** Above the list (a count, say). */
  summary?: ReactNode;
  /** A server-paged list: its page, and what changes it. */
  paging?: ListPage & {
    onChange: (page: number) => void;
    /** With a unit ('kullanıcı') the previous/next pager that names the page and the total; numbered pages otherwise. */
    unit?: string;
  };
}

/**
 * A list as cards on a phone and as a table on a wider screen, with its pager (phone first: the
 * table's columns do not fit 390 px). Only one of the two is drawn, so each text is on the page once.
 */
export function ResponsiveList<T>({
  items,
  keyOf,
  label,
  empty,
  head,
  row,
  card,
  rowProps,
  cardProps,
  tableProps,
  minWidth,
  breakpoint = 'xs',
  summary,
  paging,
}: Props<T>) {
  // Read on the first render (the app is drawn in the browser only), so a phone never sees the table first.
  const phone = useMediaQuery(phoneQuery[breakpoint], undefined, { getInitialValueInEffect: false });
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  const table = (
    <Table aria-label={label} {...tableProps}>
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={keyOf(item)} {...rowProps?.(item)}>
            {row(item)}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap="sm">
      {summary}
      {phone ? (
        <Stack gap="xs" role="list" aria-label={label}>
          {items.map((item) => (
            // A long name or address without spaces wraps inside the card instead of widening the page.
            <Paper
              key={keyOf(item)}
              withBorder
              p="sm"
              role="listitem"
              style={{ overflowWrap: 'anywhere' }}
              {...cardProps?.(item)}
            >
              {card(item)}
            </Paper>
          ))}
        </Stack>
      ) : minWidth ? (
        <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
      ) : (
        table
      )}
      {paging &&
        (paging.unit ? (
          <PrevNextPager
            page={paging.page}
            totalPages={paging.totalPages}
            total={paging.total}
            unit={paging.unit}
            onChange={paging.onChange}
          />
        ) : (
          <PageNumbers page={paging.page} totalPages={paging.totalPages} onChange={paging.onChange} />
        ))}
    </Stack>
  );
}
