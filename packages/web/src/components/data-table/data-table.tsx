import { Box, Checkbox, Group, Paper, Skeleton, Stack, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ROW_SPACING, useTableDensity } from './table-density';

export interface DataColumn<T> {
  key: string;
  header: string;
  /** The server's sort_by for this column; unsortable without it. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /** The name column stays: a row without it would say nothing. */
  alwaysShown?: boolean;
  /** Short values (dates, phones, badges) stay on one line. */
  nowrap?: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name, e.g. 'Entities'. */
  label: string;
  columns: DataColumn<T>[];
  hiddenColumns?: string[];
  /** Undefined while the first page loads: skeleton rows stand in. */
  rows: T[] | undefined;
  /** A later page, sort or search is loading while the previous rows stay. */
  refreshing?: boolean;
  rowId: (row: T) => number;
  rowLabel: (row: T) => string;
  sortBy: string;
  descending: boolean;
  onSort: (sortKey: string) => void;
  selected: number[];
  onSelectedChange: (ids: number[]) => void;
  /**
   * What decides which rows exist (search and filters, not page or sort). When it changes, the selected
   * rows the new result no longer shows are unselected: no bulk action on rows out of sight.
   */
  selectionScope?: string;
  skeletonRows: number;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** Below this width the table scrolls sideways inside its container (e.g. at 375 px). */
  minWidth: number;
  /**
   * On a phone (below 48em) each row is a card instead of a table row (issue 37 §4): what the card shows,
   * most important first. Without it the table scrolls sideways inside its container.
   */
  renderCard?: (row: T) => ReactNode;
}

/** The width below which a table with cards shows them (Mantine's sm breakpoint). */
export const CARDS_BELOW = '(max-width: 48em)';

function SortHeader({
  header,
  active,
  descending,
  onClick,
}: {
  header: string;
  active: boolean;
  descending: boolean;
  onClick: () => void;
}) {
  const Icon = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton onClick={onClick} fw={600} fz="sm">
      <Group gap={4} wrap="nowrap">
        {header}
        <Icon size={14} aria-hidden stroke={1.8} />
      </Group>
    </UnstyledButton>
  );
}

/** Once the rows of a new search or filter have arrived, keeps only the selected rows they show. */
function usePruneSelection<T>({
  rows,
  refreshing,
  rowId,
  selected,
  onSelectedChange,
  selectionScope,
}: Pick<DataTableProps<T>, 'rows' | 'refreshing' | 'rowId' | 'selected' | 'onSelectedChange' | 'selectionScope'>) {
  const [prunedFor, setPrunedFor] = useState(selectionScope);
  useEffect(() => {
    if (selectionScope === prunedFor || rows === undefined || refreshing) return;
    setPrunedFor(selectionScope);
    const shown = new Set(rows.map(rowId));
    const kept = selected.filter((id) => shown.has(id));
    if (kept.length !== selected.length) onSelectedChange(kept);
  }, [selectionScope, prunedFor, rows, refreshing, rowId, selected, onSelectedChange]);
}

/**
 * A server-paged table: sortable headers (aria-sort), row selection for bulk actions, skeleton rows while
 * the first page loads and an empty state. Paging and filters sit around it.
 */
