import { ActionIcon, Badge, Button, Collapse, Group, Paper, Switch, Text, TextInput } from '@mantine/core';
import { updatePriorYearItemSchema, type PriorYearItem } from '@portal/domain';
import { IconChevronDown, IconChevronRight, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import type { RolloverMutations } from '../api/rollover-items';
import { RolloverLineItems } from './rollover-line-items';

/** The inline rename form of an item. */
function RenameForm({ item, m, onDone }: { item: PriorYearItem; m: RolloverMutations; onDone: () => void }) {
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = updatePriorYearItemSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    m.update.mutate(
      { id: item.id, ...parsed.data },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          onDone();
        },
        onError: (err) => notify.error(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={`Rename ${item.name}`} noValidate style={{ flex: '1 1 14rem' }}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label="Item name"
          size="xs"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 10rem' }}
          data-autofocus
        />
        <Group gap={4} mt={22}>
          <Button type="submit" size="xs" loading={m.update.isPending}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/** One rollover item: name, year, line-item count, do-not-rollover, and its line items when expanded. */
export function RolloverItemRow({ item, m }: { item: PriorYearItem; m: RolloverMutations }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const lines = item.line_items.length;
  const toggleRollover = (doNot: boolean) =>
    m.update.mutate(
      { id: item.id, do_not_rollover: doNot },
      { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e.message) },
    );
  return (
    <Paper withBorder p="xs" radius="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            aria-label={`${open ? 'Hide' : 'Show'} line items of ${item.name}`}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </ActionIcon>
          {editing ? (
            <RenameForm item={item} m={m} onDone={() => setEditing(false)} />
          ) : (
            <div style={{ minWidth: 0 }}>
              <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {item.year}
                </Text>
                <Text size="xs" c="dimmed">
                  {lines === 1 ? '1 line item' : `${lines} line items`}
                </Text>
                {item.source === 'csv' ? (
                  <Badge size="xs" variant="light" color="blue">
                    CSV
                  </Badge>
                ) : null}
              </Group>
            </div>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Switch
            size="sm"
            label="Do not roll over"
            aria-label={`Do not roll over ${item.name}`}
            checked={item.do_not_rollover}
            disabled={m.update.isPending}
            onChange={(e) => toggleRollover(e.currentTarget.checked)}
          />
          {!editing ? (
            <ActionIcon variant="subtle" aria-label={`Rename ${item.name}`} onClick={() => setEditing(true)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          ) : null}
          {item.removable ? (
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={`Delete ${item.name}`}
              onClick={() => setConfirm(true)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
      <Collapse expanded={open}>{open ? <RolloverLineItems item={item} m={m} /> : null}</Collapse>
      <ConfirmDialog
        opened={confirm}
        title="Delete rollover item"
        message={`Delete ${item.name} (${item.year}) and its line items? It will no longer be asked for next year.`}
        confirmLabel="Delete"
        danger
        pending={m.remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          m.remove.mutate(item.id, {
            onSuccess: (r) => {
              setConfirm(false);
              notify.success(r.message);
            },
            onError: (e) => notify.error(e.message),
          })
        }
      />
    </Paper>
  );
}
