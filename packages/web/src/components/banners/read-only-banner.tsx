import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export const READ_ONLY_TEXT = {
  user: 'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
  entity:
    'This entity is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
} as const;

export function ReadOnlyBanner({ variant }: { variant: keyof typeof READ_ONLY_TEXT }) {
  return (
    <Alert role="status" color="yellow" variant="light" icon={<IconLock aria-hidden />} radius={0}>
      {READ_ONLY_TEXT[variant]}
    </Alert>
  );
}
