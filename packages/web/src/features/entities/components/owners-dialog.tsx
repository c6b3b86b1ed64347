import { Button, Divider, Group, Radio, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { createNewOwnerSchema, type EntityDetail } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { isApiError } from '../../../lib/api-client';
import { useCreateNewOwner } from '../api/create-new-owner';
import { previousMessagesFlags, useUpdateOwners, type PreviousMessages } from '../api/update-owners';
import type { UserPickerProps } from './create-entity-dialog';

/** The entity's owners are its list of users (spec 002 §8). */
export const OWNERS_SAVED = 'You have successfully updated the list of users.';
export const OWNER_ADDED = 'The new owner was added';

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
  const [history, setHistory] = useState<PreviousMessages>('none');
  const save = useUpdateOwners();
  const ids = owners.map((o) => o.id);
  const ownersChanged = ids.join() !== entity.owners.map((o) => o.id).join();
  const addsOwners = ids.some((id) => !entity.owners.some((o) => o.id === id));
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
            ...(ownersChanged ? { ownerIds: ids, history } : {}),
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
        {addsOwners ? <HistoryChoice value={history} onChange={setHistory} /> : null}
        <Divider label="Or add a new person" labelPosition="left" />
        <NewOwnerForm
          entityId={entity.id}
          onAdded={(saved) =>
            setOwners((current) => [...current, ...saved.owners.filter((o) => !current.some((c) => c.id === o.id))])
          }
        />
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

/** Whether new owners see the entity conversation's earlier messages; by default they do not. */
function HistoryChoice({ value, onChange }: { value: PreviousMessages; onChange: (v: PreviousMessages) => void }) {
  return (
    <Radio.Group
      label="Previous messages"
      description="What new owners see of the entity's conversation so far."
      value={value}
      onChange={(v) => onChange(v as PreviousMessages)}
    >
      <Stack gap={6} mt="xs">
        <Radio value="none" label="Only messages from now on" />
        <Radio value="copy" label="Copy previous messages" />
        <Radio value="transfer" label="Transfer previous messages" />
      </Stack>
    </Radio.Group>
  );
}

type NewOwnerValues = { firstName: string; lastName: string; email: string; phoneNumber: string };
const EMPTY: NewOwnerValues = { firstName: '', lastName: '', email: '', phoneNumber: '' };

/** Add owner, new user (spec 000 §5 Other): first and last name and a valid, unused email. */
function NewOwnerForm({ entityId, onAdded }: { entityId: number; onAdded: (saved: EntityDetail) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [history, setHistory] = useState<PreviousMessages>('none');
  const create = useCreateNewOwner();
  const field = (key: keyof NewOwnerValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      setErrors(({ [key]: _gone, ...rest }) => rest);
    },
  });
  const add = () => {
    const parsed = createNewOwnerSchema.safeParse({ ...values, phoneNumber: values.phoneNumber || null });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    create.mutate(
      {
        id: entityId,
        owner: {
          firstName: parsed.data.firstName,
          lastName: parsed.data.lastName,
          email: parsed.data.email ?? '',
          phoneNumber: parsed.data.phoneNumber,
          ...previousMessagesFlags(history),
        },
      },
      {
        onSuccess: (saved) => {
          notify.success(OWNER_ADDED);
          setValues(EMPTY);
          if (saved) onAdded(saved);
        },
        onError: (e) => {
          if (isApiError(e) && e.fields) setErrors(e.fields);
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="First name" withAsterisk autoComplete="off" {...field('firstName')} />
        <TextInput label="Last name" withAsterisk autoComplete="off" {...field('lastName')} />
        <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...field('email')} />
        <TextInput label="Phone number" type="tel" autoComplete="off" {...field('phoneNumber')} />
      </SimpleGrid>
      <HistoryChoice value={history} onChange={setHistory} />
      <Group justify="flex-end">
        <Button variant="default" onClick={add} loading={create.isPending}>
          Add new owner
        </Button>
      </Group>
    </Stack>
  );
}
