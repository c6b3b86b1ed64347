import { Button, Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { pageCount, PAGE_SIZES } from '@portal/domain';
import { useId } from 'react';
import { TableDensityControl } from './table-density';

export interface TablePagerProps {
  /** 0-based, as the server counts. */
  page: number;
  pageSize: number;
  total: number | undefined;
  /** The total is the server's estimate (a big list counted once per filter): the range says "of about". */
  totalIsEstimate?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** The sizes offered; the portal's usual 10, 20, 50 unless a list has its own. */
  sizes?: readonly number[];
  /**
   * A list that does not count its rows (it reads one past the page): Previous and Next instead of the
   * range and the page buttons.
   */
  hasMore?: boolean;
}

/** Rows per page, the row density, the range shown and the page buttons. */
export function TablePager({
  page,
  pageSize,
  total,
  totalIsEstimate = false,
  onPageChange,
  onPageSizeChange,
  sizes = PAGE_SIZES,
  hasMore,
}: TablePagerProps) {
  const sizeId = useId();
  const pages = pageCount(total ?? 0, pageSize);
  const first = total ? page * pageSize + 1 : 0;
  const last = total ? Math.min(total, (page + 1) * pageSize) : 0;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm" style={{ whiteSpace: 'nowrap' }}>
            Rows per page
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            w={72}
            data={sizes.map(String)}
            value={String(pageSize)}
            onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
          />
        </Group>
        <TableDensityControl />
        {hasMore === undefined ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === undefined ? '' : `${first}–${last} of ${totalIsEstimate ? 'about ' : ''}${total}`}
          </Text>
        ) : null}
      </Group>
      {hasMore !== undefined ? (
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <Text size="sm" aria-live="polite">
            Page {page + 1}
          </Text>
          <Button variant="default" size="xs" disabled={!hasMore} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </Group>
      ) : pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={page + 1}
          onChange={(p) => onPageChange(p - 1)}
          siblings={1}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          getControlProps={(control) => ({
            'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[
              control
            ],
          })}
        />
      ) : null}
    </Group>
  );
}
