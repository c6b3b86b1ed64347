import { NEW_CUSTOM_ENTITY_TYPE } from '@portal/domain';
import { useMemo } from 'react';
import { useEntityTypes } from '../features/entities/api/get-entity-types';
import { ENTITY_TYPES } from './firm-scope';

/**
 * The firm's entity types from /api/entity_types (built-in first), for the table filter and the create
 * dialogs; the built-in list stands in until it loads. Create dialogs add 'New Custom Entity' last.
 */
export function useFirmEntityTypes({ withCustom = false } = {}): string[] {
  const answer = useEntityTypes();
  return useMemo(() => {
    const names = answer.data?.entity_types.map((t) => t.name) ?? ENTITY_TYPES;
    return withCustom ? [...names, NEW_CUSTOM_ENTITY_TYPE] : names;
  }, [answer.data, withCustom]);
}
