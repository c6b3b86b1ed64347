import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRowActions, type RowAction } from './row-actions';

export type { RowAction, RowConfirm } from './row-actions';

export interface AdminListColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** The row's name: set in medium weight. */
  strong?: boolean;
}

export interface AdminListProps<T> {
  /** The heading; none when the list sits under a heading of its own. */
  title?: string;
  /**
   * 'page': the screen's h1 (at h2 size) with the description below; 'section': a firm settings tab's h2
   * (at h3 size) with the description under it, beside the action.
   */
  level?: 'page' | 'section';
  description?: ReactNode;
  /** The header's create button (a plus icon unless given); none for people who may not create. */
  create?: { label: string; onClick: () => void; icon?: ReactNode };
  /** Shown between the header and the table: a notice about the whole list. */
  notice?: ReactNode;
  /** The table's accessible name, e.g. 'Drop links'. */
  label: string;
  /** Names the loading state for a screen reader: 'Loading <label in lower case>' unless given. */
  loadingLabel?: string;
  columns: AdminListColumn<T>[];
  /** Undefined while loading. */
  rows: T[] | undefined;
  /** A failed load: its message in an alert instead of the table. */
  error?: Error | null;
  errorTitle?: string;
  rowKey: (row: T) => string | number;
  /** The row's name in its buttons' accessible names ('Delete Year-end docs'). */
  rowLabel: (row: T) => string;
  /** The Actions column's buttons; no column without them. */
  actions?: RowAction<T>[];
  /** 'buttons' side by side (default), or 'menu': one 'Actions for <row>' button that opens them. */
  actionsAs?: 'buttons' | 'menu';
  /** What the Actions cell says on a row that offers no action. */
  noActions?: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows; what to do next. Without it an empty table shows. */
  empty?: ReactNode;
  /** Below this width the table scrolls sideways (e.g. at 375 px) rather than squeezing its columns. */
  minWidth?: number;
  spacing?: 'xs' | 'sm';
  /** In a bordered card (default), or bare inside a card of the screen's own. */
  framed?: boolean;
  highlightOnHover?: boolean;
  /** After the table: the screen's dialogs and notes. */
  children?: ReactNode;
}

/** A list's load failure (its message in an alert) or, while it loads, skeleton rows named for a screen reader. */
export function ListLoadState({
  error,
  errorTitle,
  loadingLabel,
}: {
  error: Error | null | undefined;
  errorTitle?: string;
  loadingLabel: string;
}) {
  return error ? (
    <Alert color="red" variant="light" role="alert" title={errorTitle}>
      {error.message}
    </Alert>
  ) : (
    <Stack gap="xs" role="status" aria-label={loadingLabel}>
      <Skeleton h={40} />
      <Skeleton h={40} />
    </Stack>
  );
}

function ListHeader({
  title,
  level,
  description,
  action,
}: Pick<AdminListProps<unknown>, 'level' | 'description'> & { title: string; action: ReactNode }) {
  const page = level === 'page';
  const heading = (
    <Title order={page ? 1 : 2} size={page ? 'h2' : 'h3'}>
      {title}
    </Title>
  );
  const said = description ? (
    <Text size="sm" c="dimmed">
      {description}
    </Text>
  ) : null;
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        {page || !said ? (
          heading
        ) : (
          <Stack gap={2}>
            {heading}
            {said}
          </Stack>
        )}
        {action}
      </Group>
      {page ? said : null}
    </>
  );
}

/**
 * A settings or admin list (spec 002 §2, §3): heading, create control, loading and failure states, an empty
 * state that says what to do next, the table with a row's buttons, and the confirmation before a row is
 * deleted with its toasts. The screen gives the columns, the actions and its dialogs.
 */
export function AdminList<T>({
  title,
  level = 'section',
  description,
  create,
  notice,
  label,
  loadingLabel,
  columns,
  rows,
  error,
  errorTitle,
  rowKey,
  rowLabel,
  actions = [],
  actionsAs = 'buttons',
  noActions,
  empty,
  minWidth,
  spacing = 'sm',
  framed = true,
  highlightOnHover,
  children,
}: AdminListProps<T>) {
  const rowActions = useRowActions(actions, rowLabel);
  const withActions = actions.length > 0;

  const table = (rows: T[]) => {
    const t = (
      <Table aria-label={label} verticalSpacing={spacing} highlightOnHover={highlightOnHover}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            {withActions ? (
              <Table.Th>{actionsAs === 'menu' ? <VisuallyHidden>Actions</VisuallyHidden> : 'Actions'}</Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td key={c.header} fw={c.strong ? 500 : undefined}>
                  {c.render(row)}
                </Table.Td>
              ))}
              {withActions ? <Table.Td>{rowActions[actionsAs](row) ?? noActions?.(row)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
    const scrolled = minWidth ? (
      <Table.ScrollContainer minWidth={minWidth} type="native">
        {t}
      </Table.ScrollContainer>
    ) : (
      t
    );
    return framed ? (
      <Paper withBorder radius="md">
        {scrolled}
      </Paper>
    ) : (
      scrolled
    );
  };

  return (
    <Stack gap="md">
      {title ? (
        <ListHeader
          title={title}
          level={level}
          description={description}
          action={
            create ? (
              <Button leftSection={create.icon ?? <IconPlus size={16} aria-hidden />} onClick={create.onClick}>
                {create.label}
              </Button>
            ) : null
          }
        />
      ) : null}
      {notice}
      {error || !rows ? (
        <ListLoadState
          error={error}
          errorTitle={errorTitle}
          loadingLabel={loadingLabel ?? `Loading ${label.toLowerCase()}`}
        />
      ) : rows.length === 0 && empty ? (
        empty
      ) : (
        table(rows)
      )}
      {children}
      {rowActions.dialog}
    </Stack>
  );
}
