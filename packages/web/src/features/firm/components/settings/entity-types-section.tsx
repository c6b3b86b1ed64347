import { Alert, Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { BUILT_IN_ENTITY_TYPES, catalogueMessages, type EntityTypeUsage } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { notify } from '../../../../lib/notify';
import { useCreateEntityType, useDeleteEntityType, useEntityTypeUsage } from '../../api/entity-types';
import { NameDialog } from './name-dialog';
import { settingsFailed, settingsSaved } from './save-feedback';

const builtInNamed = (name: string) => BUILT_IN_ENTITY_TYPES.find((b) => b.toLowerCase() === name.toLowerCase());

/**
 * Firm settings → Entity types (spec 002 §3): the six built-in types, and the firm's own, which it may add
 * and delete while no entity uses them.
 */
export function EntityTypesSection() {
  const types = useEntityTypeUsage();
  const create = useCreateEntityType();
  const remove = useDeleteEntityType();
  const [adding, setAdding] = useState(false);
  const [individualsAllowed, setIndividualsAllowed] = useState(true);
  const [deleting, setDeleting] = useState<EntityTypeUsage | null>(null);
  const own = types.data?.filter((t) => !t.built_in) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            Entity types
          </Title>
          <Text size="sm" c="dimmed">
            The types offered when you create or edit an entity. Built-in types are always there.
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setIndividualsAllowed(true);
            setAdding(true);
          }}
        >
          Add entity type
        </Button>
      </Group>
      {types.isError ? (
        <Alert color="red" variant="light" role="alert">
          {types.error.message}
        </Alert>
      ) : !types.data ? (
        <Stack gap="xs" role="status" aria-label="Loading entity types">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table aria-label="Entity types" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Entity type</Table.Th>
                <Table.Th>Entities</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {types.data.map((t) => (
                <Table.Tr key={t.id ?? `built-in-${t.name}`}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {t.name}
                      </Text>
                      {t.built_in ? (
                        <Badge variant="light" color="gray" size="sm">
                          Built-in
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t.entity_count}</Table.Td>
                  <Table.Td>
                    {t.id === null ? (
                      <Text size="xs" c="dimmed">
                        Cannot be deleted
                      </Text>
                    ) : (
                      <Button
                        variant="default"
                        size="compact-sm"
                        aria-label={`Delete ${t.name}`}
                        onClick={() =>
                          t.entity_count > 0
                            ? notify({ kind: 'warning', message: catalogueMessages.entityTypeInUse(t.entity_count) })
                            : setDeleting(t)
                        }
                      >
                        Delete
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {types.data && own.length === 0 ? (
        <Text size="sm" c="dimmed">
          Your firm has no types of its own yet. Add one, such as LLC or Estate, to offer it for entities.
        </Text>
      ) : null}
      <NameDialog
        opened={adding}
        title="Add entity type"
        label="Entity type name"
        submitLabel="Add"
        maxLength={80}
        check={(name) => {
          const builtIn = builtInNamed(name);
          return builtIn ? catalogueMessages.entityTypeBuiltIn(builtIn) : null;
        }}
        onSubmit={(name) =>
          create.mutateAsync({ name, individuals_allowed: individualsAllowed }).then(() => settingsSaved())
        }
        onClose={() => setAdding(false)}
      >
        <Checkbox
          label="Individuals allowed"
          description="Whether an individual may hold an entity of this type."
          checked={individualsAllowed}
          onChange={(e) => setIndividualsAllowed(e.currentTarget.checked)}
        />
      </NameDialog>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete entity type"
        message={`Delete the entity type ${deleting?.name ?? ''}? No entity uses it.`}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting?.id &&
          remove.mutate(deleting.id, {
            onSuccess: () => settingsSaved(),
            onError: (e) => settingsFailed(e),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
