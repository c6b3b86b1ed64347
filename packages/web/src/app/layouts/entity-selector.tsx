import { Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { entitySelectorState } from '@portal/domain';
import { useState } from 'react';
import type { EntitySummary } from '../../features/entities/api/get-my-entities';

export interface EntitySelectorProps {
  entities: EntitySummary[];
  currentHashId: string | null;
  onSelect: (hashId: string) => void;
}

/**
 * The client's 'Current Entity' selector (spec 000 §2): only with more than one entity, a filter above
 * five, and five listed until 'Show All'.
 */
export function EntitySelector({ entities, currentHashId, onSelect }: EntitySelectorProps) {
  const [showAll, setShowAll] = useState(false);
  const [filter, setFilter] = useState('');
  const state = entitySelectorState(entities.length, showAll);
  if (!state.visible) return null;

  const needle = state.showFilter ? filter.trim().toLowerCase() : '';
  const matching = needle ? entities.filter((e) => e.name.toLowerCase().includes(needle)) : entities;
  const shown = state.limit === null ? matching : matching.slice(0, state.limit);

  return (
    <Stack gap="xs">
      {state.showFilter ? (
        <TextInput
          label="Filter entities"
          placeholder="Type an entity name"
          size="xs"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
      ) : null}
      <Radio.Group label="Current Entity" value={currentHashId} onChange={onSelect}>
        <Stack gap={6} mt={6}>
          {shown.map((e) => (
            <Radio key={e.hash_id} value={e.hash_id} label={e.name} size="sm" />
          ))}
        </Stack>
      </Radio.Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing found
        </Text>
      ) : null}
      {state.showAllOffered && matching.length > shown.length ? (
        <Button variant="subtle" size="xs" onClick={() => setShowAll(true)}>
          Show All
        </Button>
      ) : null}
    </Stack>
  );
}
