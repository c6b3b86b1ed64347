import { Badge, Group, Stack, Text } from '@mantine/core';
import { isTemporaryEmail, type EntityPickerOption } from '@portal/domain';

/**
 * Who an entity is, as a picker shows it (issue 38 §4): its owners (the primary contact first) with their emails,
 * and the firm's external id, under its name, so "Patel Partnership Co." is recognised as Ben Patel's.
 */
export function entityOwnersLine(e: Pick<EntityPickerOption, 'owners' | 'external_entity_id'>): string {
  const people = e.owners.map((o) => (o.email && !isTemporaryEmail(o.email) ? `${o.name} · ${o.email}` : o.name));
  return [...people, ...(e.external_entity_id ? [`ID ${e.external_entity_id}`] : [])].join(', ');
}

/** An option of an entity picker: the name, a rule's label ('Inactive', 'No email') and who it belongs to. */
export function EntityOptionLabel({
  name,
  entity,
  label,
}: {
  name: string;
  entity: EntityPickerOption | undefined;
  label: string | null;
}) {
  const owners = entity ? entityOwnersLine(entity) : '';
  return (
    <Stack gap={0} miw={0}>
      <Group gap="xs" wrap="nowrap">
        <span>{name}</span>
        {label ? (
          <Badge size="xs" variant="light" color="gray">
            {label}
          </Badge>
        ) : null}
      </Group>
      {owners ? (
        <Text size="xs" c="dimmed" truncate="end">
          {owners}
        </Text>
      ) : null}
    </Stack>
  );
}
