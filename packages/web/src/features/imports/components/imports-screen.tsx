import { ActionIcon, Alert, Button, Group, Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useImports, type ImportList } from '../api/list-imports';
import { RowErrorsTable } from './row-errors-table';
import { UploadedFilesTable } from './uploaded-files-table';

const statusColor: Record<ImportList['status'], string> = {
  queued: 'gray',
  importing: 'blue',
  completed: 'teal',
  failed: 'red',
};

const statusLabel: Record<ImportList['status'], string> = {
  queued: 'Queued',
  importing: 'Importing',
  completed: 'Completed',
  failed: 'Failed',
};

export interface ImportsScreenProps {
  /** Opens the DIY import; absent while the firm has do-it-yourself imports turned off. */
  onImport?: () => void;
  /** Opens the Import dialog (upload a client list, rollover items or another document). */
  onUploadFile: () => void;
  /** The DIY Import and Import dialogs, composed by the app. */
  dialog?: ReactNode;
}

/** /import-lists: recent client list imports with their progress, and the uploaded import files (spec 000 §2). */
export function ImportsScreen({ onImport, onUploadFile, dialog }: ImportsScreenProps) {
  const imports = useImports();
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rows = imports.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Import lists
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={onUploadFile}>
            Upload import file
          </Button>
          {onImport ? <Button onClick={onImport}>Import client list</Button> : null}
        </Group>
      </Group>
      {imports.isError ? (
        <Alert color="red" variant="light" role="alert">
          {imports.error.message}
        </Alert>
      ) : null}
      {/* The table scrolls inside its box on a phone; the page itself never scrolls sideways. */}
      <Table.ScrollContainer minWidth={560} type="native">
        <Table aria-label="Imports" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>Errors</VisuallyHidden>
              </Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Progress</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {imports.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={5}>Loading…</Table.Td>
              </Table.Tr>
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>No client lists were imported yet.</Table.Td>
              </Table.Tr>
            ) : (
              rows.map((i) => {
                const done = i.imported + i.failed;
                const percent = i.total ? Math.round((done / i.total) * 100) : 0;
                const open = expanded.has(i.id);
                return (
                  <Fragment key={i.id}>
                    <Table.Tr data-import-id={i.id}>
                      <Table.Td w={40}>
                        {i.errors.length ? (
                          <ActionIcon
                            variant="subtle"
                            aria-expanded={open}
                            aria-label={`${open ? 'Hide' : 'Show'} the row errors of ${i.original_file_name}`}
                            onClick={() => toggle(i.id)}
                          >
                            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                          </ActionIcon>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{i.original_file_name}</Table.Td>
                      <Table.Td>{formatDate(i.created_at)}</Table.Td>
                      <Table.Td miw={220}>
                        <Progress.Root>
                          <Progress.Section
                            value={percent}
                            aria-label={`Progress of ${i.original_file_name}`}
                            color={i.failed ? 'yellow' : 'teal'}
                          />
                        </Progress.Root>
                        <Text size="xs" c="dimmed" mt={4}>
                          {i.imported} imported, {i.failed} failed of {i.total}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge color={statusColor[i.status]}>{statusLabel[i.status]}</StatusBadge>
                      </Table.Td>
                    </Table.Tr>
                    {open ? (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <RowErrorsTable errors={i.errors} label={`Row errors of ${i.original_file_name}`} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <UploadedFilesTable />
      {dialog}
    </Stack>
  );
}
