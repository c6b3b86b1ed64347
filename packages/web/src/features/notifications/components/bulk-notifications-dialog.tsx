import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useSaveNotificationSubscription } from '../api/save-notification-subscription';
import { ALL_TYPE_IDS, NotificationTypeCheckboxes } from './notification-type-checkboxes';

export interface BulkNotificationsDialogProps {
  /** The selected entities; null keeps the dialog closed. */
  ids: number[] | null;
  onClose: () => void;
}

export const skippedMessage = (n: number) =>
  `${n} ${n === 1 ? 'entity was' : 'entities were'} left as ${n === 1 ? 'it was' : 'they were'}: you are the assigned firm user, whose notifications cannot be turned off.`;

/**
 * Entity notification settings for a selection (spec 000 §6): the chosen types replace the caller's for
 * every selected entity, except those the caller is the assigned firm user of.
 */
export function BulkNotificationsDialog({ ids, onClose }: BulkNotificationsDialogProps) {
  return (
    <AppModal opened={ids !== null} onClose={onClose} title="Notification settings">
      {ids ? <BulkForm ids={ids} onClose={onClose} /> : null}
    </AppModal>
  );
}

function BulkForm({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const [value, setValue] = useState(ALL_TYPE_IDS);
  const save = useSaveNotificationSubscription();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { entityIds: ids, typeIds: value },
          {
            onSuccess: (result) => {
              notify.success(result.message);
              if (result.skipped.length > 0) notify.info(skippedMessage(result.skipped.length));
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {ids.length} selected {ids.length === 1 ? 'entity' : 'entities'}. The notifications you choose replace yours
          for each of them; entities you are the assigned firm user of keep all their notifications.
        </Text>
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <NotificationTypeCheckboxes value={value} onChange={setValue} />
        <Group justify="flex-end" gap="xs">
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
