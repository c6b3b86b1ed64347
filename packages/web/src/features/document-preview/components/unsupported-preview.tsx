import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { documentMessages } from '@portal/domain';
import { IconFileOff } from '@tabler/icons-react';
import { DownloadButton } from './download-button';

/**
 * Spec 002 §2: types the portal cannot show (yet) say so and offer the file itself; `message` says why
 * when it is another reason (a spreadsheet too large to read here).
 */
export function UnsupportedPreview({
  documentId,
  name,
  message = documentMessages.notSupported,
}: {
  documentId: number;
  name: string;
  message?: string;
}) {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="md">
        <ThemeIcon variant="light" color="gray" size={56} radius="xl">
          <IconFileOff size={28} />
        </ThemeIcon>
        <Text fw={500} ta="center">
          {message}
        </Text>
        <DownloadButton documentId={documentId} name={name} variant="filled" />
      </Stack>
    </Center>
  );
}
