import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { CollectRow, ExportPlatform } from '@portal/domain';
import { COLLECT_PAGE_SIZES, collectMessages } from '@portal/domain';
import { IconSend, IconTags } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table/data-table';
import { TablePager } from '../../../../components/data-table/table-pager';
import { SelectionSummary } from '../../../../components/data-table/table-toolbar';
import { EmptyState } from '../../../../components/empty-state';
import { useCollectList } from '../../api/list-collect';
import { useRefreshQuestionnaireLists } from '../../api/questionnaire-actions';
import { useFirmActionDialogs } from '../firm-actions/use-firm-action-dialogs';
import { QueueBanner } from './queue-banner';
import { collectColumns, collectRowLabel } from './collect-columns';
import { CollectFilters } from './collect-filters';
import { collectRowMenuItems } from './collect-row-menu';
import { ExportQuestionnairesDialog } from './export-questionnaires-dialog';
import { SendRemindersDialog } from './send-reminders-dialog';
import { copyQuestionnaireLink, useCollectActions, useRemindersToggle } from './use-collect-actions';
import { isFiltering, toCollectQuery, useCollectView, type CollectSort } from './use-collect-params';

/** Sends are batched in the background: the list is read again once they had time to land (spec 001 §9). */
export const RELOAD_AFTER_SEND_MS = 3000;

export const COLLECT_NO_MATCH = 'No questionnaire matches the search or filters.';

/** Send Questionnaire's dialog as Collect opens it: no entity chosen, `onSent` once the server accepted a send. */
export type CollectSendDialog = ComponentType<{ opened: boolean; onClose: () => void; onSent: () => void }>;

/**
 * Collect (spec 001 §2): the firm's questionnaires, paged, sorted and filtered by the server. `intro` sits
 * under the title (the first-run card of a firm with no clients). Sending belongs to the questionnaire-sends
 * feature: app/ passes its dialog (`SendDialog`) and its list of scheduled sends (`scheduledSends`, below the
 * table), as features do not import each other.
 */
