import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from './app-modal';

export interface FormDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  /** Enter in a field or the submit button; the form checks its own values (noValidate). */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding a small form: its fields, then Cancel and the submit button. */
export function FormDialog({ opened, title, submitLabel, pending, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
