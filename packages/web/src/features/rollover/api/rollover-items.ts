import {
  lineItemResultSchema,
  priorYearItemListSchema,
  priorYearItemResultSchema,
  priorYearMessageSchema,
  rolloverImportResultSchema,
  type LineItemInput,
  type RolloverImportInput,
  type UpdateLineItemInput,
  type UpdatePriorYearItemInput,
} from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys of an entity's rollover (prior-year) items. */
export const rolloverKeys = {
  all: ['rollover-items'] as const,
  ofCompany: (companyId: number) => [...rolloverKeys.all, companyId] as const,
};

/** GET /api/companies/{companyId}/prior_year_items: newest year first, then by name. */
export async function listRolloverItems(companyId: number, signal?: AbortSignal) {
  const data = await api.get<unknown>(`/api/companies/${companyId}/prior_year_items`, { signal });
  return priorYearItemListSchema.parse(data).items;
}

export const rolloverItemsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: rolloverKeys.ofCompany(companyId),
    queryFn: ({ signal }) => listRolloverItems(companyId, signal),
  });

export const useRolloverItems = (companyId: number) => useQuery(rolloverItemsQueryOptions(companyId));

export const createRolloverItem = async (input: { company_id: number; name: string; year: number }) =>
  priorYearItemResultSchema.parse(await api.post<unknown>('/api/prior_year_items', input));

export const updateRolloverItem = async (id: number, input: UpdatePriorYearItemInput) =>
  priorYearItemResultSchema.parse(await api.patch<unknown>(`/api/prior_year_items/${id}`, input));

export const deleteRolloverItem = async (id: number) =>
  priorYearMessageSchema.parse(await api.delete<unknown>(`/api/prior_year_items/${id}`));

export const addRolloverLineItem = async (itemId: number, input: LineItemInput) =>
  lineItemResultSchema.parse(await api.post<unknown>(`/api/prior_year_items/${itemId}/line_items`, input));

export const updateRolloverLineItem = async (id: number, input: UpdateLineItemInput) =>
  lineItemResultSchema.parse(await api.patch<unknown>(`/api/prior_year_line_items/${id}`, input));

export const deleteRolloverLineItem = async (id: number) =>
  priorYearMessageSchema.parse(await api.delete<unknown>(`/api/prior_year_line_items/${id}`));

/** POST /api/prior_year_items/import: the CSV's text (read in the browser) and the year of its items. */
export const importRolloverCsv = async (input: RolloverImportInput) =>
  rolloverImportResultSchema.parse(await api.post<unknown>('/api/prior_year_items/import', input));

/** Every change reads the entity's items again: line counts and order follow the server. */
export function useRolloverMutations(companyId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: rolloverKeys.ofCompany(companyId) });
  return {
    create: useMutation({
      mutationFn: (input: { name: string; year: number }) => createRolloverItem({ company_id: companyId, ...input }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: UpdatePriorYearItemInput & { id: number }) => updateRolloverItem(id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: deleteRolloverItem, onSuccess }),
    addLine: useMutation({
      mutationFn: ({ itemId, ...input }: LineItemInput & { itemId: number }) => addRolloverLineItem(itemId, input),
      onSuccess,
    }),
    updateLine: useMutation({
      mutationFn: ({ id, ...input }: UpdateLineItemInput & { id: number }) => updateRolloverLineItem(id, input),
      onSuccess,
    }),
    removeLine: useMutation({ mutationFn: deleteRolloverLineItem, onSuccess }),
    importCsv: useMutation({
      mutationFn: importRolloverCsv,
      // An import may add items to any entity of the firm.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: rolloverKeys.all }),
    }),
  };
}

export type RolloverMutations = ReturnType<typeof useRolloverMutations>;
