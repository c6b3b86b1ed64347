import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';

export const ACTIVATE_USER_ONLY = 'user only';
export const ACTIVATE_USER_AND_ENTITIES = 'user and its inactive entities';

interface StatusDialogProps {
  opened: boolean;
  onClose: () => void;
  userName: string;
  pending: boolean;
}

/** Activate User (spec 000 §4): the user only, or the user and its inactive entities. */
export function ActivateUserDialog({
  onConfirm,
  ...props
}: StatusDialogProps & { onConfirm: (withEntities: boolean) => void }) {
  const [choice, setChoice] = useState(ACTIVATE_USER_ONLY);
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title="Activate User" zIndex={300}>
      <Stack gap="md">
        <Radio.Group label={`What should be activated for ${props.userName}?`} value={choice} onChange={setChoice}>
          <Stack gap="xs" mt="xs">
            <Radio value={ACTIVATE_USER_ONLY} label={ACTIVATE_USER_ONLY} />
            <Radio value={ACTIVATE_USER_AND_ENTITIES} label={ACTIVATE_USER_AND_ENTITIES} />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button loading={props.pending} onClick={() => onConfirm(choice === ACTIVATE_USER_AND_ENTITIES)}>
            Activate
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/**
 * Deactivate User (spec 000 §4): optionally also the entities where the user is primary owner. The
 * server locks the user's questionnaires and removes scheduled ones.
 */
export function DeactivateUserDialog({
  onConfirm,
  ...props
}: StatusDialogProps & { onConfirm: (withEntities: boolean) => void }) {
  const [withEntities, setWithEntities] = useState(false);
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title="Deactivate User" zIndex={300}>
      <Stack gap="md">
        <Text size="sm">
          {props.userName} will no longer be able to sign in. Their questionnaires are locked and scheduled
          questionnaires are removed.
        </Text>
        <Checkbox
          label="Also deactivate the entities where this user is the primary owner"
          checked={withEntities}
          onChange={(e) => setWithEntities(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color="red.9" loading={props.pending} onClick={() => onConfirm(withEntities)}>
            Deactivate
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