export function CollectScreen({
  intro,
  settings,
  SendDialog,
  scheduledSends,
  exportPlatforms,
}: {
  intro?: ReactNode;
  settings?: ReactNode;
  SendDialog: CollectSendDialog;
  scheduledSends?: ReactNode;
  /** The platforms the firm may export to (its preferences, read in app/). */
  exportPlatforms?: readonly ExportPlatform[];
}) {
  const { view, update, sort, reset } = useCollectView();
  const list = useCollectList(toCollectQuery(view));
  const refresh = useRefreshQuestionnaireLists();
  const [selected, setSelected] = useState<number[]>([]);
  const clearSelection = () => setSelected([]);
  const actions = useCollectActions(clearSelection);
  const toggleReminders = useRemindersToggle();
  const firmActions = useFirmActionDialogs();
  const [sendOpen, setSendOpen] = useState(false);
  // The queue banner polls for 60 s from the screen's opening, and again from each send.
  const [queueSince, setQueueSince] = useState(() => Date.now());
  const [remindersFor, setRemindersFor] = useState<number[] | null>(null);
  const [exportFor, setExportFor] = useState<{ ids: number[]; name: string } | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const deletedView = view.status === 'deleted';
  // A selection made under another status would offer actions that do not fit (Restore vs Lock).
  useEffect(() => setSelected([]), [view.status]);

  // After deletes (or an old link) the page may lie past the end: go to the last page that has rows.
  const lastPage = list.data && !list.isPlaceholderData ? Math.max(1, Math.ceil(list.data.count / view.perPage)) : null;
  useEffect(() => {
    if (lastPage !== null && view.page > lastPage) update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is new each render; the numbers decide
  }, [lastPage, view.page]);

  const onSent = () => {
    setQueueSince(Date.now());
    void refresh();
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void refresh(), RELOAD_AFTER_SEND_MS);
  };

  const columns = collectColumns({
    onToggleReminders: (q, enabled) => toggleReminders.mutate({ id: q.id, enabled }),
    menuItems: (q: CollectRow) =>
      collectRowMenuItems(q, {
        onAction: (kind, row) => actions.request(kind, [row.id]),
        onCopyLink: (row) => void copyQuestionnaireLink(row.company.id, row.id),
        onSendReminder: (row) => setRemindersFor([row.id]),
        onExport: (row) => setExportFor({ ids: [row.id], name: row.name }),
        onFirmAction: firmActions.open,
      }),
  });

  const failed = list.isError && !list.data;
  const empty = list.data?.items.length === 0 && !list.isPlaceholderData;
  const filtering = isFiltering(view);
  const sendButton = (
    <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setSendOpen(true)}>
      Send Questionnaire
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Collect
        </Title>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconTags size={16} aria-hidden />}
            onClick={firmActions.manageStatuses}
          >
            Custom statuses
          </Button>
          {sendButton}
        </Group>
      </Group>
      {intro}
      <QueueBanner since={queueSince} onListStale={() => void refresh()} />
      <CollectFilters view={view} onChange={update} />
      {settings}
      {failed ? (
        <Alert color="red" variant="light" role="alert" title="Failed to load questionnaires">
          <Stack gap="xs" align="flex-start">
            {list.error.message}
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <SelectionSummary count={selected.length} onClear={clearSelection} />
        {selected.length === 0 ? null : deletedView ? (
          <Button size="compact-sm" variant="default" onClick={() => actions.request('restore', selected)}>
            Restore
          </Button>
        ) : (
          <>
            <Button size="compact-sm" variant="default" onClick={() => setRemindersFor(selected)}>
              Send reminders
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => actions.request('lock', selected)}>
              Lock
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setExportFor({ ids: selected, name: 'Questionnaires' })}
            >
              Export
            </Button>
          </>
        )}
      </Group>
      {empty ? (
        // Outside the wide table, so that at 375 px it is in view rather than centred off-screen. A search or
        // filter that matches nothing says so and offers to reset it, not to send a first questionnaire.
        filtering ? (
          <EmptyState
            title={collectMessages.empty}
            description={COLLECT_NO_MATCH}
            actions={
              <Button variant="default" onClick={reset}>
                Reset filters
              </Button>
            }
          />
        ) : (
          <EmptyState title={collectMessages.empty} description={collectMessages.emptyHint} actions={sendButton} />
        )
      ) : failed ? null : (
        <DataTable
          label="Questionnaires"
          columns={columns}
          rows={list.data?.items}
          refreshing={list.isPlaceholderData}
          rowId={(q) => q.id}
          rowLabel={collectRowLabel}
          sortBy={view.sortBy}
          descending={view.descending}
          onSort={(key) => sort(key as CollectSort)}
          selected={selected}
          onSelectedChange={setSelected}
          selectionScope={JSON.stringify([view.search.trim(), view.status, view.taxYear, view.due])}
          skeletonRows={Math.min(view.perPage, 10)}
          minWidth={1100}
          empty={null}
        />
      )}
      {empty ? null : (
        <TablePager
          page={view.page - 1}
          pageSize={view.perPage}
          total={list.data?.count}
          totalIsEstimate={list.data?.count_is_estimate}
          sizes={COLLECT_PAGE_SIZES}
          onPageChange={(page) => update({ page: page + 1 })}
          onPageSizeChange={(perPage) => update({ perPage })}
        />
      )}
      {scheduledSends}
      {actions.dialog}
      {firmActions.dialogs}
      <SendDialog opened={sendOpen} onClose={() => setSendOpen(false)} onSent={onSent} />
      {remindersFor ? (
        <SendRemindersDialog
          opened
          onClose={() => setRemindersFor(null)}
          questionnaireIds={remindersFor}
          onSent={clearSelection}
        />
      ) : null}
      {exportFor ? (
        <ExportQuestionnairesDialog
          opened
          onClose={() => setExportFor(null)}
          questionnaireIds={exportFor.ids}
          defaultName={exportFor.name}
          platforms={exportPlatforms}
        />
      ) : null}
    </Stack>
  );
}
