import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';

export interface ColumnsMenuProps {
  columns: { key: string; header: string; alwaysShown?: boolean }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/** Shows or hides a table's optional columns; the choice is remembered with the table's preferences. */
export function ColumnsMenu({ columns, hidden, onChange }: ColumnsMenuProps) {
  const optional = columns.filter((c) => !c.alwaysShown);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal hideDetached={false}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Columns shown"
          value={optional.filter((c) => !hidden.includes(c.key)).map((c) => c.key)}
          onChange={(shown) => onChange(optional.filter((c) => !shown.includes(c.key)).map((c) => c.key))}
        >
          <Stack gap="xs" mt="xs">
            {optional.map((c) => (
              <Checkbox key={c.key} value={c.key} label={c.header} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
