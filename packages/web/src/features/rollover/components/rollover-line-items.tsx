import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { lineItemInputSchema, type PriorYearItem, type PriorYearLineItem } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import type { RolloverMutations } from '../api/rollover-items';

/**
 * One line item, edited in place: a change is saved when the field loses focus, and a failed save
 * puts the saved value back and says why (spec 001 §5 "a line-item save failure reverts the value").
 */
function LineItemRow({ line, itemName, m }: { line: PriorYearLineItem; itemName: string; m: RolloverMutations }) {
  const [category, setCategory] = useState(line.category);
  const [value, setValue] = useState(line.value);
  const [confirm, setConfirm] = useState(false);
  useEffect(() => setCategory(line.category), [line.category]);
  useEffect(() => setValue(line.value), [line.value]);
  const save = (field: 'category' | 'value', next: string) => {
    if (next === line[field]) return;
    if (field === 'category' && !next.trim()) {
      setCategory(line.category);
      notify.error('Please enter a category');
      return;
    }
    m.updateLine.mutate(
      { id: line.id, [field]: next },
      {
        onError: (e) => {
          if (field === 'category') setCategory(line.category);
          else setValue(line.value);
          notify.error(e.message);
        },
      },
    );
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Category"
        size="xs"
        value={category}
        onChange={(e) => setCategory(e.currentTarget.value)}
        onBlur={() => save('category', category)}
        style={{ flex: '1 1 8rem' }}
      />
      <TextInput
        label="Value"
        size="xs"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onBlur={() => save('value', value)}
        style={{ flex: '1 1 8rem' }}
      />
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={`Delete line item ${line.category}`}
        onClick={() => setConfirm(true)}
        mb={2}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      <ConfirmDialog
        opened={confirm}
        title="Delete line item"
        message={`Delete the line item ${line.category} of ${itemName}?`}
        confirmLabel="Delete"
        danger
        pending={m.removeLine.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          m.removeLine.mutate(line.id, {
            onSuccess: (r) => {
              setConfirm(false);
              notify.success(r.message);
            },
            onError: (e) => notify.error(e.message),
          })
        }
      />
    </Group>
  );
}

/** The line items of one rollover item (category and value), and a form to add one. */
export function RolloverLineItems({ item, m }: { item: PriorYearItem; m: RolloverMutations }) {
  const [category, setCategory] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const add = (e: FormEvent) => {
    e.preventDefault();
    const parsed = lineItemInputSchema.safeParse({ category, value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    m.addLine.mutate(
      { itemId: item.id, ...parsed.data },
      {
        onSuccess: (r) => {
          setCategory('');
          setValue('');
          notify.success(r.message);
        },
        onError: (err) => notify.error(err.message),
      },
    );
  };
  return (
    <Stack gap="xs" pl={{ base: 0, sm: 'md' }} py="xs">
      {item.line_items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No line items yet. Add a category and its value below.
        </Text>
      ) : (
        item.line_items.map((line) => <LineItemRow key={line.id} line={line} itemName={item.name} m={m} />)
      )}
      <form onSubmit={add} aria-label={`Add line item to ${item.name}`} noValidate>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label="New line item category"
            size="xs"
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 8rem' }}
          />
          <TextInput
            label="New line item value"
            size="xs"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            style={{ flex: '1 1 8rem' }}
          />
        </Group>
        <Button type="submit" size="xs" variant="light" mt="xs" loading={m.addLine.isPending}>
          Add line item
        </Button>
      </form>
    </Stack>
  );
}
