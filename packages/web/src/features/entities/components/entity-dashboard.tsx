import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EntityDetail } from '@portal/domain';
import { formatDate } from '../../../lib/format';

const addressOf = (e: EntityDetail) =>
  [e.street, [e.city, e.state].filter(Boolean).join(', '), e.zip, e.country].filter(Boolean).join(' · ');

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** The entity dashboard's details card; the route adds its questionnaires, returns, uploads and activity. */
export function EntityDashboard({ entity }: { entity: EntityDetail }) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label="Entity type" value={entity.entity_type} />
          <Field label="Status" value={entity.inactive ? 'Inactive' : 'Active'} />
          <Field label="Business email" value={entity.business_email} />
          <Field label="Other email" value={entity.other_email} />
          <Field label="Address" value={addressOf(entity)} />
          <Field label="Created" value={formatDate(entity.created_at)} />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
