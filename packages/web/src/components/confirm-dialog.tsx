import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from './app-modal';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  /** Above another dialog it was opened from (300). */
  zIndex?: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that is hard to take back. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  pending,
  zIndex,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} zIndex={zIndex}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
