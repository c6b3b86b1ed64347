import { Table } from '@mantine/core';
import type { RowError } from '@portal/domain';

/** Every problem row of a client list: shown before the import and kept on the import afterwards. */
export function RowErrorsTable({ errors, label, striped }: { errors: RowError[]; label: string; striped?: boolean }) {
  return (
    <Table striped={striped} withTableBorder={!striped} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Row</Table.Th>
          <Table.Th>Field</Table.Th>
          <Table.Th>Problem</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {errors.map((e, i) => (
          <Table.Tr key={`${e.row}-${e.field}-${i}`}>
            <Table.Td>{e.row}</Table.Td>
            <Table.Td>{e.field}</Table.Td>
            <Table.Td>{e.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
