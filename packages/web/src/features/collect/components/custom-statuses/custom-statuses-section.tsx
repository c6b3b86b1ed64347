import { Paper, Stack, Text, Title } from '@mantine/core';
import { CustomStatusesManager } from './custom-statuses-manager';

/**
 * Firm settings → Custom statuses (spec 002 §3 firm_custom_statuses): the same manager the questionnaire
 * screens open in a dialog, on the settings page.
 */
export function CustomStatusesSection() {
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={2}>
        <Title order={2} size="h3">
          Custom statuses
        </Title>
        <Text size="sm" c="dimmed">
          Your firm&apos;s own questionnaire statuses: what your team sees, what the client sees and what they are asked
          to do.
        </Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <CustomStatusesManager />
      </Paper>
    </Stack>
  );
}
