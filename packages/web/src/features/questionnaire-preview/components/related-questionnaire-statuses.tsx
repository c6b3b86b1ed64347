import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { RelevantQuestionnaireStatus } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

export const RELATED_TITLE = 'Related entities’ questionnaires';

/**
 * spec 001 §3 parent_entity_relevant_questionnaire_statuses, on the firm's preview of a questionnaire (when the
 * firm turned the preference on): where the same tax year's questionnaires of the client's parent entity and its
 * other entities stand, each a link to its own preview. Nothing when there are none.
 */
export function RelatedQuestionnaireStatuses({
  taxYear,
  statuses,
}: {
  taxYear: number;
  statuses: readonly RelevantQuestionnaireStatus[];
}) {
  if (statuses.length === 0) return null;
  return (
    <Card withBorder padding="sm" mb="md" component="section" aria-label={RELATED_TITLE}>
      <Text fw={600} size="sm" mb={6}>
        {RELATED_TITLE} ({taxYear})
      </Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {statuses.map((s) => (
          <Group key={s.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" truncate>
              {s.company_name}:{' '}
              <Anchor component={Link} to={`/preview/${s.company_id}/questionnaire/${s.id}`}>
                {s.name}
              </Anchor>
            </Text>
            <Group gap={4} wrap="nowrap">
              {s.locked && <IconLock size={14} aria-label="Locked" />}
              <Badge size="sm" variant="light" color={s.completed ? 'green' : 'gray'}>
                {s.status_label}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
