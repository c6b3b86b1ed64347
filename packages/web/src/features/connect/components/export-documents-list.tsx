import { ActionIcon, Checkbox, Group, Table, Text } from '@mantine/core';
import type { ExportableDocument } from '@portal/domain';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

export interface ExportDocumentsListProps {
  /** The documents in the order they will be exported. */
  documents: ExportableDocument[];
  excluded: ReadonlySet<number>;
  onToggle: (documentId: number) => void;
  onMove: (documentId: number, by: -1 | 1) => void;
}

/** The review: each exportable document with its form, payer, year and pages; include or leave out, move up or down. */
export function ExportDocumentsList({ documents, excluded, onToggle, onMove }: ExportDocumentsListProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="Documents to export">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Include</Table.Th>
            <Table.Th>Form</Table.Th>
            <Table.Th>Payer</Table.Th>
            <Table.Th>Year</Table.Th>
            <Table.Th>Pages</Table.Th>
            <Table.Th>Order</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((d, i) => (
            <Table.Tr key={d.document_id} data-excluded={excluded.has(d.document_id) || undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={`Include ${d.name}`}
                  checked={!excluded.has(d.document_id)}
                  onChange={() => onToggle(d.document_id)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {d.form ?? 'Not recognised'}
                </Text>
                <Text size="xs" c="dimmed">
                  {d.name}
                </Text>
              </Table.Td>
              <Table.Td>{d.payer || '—'}</Table.Td>
              <Table.Td>{d.tax_year ?? '—'}</Table.Td>
              <Table.Td>{d.page_count ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${d.name} up`}
                    disabled={i === 0}
                    onClick={() => onMove(d.document_id, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${d.name} down`}
                    disabled={i === documents.length - 1}
                    onClick={() => onMove(d.document_id, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
