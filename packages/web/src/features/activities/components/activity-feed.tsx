import { Alert, Group, Loader, Pagination, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ACTIVITY_FILTERS, ACTIVITY_PAGE_SIZE, pageCount } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useActivityLogs } from '../api/list-activity-logs';
import { ActivityList } from './activity-list';
import { NO_ACTIVITIES } from './activity-log-panel';

/** "Other searches" debounce (spec 000 §9). */
export const ACTIVITY_SEARCH_DEBOUNCE_MS = 160;

/** The filter categories of spec 002 §3, as users read them. */
export const ACTIVITY_FILTER_LABELS: Record<(typeof ACTIVITY_FILTERS)[number]['key'], string> = {
  all: 'All',
  detail_change: 'Detail change',
  document_related: 'Document related',
  questionnaire_related: 'Questionnaire related',
  tax_return_delivery_related: 'Tax return delivery related',
  review_and_export_related: 'Review and export related',
  uncategorized: 'Uncategorized',
};

const categoryOptions = ACTIVITY_FILTERS.map((f) => ({ value: f.key, label: ACTIVITY_FILTER_LABELS[f.key] }));

/**
 * The firm's activity feed (spec 000 §2, 002 §3 and §7): newest first in pages of 32, filtered by
 * category and a search; a changed filter starts again at the first page.
 */
export function ActivityFeed() {
  const [category, setCategory] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), ACTIVITY_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const typeId = ACTIVITY_FILTERS.find((f) => f.key === category)?.typeId ?? null;
  const logs = useActivityLogs({ typeId, search: debounced }, page);
  const pages = logs.data ? pageCount(logs.data.total, ACTIVITY_PAGE_SIZE) : 0;
  const [seenFilters, setSeenFilters] = useState({ typeId, debounced });
  // Back to page 1 when the filters change (set during render, React's pattern for derived state).
  if (seenFilters.typeId !== typeId || seenFilters.debounced !== debounced) {
    setSeenFilters({ typeId, debounced });
    setPage(1);
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search activities"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={logs.isFetching ? <Loader size="xs" aria-hidden /> : null}
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label="Category"
          data={categoryOptions}
          value={category}
          onChange={(v) => setCategory(v ?? 'all')}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {logs.isError && !logs.data ? (
        <Alert color="red" variant="light" role="alert">
          {logs.error.message}
        </Alert>
      ) : !logs.data ? (
        <Stack gap="xs" role="status" aria-label="Loading activities">
          <Skeleton h={40} />
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : logs.data.activity_logs.length === 0 ? (
        <EmptyState title={NO_ACTIVITIES} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {logs.data.total === 1 ? '1 activity' : `${logs.data.total} activities`}
          </Text>
          <ActivityList logs={logs.data.activity_logs} label="Activities, newest first" />
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              getControlProps={(control) => ({
                'aria-label': { first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' }[
                  control
                ],
              })}
            />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
