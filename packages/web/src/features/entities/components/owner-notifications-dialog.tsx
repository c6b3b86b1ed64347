import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { EntityDetail } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useSaveOwnerNotifications } from '../api/save-owner-notifications';

export interface OwnerNotificationsDialogProps {
  opened: boolean;
  onClose: () => void;
  entity: Pick<EntityDetail, 'id' | 'name' | 'owners' | 'notification_subscribed_users'>;
  readOnly?: boolean;
}

/**
 * The entity's owner notifications (spec 000 §3 notification_subscribed_users, §7 save_owner_notifications): which
 * of its owners get its notifications (messages by email or SMS); the others stop getting them.
 */
export function OwnerNotificationsDialog({ opened, onClose, ...props }: OwnerNotificationsDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Owner notifications">
      {opened ? <OwnersForm onClose={onClose} {...props} /> : null}
    </AppModal>
  );
}

function OwnersForm({ entity, readOnly, onClose }: Omit<OwnerNotificationsDialogProps, 'opened'>) {
  const [chosen, setChosen] = useState(() => entity.notification_subscribed_users.map(String));
  const save = useSaveOwnerNotifications();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: entity.id, subscribed: chosen.map(Number) },
          {
            onSuccess: (r) => {
              notify.success(r.message);
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        {entity.owners.length === 0 ? (
          <Text size="sm">{entity.name} has no owners.</Text>
        ) : (
          <Checkbox.Group
            label={`Owners of ${entity.name} who get its notifications`}
            value={chosen}
            onChange={setChosen}
          >
            <Stack gap="xs" mt="xs">
              {entity.owners.map((o) => (
                <Checkbox key={o.id} value={String(o.id)} label={o.full_name} disabled={readOnly} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={readOnly || entity.owners.length === 0}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
