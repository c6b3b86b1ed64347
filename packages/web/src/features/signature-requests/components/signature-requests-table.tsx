import { ActionIcon, Anchor, Group, Menu, Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { VERIFICATION_STATUS_LABELS, type SignatureRequestRow } from '@portal/domain';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROW_SPACING, useTableDensity } from '../../../components/data-table/table-density';
import { formatDate } from '../../../lib/format';
import type { SignatureRequestSort } from '../api/list-signature-requests';
import { SignatureStatusBadge } from './signature-status-badge';

interface Column {
  key: string;
  header: string;
  sortKey?: SignatureRequestSort;
  render: (row: SignatureRequestRow) => ReactNode;
}

const COLUMNS: Column[] = [
  {
    key: 'company_name',
    header: 'Entity name',
    sortKey: 'company_name',
    render: (r) => (
      <Anchor component={Link} to={`/admin/${r.company_hash}`} fw={500}>
        {r.company_name}
      </Anchor>
    ),
  },
  { key: 'tax_year', header: 'Year', sortKey: 'tax_year', render: (r) => r.tax_year },
  { key: 'form_name', header: 'Document name', sortKey: 'form_name', render: (r) => r.form_name },
  { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <SignatureStatusBadge status={r.status} /> },
  { key: 'updated_at', header: 'Last activity', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at) },
];

/** 'ID fraud detection' (spec 002 §2): the aggregate of the signers' identity checks; a dash when not required. */
const FRAUD_DETECTION: Column = {
  key: 'fraud_detection_status',
  header: 'ID fraud detection',
  render: (r) => (r.fraud_detection_status ? VERIFICATION_STATUS_LABELS[r.fraud_detection_status] : '—'),
};

export interface SignatureRequestsTableProps {
  showFraudDetection?: boolean;
  rows: SignatureRequestRow[] | undefined;
  refreshing: boolean;
  sortBy: SignatureRequestSort;
  descending: boolean;
  onSort: (key: SignatureRequestSort) => void;
  /** The row's action menu items. */
  actions: (row: SignatureRequestRow) => ReactNode;
  empty: ReactNode;
  skeletonRows: number;
}

/** The staff table of spec 002 §2: sortable headers (aria-sort), a menu of actions per row. */
export function SignatureRequestsTable({
  showFraudDetection = false,
  rows,
  refreshing,
  sortBy,
  descending,
  onSort,
  actions,
  empty,
  skeletonRows,
}: SignatureRequestsTableProps) {
  const columns = showFraudDetection ? [...COLUMNS.slice(0, 4), FRAUD_DETECTION, ...COLUMNS.slice(4)] : COLUMNS;
  const { density } = useTableDensity();
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table
        highlightOnHover
        verticalSpacing={ROW_SPACING[density]}
        data-density={density}
        aria-label="Signature requests"
        aria-busy={rows === undefined || refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => {
              if (!c.sortKey)
                return (
                  <Table.Th key={c.key} style={{ whiteSpace: 'nowrap' }}>
                    {c.header}
                  </Table.Th>
                );
              const active = c.sortKey === sortBy;
              const Icon = !active ? IconArrowsSort : descending ? IconArrowDown : IconArrowUp;
              return (
                <Table.Th
                  key={c.key}
                  style={{ whiteSpace: 'nowrap' }}
                  aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}
                >
                  <UnstyledButton onClick={() => onSort(c.sortKey!)} fw={600} fz="sm">
                    <Group gap={4} wrap="nowrap">
                      {c.header}
                      <Icon size={14} aria-hidden stroke={1.8} />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={i} data-testid="skeleton-row">
                  {[...columns, null].map((c, j) => (
                    <Table.Td key={c?.key ?? j}>
                      <Skeleton h={12} w="80%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.key}
                      style={c.key === 'form_name' && density === 'comfortable' ? undefined : { whiteSpace: 'nowrap' }}
                    >
                      {c.render(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Actions for ${row.form_name}, ${row.company_name}`}
                        >
                          <IconDots size={16} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>{actions(row)}</Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
          {rows !== undefined && rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>{empty}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {rows === undefined ? <VisuallyHidden role="status">Loading signature requests</VisuallyHidden> : null}
    </Table.ScrollContainer>
  );
}
