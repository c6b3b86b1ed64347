import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';

export const previewBannerText = (clientName: string) =>
  `You are previewing the portal as ${clientName}. Nothing here acts as the client: this view is read-only.`;

/** Says plainly, on every page of the preview, whose portal this is and how to leave it. */
export function PreviewBanner({ clientName, exitTo }: { clientName: string; exitTo: string }) {
  return (
    <Paper
      component="section"
      aria-label="Client preview"
      withBorder
      radius={0}
      p="sm"
      mb="md"
      bg="var(--mantine-color-blue-light)"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconEye size={20} aria-hidden />
          <Text size="sm">
            <Text span fw={700}>
              Client preview.{' '}
            </Text>
            {previewBannerText(clientName)}
          </Text>
        </Group>
        <Anchor component={Link} to={exitTo} size="sm" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            Exit preview
          </Group>
        </Anchor>
      </Group>
    </Paper>
  );
}
