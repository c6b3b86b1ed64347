import { Button, Group, Radio, Stack, Table, Text } from '@mantine/core';
import type { EntityDetail } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useUpdateOwners } from '../api/update-owners';
import type { UserPickerProps } from './create-entity-dialog';

export const OWNERS_SAVED = 'The owners were successfully updated';

interface Owner {
  id: number;
  full_name: string;
}

export interface OwnersDialogProps {
  opened: boolean;
  onClose: () => void;
  entity: EntityDetail;
  /** Chooses an existing user to add (the app supplies the users feature's picker). */
  renderUserPicker: (props: UserPickerProps) => ReactNode;
}

/** The entity's owners and which of them is the primary contact. */
export function OwnersDialog({ opened, onClose, ...props }: OwnersDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Owners" size="lg" closeOnClickOutside={false}>
      {opened ? <OwnersForm onClose={onClose} {...props} /> : null}
    </AppModal>
  );
}

function OwnersForm({ onClose, entity, renderUserPicker }: Omit<OwnersDialogProps, 'opened'>) {
  const [owners, setOwners] = useState<Owner[]>(entity.owners);
  const [primary, setPrimary] = useState(entity.user_id === null ? '' : String(entity.user_id));
  const [adding, setAdding] = useState('');
  const save = useUpdateOwners();
  const ids = owners.map((o) => o.id);
  const ownersChanged = ids.join() !== entity.owners.map((o) => o.id).join();
  const primaryChanged = primary !== '' && Number(primary) !== entity.user_id;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!ownersChanged && !primaryChanged) return onClose();
        save.mutate(
          {
            id: entity.id,
            ...(ownersChanged ? { ownerIds: ids } : {}),
            ...(primaryChanged ? { primaryContactId: Number(primary) } : {}),
          },
          {
            onSuccess: () => {
              notify.success(OWNERS_SAVED);
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Radio.Group label="Primary contact" value={primary} onChange={setPrimary}>
          <Table mt="xs">
            <Table.Tbody>
              {owners.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>
                    <Radio value={String(o.id)} label={o.full_name} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="default"
                      size="compact-sm"
                      disabled={owners.length === 1 || String(o.id) === primary}
                      aria-label={`Remove ${o.full_name}`}
                      onClick={() => setOwners(owners.filter((x) => x.id !== o.id))}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          Add an existing user as an owner:
        </Text>
        {renderUserPicker({
          value: adding,
          onChange: (id, user) => {
            setAdding(id);
            if (user && !owners.some((o) => o.id === user.id)) setOwners([...owners, user]);
          },
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
