import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notificationMessages } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useNotificationTypeIds } from '../api/get-notification-type-ids';
import { useSaveNotificationSubscription } from '../api/save-notification-subscription';
import { NotificationTypeCheckboxes, sortedTypeIds } from './notification-type-checkboxes';

export interface EntityNotificationsDialogProps {
  opened: boolean;
  onClose: () => void;
  entity: { id: number; name: string };
  /** The caller is the entity's client manager: its notifications cannot be turned off (spec 000 §6). */
  assigned?: boolean;
}

/** Entity notification settings (spec 000 §2): which notifications the caller gets for one entity. */
export function EntityNotificationsDialog({ opened, onClose, entity, assigned }: EntityNotificationsDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Notification settings">
      {opened ? <SettingsForm entity={entity} assigned={assigned} onClose={onClose} /> : null}
    </AppModal>
  );
}

function SettingsForm({ entity, assigned, onClose }: Omit<EntityNotificationsDialogProps, 'opened'>) {
  const saved = useNotificationTypeIds(entity.id);
  if (saved.isError && !saved.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {saved.error.message}
      </Alert>
    );
  }
  if (!saved.data) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading the notification settings">
        <Skeleton h={20} />
        <Skeleton h={20} />
        <Skeleton h={20} />
      </Stack>
    );
  }
  return <TypesForm entity={entity} assigned={assigned} initial={sortedTypeIds(saved.data)} onClose={onClose} />;
}

function TypesForm({
  entity,
  assigned,
  initial,
  onClose,
}: Omit<EntityNotificationsDialogProps, 'opened'> & { initial: number[] }) {
  const [value, setValue] = useState(initial);
  const save = useSaveNotificationSubscription();
  const changed = value.join() !== initial.join();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { entityIds: [entity.id], typeIds: value },
          {
            onSuccess: (result) => {
              notify.success(result.message);
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">Choose the notifications you get about {entity.name}</Text>
        {assigned ? (
          <Alert color="blue" variant="light">
            {notificationMessages.assignedCannotDisable}
          </Alert>
        ) : null}
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <NotificationTypeCheckboxes value={value} onChange={setValue} disabled={assigned} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
