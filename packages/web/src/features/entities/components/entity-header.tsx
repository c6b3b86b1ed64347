import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { EntityDetail } from '@portal/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { displayEmail } from '../../../lib/format';

export interface EntityHeaderProps {
  entity: EntityDetail;
  /** The entity switcher, beside the name. */
  switcher?: ReactNode;
  /** Edit entity and Owners, beside the switcher. */
  actions?: ReactNode;
}

/** The entity view's header: name, type, primary contact and owners. */
export function EntityHeader({ entity, switcher, actions }: EntityHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {entity.name}
          </Title>
          <Badge variant="light">{entity.entity_type}</Badge>
          {entity.inactive ? <StatusBadge color="gray">Inactive</StatusBadge> : null}
          {entity.readonly_access ? <StatusBadge color="yellow">Read-only</StatusBadge> : null}
        </Group>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Primary contact:{' '}
          </Text>
          {entity.primary_contact_name ?? 'None'}
          {entity.primary_contact_name ? (
            <Text span c="dimmed" size="sm">
              {' '}
              ({displayEmail(entity.primary_contact_email)})
            </Text>
          ) : null}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Owners:{' '}
          </Text>
          {entity.owners.length ? entity.owners.map((o) => o.full_name).join(', ') : 'None'}
        </Text>
      </Stack>
      <Group gap="xs" wrap="wrap">
        {actions}
        {switcher}
      </Group>
    </Group>
  );
}
