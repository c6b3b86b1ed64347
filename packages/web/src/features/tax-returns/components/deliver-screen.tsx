import { Alert, Anchor, Button, Drawer, Group, Menu, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  canMarkFinished,
  REMINDABLE_STATUSES,
  showsDraftCopy,
  sendTaxYears,
  TAX_RETURN_SORTS,
  taxReturnMessages,
  type TaxReturnRow,
} from '@portal/domain';
import { IconAdjustmentsHorizontal, IconSend, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ColumnsMenu } from '../../../components/data-table/columns-menu';
import { CARDS_BELOW, DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { actionsColumn } from '../../../components/data-table/row-menu';
import { TablePager } from '../../../components/data-table/table-pager';
import { SelectionSummary, TableSearch } from '../../../components/data-table/table-toolbar';
import { useServerTable } from '../../../components/data-table/use-server-table';
import { EmptyState } from '../../../components/empty-state';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteTaxReturn } from '../api/delete-tax-return';
import { downloadTaxReturn } from '../../../components/tax-return/get-tax-return-document';
import { useTaxReturns, type TaxReturnSort } from '../api/list-tax-returns';
import { useMarkTaxReturnFinished } from '../api/mark-tax-return-finished';
import { useSendTaxReturnReminders } from '../api/send-tax-return-reminders';
import { useSetInvoicePaid } from '../api/set-invoice-paid';
import { useSetReminderDisabled } from '../api/set-reminder-disabled';
import { BulkSendDialog } from './bulk-send-dialog';
import { formatDate } from '../../../lib/format';
import { DELIVER_OPTIONAL_COLUMNS, deliverColumns, paymentsText, progressText } from './deliver-columns';
import {
  activeFilterCount,
  defaultDeliverFilters,
  DeliverFilterBar,
  isFiltering,
  readDeliverFilters,
  toListFilters,
} from './deliver-filters';
import { IdentityChecksDialog } from './identity-checks-dialog';
import { TaxReturnStatusBadge } from '../../../components/tax-return/tax-return-status-badge';
import { ReturnAssignmentsDialog } from './return-assignments-dialog';
import { SendTaxReturnDialog } from './send-tax-return-dialog';
import { TaxReturnDialog, type TaxReturnView } from './tax-return-dialog';
import { useLiveTaxReturns } from '../../../components/tax-return/use-live-tax-returns';

const isBusy = (r: TaxReturnRow) => r.status === 'processing' || r.status === 'importing';

/** The phone's sort choices (the table's headers sort on a wide screen). */
const SORT_CHOICES = [
  { value: 'updated_at:desc', label: 'Last activity, newest first' },
  { value: 'updated_at:asc', label: 'Last activity, oldest first' },
  { value: 'company_name:asc', label: 'Entity name, A to Z' },
  { value: 'company_name:desc', label: 'Entity name, Z to A' },
  { value: 'status:asc', label: 'Status' },
  { value: 'tax_year:desc', label: 'Year, newest first' },
];

/** A return on a phone (issue 37 §4): its status first, then whose it is, what is left, and its actions. */
function ReturnCard({ row, actions }: { row: TaxReturnRow; actions: DataColumn<TaxReturnRow> }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <TaxReturnStatusBadge status={row.status} />
        {actions.render(row)}
      </Group>
      <Anchor component={Link} to={`/admin/${row.company_hash}`} fw={500}>
        {row.company_name}
      </Anchor>
      <Text size="sm">
        {row.tax_return_name} · {row.tax_year}
      </Text>
      <Text size="sm">
        {progressText(row.signatures_signed, row.signatures_total, 'signed')} · Payments: {paymentsText(row)}
      </Text>
      <Text size="xs" c="dimmed">
        Last activity {formatDate(row.updated_at)}
      </Text>
    </Stack>
  );
}
const progressOf = (r: TaxReturnRow) => ({ allSigned: r.all_signed, allPaid: r.all_paid, invoicePaid: r.invoice_paid });
const pdfName = (r: TaxReturnRow) => `${r.company_name} ${r.tax_year} ${r.tax_return_name}.pdf`;

export interface DeliverScreenProps {
  /** The firm's staff, for the assigned firm user column and the assignment dialog. */
  advisors: { id: number; full_name: string }[];
  /** The firm checks signers' identity: the 'ID fraud detection' column is shown. */
  showFraudDetection?: boolean;
  /** What View opens: the staff view of one return. */
  ReturnView: TaxReturnView;
  now?: () => Date;
}

