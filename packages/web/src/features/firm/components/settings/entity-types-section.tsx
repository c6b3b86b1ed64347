import { Badge, Checkbox, Group, Text } from '@mantine/core';
import { BUILT_IN_ENTITY_TYPES, catalogueMessages, type EntityTypeUsage } from '@portal/domain';
import { useState } from 'react';
import { AdminList } from '../../../../components/admin-list/admin-list';
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
  const own = types.data?.filter((t) => !t.built_in) ?? [];

  return (
    <AdminList<EntityTypeUsage>
      title="Entity types"
      description="The types offered when you create or edit an entity. Built-in types are always there."
      create={{
        label: 'Add entity type',
        onClick: () => {
          setIndividualsAllowed(true);
          setAdding(true);
        },
      }}
      label="Entity types"
      rows={types.data}
      error={types.error}
      rowKey={(t) => t.id ?? `built-in-${t.name}`}
      rowLabel={(t) => t.name}
      columns={[
        {
          header: 'Entity type',
          render: (t) => (
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
          ),
        },
        { header: 'Entities', render: (t) => t.entity_count },
      ]}
      actions={[
        {
          label: 'Delete',
          shown: (t) => t.id !== null,
          blockedBy: (t) => (t.entity_count > 0 ? catalogueMessages.entityTypeInUse(t.entity_count) : null),
          confirm: {
            title: 'Delete entity type',
            message: (t) => `Delete the entity type ${t.name}? No entity uses it.`,
            run: (t) => (t.id === null ? Promise.resolve() : remove.mutateAsync(t.id)),
            onDone: () => settingsSaved(),
            onFailed: (e) => settingsFailed(e),
          },
        },
      ]}
      noActions={() => (
        <Text size="xs" c="dimmed">
          Cannot be deleted
        </Text>
      )}
    >
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
    </AdminList>
  );
}
