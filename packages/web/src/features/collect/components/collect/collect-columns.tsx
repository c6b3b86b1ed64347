import { Anchor, Badge, Group, Progress, Switch, Text } from '@mantine/core';
import { formatDisplayDate, type CollectRow } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataColumn } from '../../../../components/data-table/data-table';
import { CellLines } from '../../../../components/data-table/table-density';
import { actionsColumn } from '../../../../components/data-table/row-menu';
import { questionnairePreviewPath } from '../../../../lib/questionnaires/questionnaire-paths';

/**
 * How a row is named to assistive technology: the same template goes to many entities, so the entity
 * tells the rows apart ('2025 Organizer (Lee LLC)').
 */
export const collectRowLabel = (q: CollectRow) => `${q.name} (${q.company.name})`;

export function StatusCell({ q }: { q: CollectRow }) {
  return (
    <Group gap={6} wrap="nowrap">
      {q.locked ? <IconLock size={14} aria-label="Locked" role="img" /> : null}
      <Text size="sm">{q.status_label}</Text>
      {q.custom_status ? (
        <Badge color="blue" variant="light" size="sm" title="Firm status">
          {q.custom_status.name}
        </Badge>
      ) : null}
      {q.deleted_at ? (
        <Badge color="red" variant="light" size="sm">
          Deleted
        </Badge>
      ) : null}
    </Group>
  );
}

export function DueCell({ q }: { q: CollectRow }) {
  if (!q.due_date) return <Text size="sm">—</Text>;
  return (
    <CellLines>
      <Text size="sm">{formatDisplayDate(q.due_date)}</Text>
      {q.due_flag ? (
        <Badge size="sm" variant="light" color={q.due_flag === 'Past Due' ? 'red' : 'blue'}>
          {q.due_flag}
        </Badge>
      ) : null}
    </CellLines>
  );
}

/** Answered out of the questions the client is shown; a bar for a glance, the numbers for reading. */
export function ProgressCell({ q }: { q: CollectRow }) {
  if (q.questions_total === 0) return <Text size="sm">—</Text>;
  const percent = Math.round((q.questions_answered / q.questions_total) * 100);
  return (
    <CellLines minWidth={72}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {q.questions_answered} of {q.questions_total}
      </Text>
      <Progress value={percent} size="xs" w={48} aria-hidden />
    </CellLines>
  );
}

function RemindersCell({ q, onToggle }: { q: CollectRow; onToggle: (q: CollectRow, enabled: boolean) => void }) {
  const on = !q.reminders_disabled;
  return (
    <CellLines>
      <Switch
        size="sm"
        aria-label={`Reminders for ${collectRowLabel(q)}`}
        checked={on}
        // A deleted questionnaire sends nothing; restoring it comes first.
        disabled={q.deleted_at !== null}
        onChange={(e) => onToggle(q, e.currentTarget.checked)}
      />
      {on && q.next_reminder_date ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Next {formatDisplayDate(q.next_reminder_date)}
        </Text>
      ) : null}
    </CellLines>
  );
}

export interface CollectColumnsOptions {
  onToggleReminders: (q: CollectRow, enabled: boolean) => void;
  menuItems: (q: CollectRow) => ReactNode;
}

/** The Collect table's columns (spec 001 §2 "Admin navigation of questionnaire list"). */
export function collectColumns({ onToggleReminders, menuItems }: CollectColumnsOptions): DataColumn<CollectRow>[] {
  return [
    {
      key: 'entity',
      header: 'Entity',
      sortKey: 'company_name',
      alwaysShown: true,
      render: (q) => (
        <Anchor component={Link} to={`/admin/${q.company.hash_id}`} size="sm" fw={500}>
          {q.company.name}
        </Anchor>
      ),
    },
    {
      key: 'questionnaire',
      header: 'Questionnaire',
      sortKey: 'name',
      alwaysShown: true,
      render: (q) => (
        <CellLines>
          <Anchor component={Link} to={questionnairePreviewPath(q.company.id, q.id)} size="sm">
            {q.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Tax year {q.tax_year}
          </Text>
        </CellLines>
      ),
    },
    { key: 'status', header: 'Status', nowrap: true, render: (q) => <StatusCell q={q} /> },
    { key: 'progress', header: 'Answered', nowrap: true, render: (q) => <ProgressCell q={q} /> },
    { key: 'documents', header: 'Documents', render: (q) => <Text size="sm">{q.documents_cell}</Text> },
    {
      key: 'notes',
      header: 'Notes',
      nowrap: true,
      render: (q) => <Text size="sm">{q.notes_count}</Text>,
    },
    { key: 'due_date', header: 'Due date', sortKey: 'due_date', nowrap: true, render: (q) => <DueCell q={q} /> },
    {
      key: 'reminders',
      header: 'Reminders',
      render: (q) => <RemindersCell q={q} onToggle={onToggleReminders} />,
    },
    actionsColumn<CollectRow>(collectRowLabel, menuItems),
  ];
}
