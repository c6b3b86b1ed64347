import { entityListResponseSchema, type EntityListItem } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toListQuery } from '../../../lib/list-query';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** Query keys of Send Questionnaire. */
export const sendKeys = {
  all: [...questionnaireKeys.all, 'send'] as const,
  options: () => [...sendKeys.all, 'options'] as const,
  entitiesByIds: (ids: readonly number[]) => [...sendKeys.all, 'entities-by-id', ...ids] as const,
  progress: (id: number) => [...sendKeys.all, 'progress', id] as const,
  schedules: () => [...sendKeys.all, 'schedules'] as const,
};

export const sendOptionsSchema = z.object({
  tax_years: z.array(z.number().int()),
  default_tax_year: z.number().int(),
  payments_ready: z.boolean(),
  document_drop_off_enabled: z.boolean(),
  entity_types: z.array(z.string()),
});
export type SendOptions = z.infer<typeof sendOptionsSchema>;

/** GET /api/send_options: what the firm may send with (tax years, payments, drop-off, entity types). */
export async function getSendOptions(signal?: AbortSignal): Promise<SendOptions> {
  return sendOptionsSchema.parse(await api.get<unknown>('/api/send_options', { signal }));
}

export const sendOptionsQueryOptions = () =>
  queryOptions({ queryKey: sendKeys.options(), queryFn: ({ signal }) => getSendOptions(signal), staleTime: 60_000 });

export const useSendOptions = () => useQuery(sendOptionsQueryOptions());

/** The entity a send names: what the recipient picker shows and what its spec 000 §5 rules read. */
export type SendEntity = Pick<
  EntityListItem,
  'id' | 'name' | 'entity_type' | 'inactive' | 'readonly_access' | 'paying' | 'primary_contact_email'
>;

const MAX_IDS_PER_QUERY = 500;

/*
 * GET /api/v2/entities is the entities feature's endpoint; features do not import each other (ARCHITECTURE
 * rule 7), so the fixed recipient list has its own small fetcher with the same query format (lib/list-query).
 * The recipient picker searches through the shared entity picker's (components/entity-picker).
 */
async function listSendEntities(ids: readonly number[], signal?: AbortSignal) {
  const query = toListQuery({
    page: 0,
    rowsPerPage: ids.length,
    sortBy: 'name',
    descending: false,
    search: '',
    firmGroupId: null,
    // Named entities are shown whatever their state.
    filters: { ids: [...ids] },
  });
  const data = entityListResponseSchema.parse(await api.get<unknown>('/api/v2/entities', { query, signal }));
  return (data.entities ?? []).map((e): SendEntity => ({
    id: e.id,
    name: e.name,
    entity_type: e.entity_type,
    inactive: e.inactive,
    readonly_access: e.readonly_access,
    paying: e.paying,
    primary_contact_email: e.primary_contact_email,
  }));
}

/** The preselected entities by id (their names for the fixed recipient list). */
export const useEntitiesByIds = (ids: readonly number[]) =>
  useQuery({
    queryKey: sendKeys.entitiesByIds(ids),
    queryFn: ({ signal }) => listSendEntities(ids.slice(0, MAX_IDS_PER_QUERY), signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
