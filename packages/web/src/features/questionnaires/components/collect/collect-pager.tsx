import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { COLLECT_PAGE_SIZES } from '@portal/domain';
import { useId } from 'react';

export interface CollectPagerProps {
  /** 1-based. */
  page: number;
  perPage: number;
  count: number | undefined;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** Rows per page (10, 25, 50, 100), the range shown and the page buttons of Collect. */
export function CollectPager({ page, perPage, count, onPageChange, onPerPageChange }: CollectPagerProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil((count ?? 0) / perPage));
  const first = count ? (page - 1) * perPage + 1 : 0;
  const last = count ? Math.min(count, page * perPage) : 0;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm" style={{ whiteSpace: 'nowrap' }}>
            Rows per page
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            w={72}
            data={COLLECT_PAGE_SIZES.map(String)}
            value={String(perPage)}
            onChange={(e) => onPerPageChange(Number(e.currentTarget.value))}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {count === undefined ? '' : `${first}–${last} of ${count}`}
        </Text>
      </Group>
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
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