/** /tax-returns, the Deliver table (spec 002 §2; issue 17 §5): the firm's returns and what to do next. */
export function DeliverScreen({
  advisors,
  showFraudDetection,
  ReturnView,
  now = () => new Date(),
}: DeliverScreenProps) {
  // The staff channel tells of every return that moved on (signed, paid, mailed): read the page again.
  useLiveTaxReturns();
  const t = useServerTable({
    // 'deliver': the table's preferences since its optional columns start hidden (issue 37 §4).
    table: 'deliver',
    sortFields: TAX_RETURN_SORTS,
    defaultSort: 'updated_at' as TaxReturnSort,
    defaultDescending: true,
    defaultFilters: defaultDeliverFilters,
    readFilters: readDeliverFilters,
    defaultHiddenColumns: DELIVER_OPTIONAL_COLUMNS,
  });
  const narrow = useMediaQuery(CARDS_BELOW, false, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [checking, setChecking] = useState<number | null>(null);
  const list = useTaxReturns({
    page: t.page + 1,
    perPage: t.pageSize,
    sortBy: t.sortBy,
    descending: t.descending,
    search: t.debouncedSearch,
    filters: toListFilters(t.filters),
  });
  const [years] = useState(() => sendTaxYears(now()));
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TaxReturnRow | null>(null);
  const [assigning, setAssigning] = useState<number[] | null>(null);
  const [bulkSending, setBulkSending] = useState<TaxReturnRow[] | null>(null);
  const remove = useDeleteTaxReturn();
  const finish = useMarkTaxReturnFinished();
  const remind = useSendTaxReturnReminders();
  const invoice = useSetInvoicePaid();
  const reminder = useSetReminderDisabled();
  const advisorNames = useMemo(() => new Map(advisors.map((a) => [a.id, a.full_name])), [advisors]);
  const failed = (e: Error) => notify.error(e.message);

  const columns = useMemo(
    () => [
      ...deliverColumns({
        showFraudDetection,
        advisorName: (id) => advisorNames.get(id),
        onOpenChecks: (row) => setChecking(row.id),
        onToggleReminder: (row, disabled) =>
          reminder.mutate(
            { id: row.id, disabled },
            { onSuccess: () => notify.success(taxReturnMessages.reminderDisabledUpdated), onError: failed },
          ),
      }),
      actionsColumn<TaxReturnRow>(
        (r) => `${r.tax_return_name}, ${r.company_name}`,
        (r) => (
          <>
            <Menu.Item onClick={() => open(r)}>View</Menu.Item>
            {isBusy(r) ? null : (
              <Menu.Item onClick={() => void downloadTaxReturn(r.id, 'original', pdfName(r)).catch(failed)}>
                Download
              </Menu.Item>
            )}
            {r.draft_status && showsDraftCopy(r.status) ? (
              <Menu.Item
                onClick={() =>
                  void downloadTaxReturn(r.id, 'current', `${r.tax_return_name} (draft).pdf`).catch(failed)
                }
              >
                Download draft copy
              </Menu.Item>
            ) : null}
            {(REMINDABLE_STATUSES as readonly string[]).includes(r.status) && !(r.all_signed && r.all_paid) ? (
              <Menu.Item
                onClick={() =>
                  remind.mutate(r.id, {
                    onSuccess: () => notify.success(taxReturnMessages.remindersSent),
                    onError: failed,
                  })
                }
              >
                Send reminders
              </Menu.Item>
            ) : null}
            {canMarkFinished(r.status, progressOf(r)) ? (
              <Menu.Item
                onClick={() =>
                  finish.mutate(r.id, {
                    onSuccess: () => notify.success(taxReturnMessages.markedFinished),
                    onError: failed,
                  })
                }
              >
                Mark as finished
              </Menu.Item>
            ) : null}
            <Menu.Item
              onClick={() =>
                invoice.mutate(
                  { id: r.id, paid: !r.invoice_paid },
                  {
                    onSuccess: (res) =>
                      res.error ? notify.error(res.error) : notify.success(taxReturnMessages.invoicePaidUpdated),
                    onError: failed,
                  },
                )
              }
            >
              {r.invoice_paid ? 'Mark invoice unpaid' : 'Mark invoice paid'}
            </Menu.Item>
            {showFraudDetection && r.fraud_detection_status !== null ? (
              <Menu.Item onClick={() => setChecking(r.id)}>Identity verification checks</Menu.Item>
            ) : null}
            <Menu.Item onClick={() => setAssigning([r.id])}>Update client assignments</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.9" onClick={() => setDeleting(r)}>
              Delete
            </Menu.Item>
          </>
        ),
      ),
    ],
    // The handlers read the latest mutations; the columns change with the names and the columns they show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [advisorNames, showFraudDetection],
  );

  function open(row: TaxReturnRow) {
    if (isBusy(row)) notify.info(taxReturnMessages.processing);
    else setViewing(row.id);
  }

  if (list.isError && isApiError(list.error) && list.error.status === 403) {
    return (
      <Stack gap="md">
        <Title order={1}>Deliver</Title>
        <Alert color="yellow" variant="light" role="alert">
          {list.error.message || taxReturnMessages.disabled}
        </Alert>
      </Stack>
    );
  }

  const rows = list.isError && !list.data ? [] : list.data?.items;
  const filtering = isFiltering(t.filters) || t.debouncedSearch.trim() !== '';
  const sendButton = (
    <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
      Send Tax Return
    </Button>
  );
  const selectedRows = (rows ?? []).filter((r) => t.selected.includes(r.id));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Deliver</Title>
        {sendButton}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TableSearch value={t.search} onChange={t.setSearch} placeholder="Entity or return name" />
        {narrow ? (
          // On a phone the filters wait in a drawer, so the returns come first (issue 37 §4).
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setFiltersOpen(true)}
          >
            Filters{activeFilterCount(t.filters) ? ` (${activeFilterCount(t.filters)})` : ''}
          </Button>
        ) : (
          <>
            <DeliverFilterBar
              filters={t.filters}
              years={years}
              onChange={t.setFilters}
              showFraudDetection={showFraudDetection}
            />
            <ColumnsMenu columns={columns} hidden={t.hiddenColumns} onChange={t.setHiddenColumns} />
          </>
        )}
      </Group>
      <Drawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filters"
        position="bottom"
        size="85%"
        closeButtonProps={{ 'aria-label': 'Close filters' }}
      >
        <Stack gap="md">
          <NativeSelect
            label="Sort by"
            value={`${t.sortBy}:${t.descending ? 'desc' : 'asc'}`}
            onChange={(e) => {
              const [key, dir] = e.currentTarget.value.split(':');
              t.setSort(key as TaxReturnSort, dir === 'desc');
            }}
            data={
              SORT_CHOICES.some((c) => c.value === `${t.sortBy}:${t.descending ? 'desc' : 'asc'}`)
                ? SORT_CHOICES
                : [...SORT_CHOICES, { value: `${t.sortBy}:${t.descending ? 'desc' : 'asc'}`, label: 'As sorted' }]
            }
          />
          <DeliverFilterBar
            filters={t.filters}
            years={years}
            onChange={t.setFilters}
            showFraudDetection={showFraudDetection}
            stacked
          />
          <Group justify="space-between">
            <Button variant="default" onClick={t.resetFilters} disabled={!filtering}>
              Reset filters
            </Button>
            <Button onClick={() => setFiltersOpen(false)}>Show returns</Button>
          </Group>
        </Stack>
      </Drawer>
      {list.isError && list.data ? (
        <Alert color="red" variant="light" role="alert">
          {list.error.message}
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <SelectionSummary count={t.selected.length} onClear={() => t.setSelected([])} />
        {t.selected.length > 0 ? (
          <>
            <Button
              size="compact-sm"
              leftSection={<IconSend size={14} aria-hidden />}
              onClick={() => setBulkSending(selectedRows)}
            >
              Send
            </Button>
            <Button variant="default" size="compact-sm" onClick={() => setAssigning(t.selected)}>
              Update client assignments
            </Button>
          </>
        ) : null}
      </Group>
      <DataTable
        label="Tax returns"
        columns={columns}
        hiddenColumns={t.hiddenColumns}
        rows={rows}
        refreshing={list.isPlaceholderData}
        rowId={(r) => r.id}
        rowLabel={(r) => `${r.tax_return_name}, ${r.company_name}`}
        sortBy={t.sortBy}
        descending={t.descending}
        onSort={(key) => t.sort(key as TaxReturnSort)}
        selected={t.selected}
        onSelectedChange={t.setSelected}
        skeletonRows={Math.min(t.pageSize, 10)}
        minWidth={900}
        renderCard={(r) => <ReturnCard row={r} actions={columns.find((c) => c.key === 'actions')!} />}
        empty={
          list.isError ? (
            <Alert color="red" variant="light" role="alert">
              {list.error.message}
            </Alert>
          ) : (
            <EmptyState
              title="No tax returns were found"
              description={filtering ? 'Nothing matches the search or filters.' : 'Send a return to a client to start.'}
              actions={
                filtering ? (
                  <Button variant="default" onClick={t.resetFilters}>
                    Reset filters
                  </Button>
                ) : (
                  sendButton
                )
              }
            />
          )
        }
      />
      <TablePager
        page={t.page}
        pageSize={t.pageSize}
        total={undefined}
        hasMore={list.data?.has_more ?? false}
        onPageChange={t.setPage}
        onPageSizeChange={t.setPageSize}
      />

      <SendTaxReturnDialog opened={uploading} onClose={() => setUploading(false)} now={now} />
      {viewing !== null ? (
        <TaxReturnDialog taxReturnId={viewing} onClose={() => setViewing(null)} ReturnView={ReturnView} />
      ) : null}
      {checking !== null ? <IdentityChecksDialog taxReturnId={checking} onClose={() => setChecking(null)} /> : null}
      <ReturnAssignmentsDialog
        ids={assigning}
        advisors={advisors}
        onClose={() => setAssigning(null)}
        onSaved={() => t.setSelected([])}
      />
      <BulkSendDialog rows={bulkSending} onClose={() => setBulkSending(null)} onDone={() => t.setSelected([])} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete tax return"
        message={`Delete "${deleting?.tax_return_name ?? ''}" for ${deleting?.company_name ?? ''}? Its files and signing evidence are kept.`}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(taxReturnMessages.deleted);
              setDeleting(null);
            },
            onError: failed,
          })
        }
      />
    </Stack>
  );
}
