import type { EntityFilters } from './list-entities';
import type { ListParams } from '../../../lib/list-query';

/** Query keys of the entities feature; invalidating `entityKeys.all` refreshes every entity screen. */
export const entityKeys = {
  all: ['entities'] as const,
  lists: () => [...entityKeys.all, 'list'] as const,
  list: (params: ListParams<string, EntityFilters>) => [...entityKeys.lists(), params] as const,
  byHash: (hashId: string) => [...entityKeys.all, 'hash', hashId] as const,
  byId: (id: number) => [...entityKeys.all, 'id', id] as const,
  related: (id: number) => [...entityKeys.all, 'related', id] as const,
  ofUser: (userId: number) => [...entityKeys.all, 'of-user', userId] as const,
  types: () => [...entityKeys.all, 'types'] as const,
  spouse: (id: number) => [...entityKeys.all, 'spouse', id] as const,
};