export function DataTable<T>({
  label,
  columns,
  hiddenColumns = [],
  rows,
  refreshing = false,
  rowId,
  rowLabel,
  sortBy,
  descending,
  onSort,
  selected,
  onSelectedChange,
  selectionScope,
  skeletonRows,
  empty,
  minWidth,
  renderCard,
}: DataTableProps<T>) {
  usePruneSelection({ rows, refreshing, rowId, selected, onSelectedChange, selectionScope });
  const narrow = useMediaQuery(CARDS_BELOW, false, { getInitialValueInEffect: false });
  // Compact: a row a line (nothing wraps; the table scrolls sideways instead), so a screen shows 15 or more.
  const { density } = useTableDensity();
  const oneLine = density === 'compact';
  const shown = columns.filter((c) => c.alwaysShown || !hiddenColumns.includes(c.key));
  const pageIds = rows?.map(rowId) ?? [];
  const selectedOnPage = pageIds.filter((id) => selected.includes(id));
  const allSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;
  const toggleAll = () =>
    onSelectedChange(
      allSelected ? selected.filter((id) => !pageIds.includes(id)) : [...new Set([...selected, ...pageIds])],
    );
  const toggle = (id: number) =>
    onSelectedChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  if (renderCard && narrow)
    return (
      <CardList
        label={label}
        rows={rows}
        refreshing={refreshing}
        rowId={rowId}
        rowLabel={rowLabel}
        selected={selected}
        toggle={toggle}
        skeletonRows={Math.min(skeletonRows, 3)}
        empty={empty}
        renderCard={renderCard}
      />
    );

  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        highlightOnHover
        verticalSpacing={ROW_SPACING[density]}
        data-density={density}
        aria-label={label}
        aria-busy={rows === undefined || refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all rows on this page"
                checked={allSelected}
                indeterminate={selectedOnPage.length > 0 && !allSelected}
                disabled={pageIds.length === 0}
                onChange={toggleAll}
              />
            </Table.Th>
            {shown.map((c) => {
              const active = c.sortKey !== undefined && c.sortKey === sortBy;
              return (
                <Table.Th
                  key={c.key}
                  style={{ whiteSpace: 'nowrap' }}
                  aria-sort={c.sortKey ? (active ? (descending ? 'descending' : 'ascending') : 'none') : undefined}
                >
                  {c.sortKey ? (
                    <SortHeader
                      header={c.header}
                      active={active}
                      descending={descending}
                      onClick={() => onSort(c.sortKey!)}
                    />
                  ) : (
                    c.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i} data-testid="skeleton-row">
                  <Table.Td>
                    <Skeleton h={16} w={16} />
                  </Table.Td>
                  {shown.map((c) => (
                    <Table.Td key={c.key}>
                      <Skeleton h={12} w="80%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => {
                const id = rowId(row);
                const isSelected = selected.includes(id);
                return (
                  <Table.Tr key={id} bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${rowLabel(row)}`}
                        checked={isSelected}
                        onChange={() => toggle(id)}
                      />
                    </Table.Td>
                    {shown.map((c) => (
                      <Table.Td key={c.key} style={c.nowrap || oneLine ? { whiteSpace: 'nowrap' } : undefined}>
                        {c.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
          {rows !== undefined && rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={shown.length + 1}>
                <Box>{empty}</Box>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {rows === undefined ? <VisuallyHidden role="status">Loading {label}</VisuallyHidden> : null}
    </Table.ScrollContainer>
  );
}

/** The rows as cards on a phone: a list the screen reader names like the table, each card selectable. */
function CardList<T>({
  label,
  rows,
  refreshing,
  rowId,
  rowLabel,
  selected,
  toggle,
  skeletonRows,
  empty,
  renderCard,
}: Pick<DataTableProps<T>, 'label' | 'rows' | 'refreshing' | 'rowId' | 'rowLabel' | 'selected' | 'empty'> & {
  toggle: (id: number) => void;
  skeletonRows: number;
  renderCard: (row: T) => ReactNode;
}) {
  if (rows !== undefined && rows.length === 0) return <Box>{empty}</Box>;
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={label}
      aria-busy={rows === undefined || refreshing}
      style={{ listStyle: 'none', padding: 0, margin: 0, opacity: refreshing ? 0.6 : 1 }}
    >
      {rows === undefined
        ? Array.from({ length: skeletonRows }, (_, i) => (
            <Paper key={i} component="li" withBorder p="sm" data-testid="skeleton-row">
              <Skeleton h={12} w="60%" mb="xs" />
              <Skeleton h={12} w="80%" />
            </Paper>
          ))
        : rows.map((row) => {
            const id = rowId(row);
            const isSelected = selected.includes(id);
            return (
              <Paper
                key={id}
                component="li"
                withBorder
                p="sm"
                aria-label={rowLabel(row)}
                bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Checkbox
                    mt={4}
                    aria-label={`Select ${rowLabel(row)}`}
                    checked={isSelected}
                    onChange={() => toggle(id)}
                  />
                  <Box style={{ flex: 1, minWidth: 0 }}>{renderCard(row)}</Box>
                </Group>
              </Paper>
            );
          })}
      {rows === undefined ? <VisuallyHidden role="status">Loading {label}</VisuallyHidden> : null}
    </Stack>
  );
}
