import { Button, Group, Stack, Text } from '@mantine/core';
import { userMessages } from '@portal/domain';
import { AppModal } from '../../../components/app-modal';

export interface EntityEmailChangeDialogProps {
  /** The entities using the old email as their business email, as the server named them; null when closed. */
  entityNames: string | null;
  oldEmail: string;
  newEmail: string;
  pending: boolean;
  onChoose: (updateEntities: boolean) => void;
  onClose: () => void;
}

/** Confirm entity email change (spec 000 §2): the user's new email may also become their entities' email. */
export function EntityEmailChangeDialog({
  entityNames,
  oldEmail,
  newEmail,
  pending,
  onChoose,
  onClose,
}: EntityEmailChangeDialogProps) {
  return (
    <AppModal opened={entityNames !== null} onClose={onClose} title={userMessages.entityEmailChange} zIndex={300}>
      <Stack gap="md">
        <Text size="sm">
          These entities use {oldEmail} as their business email: {entityNames}. Change it to {newEmail} there too?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="default" disabled={pending} onClick={() => onChoose(false)}>
            Only the user
          </Button>
          <Button loading={pending} onClick={() => onChoose(true)}>
            Change entities too
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
