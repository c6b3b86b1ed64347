import {
  publicTemplateSchema,
  templatePublicLinkSchema,
  templateStartResultSchema,
  type PublicTemplate,
  type TemplateStartInput,
  type TemplateStartResult,
} from '@portal/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const path = (hashId: string) => `/api/public/templates/${encodeURIComponent(hashId)}`;

/** GET /api/public/templates/{hashId}: the template and firm names the start page shows (no sign-in). */
export async function getPublicTemplate(hashId: string): Promise<PublicTemplate> {
  return publicTemplateSchema.parse(await api.get<unknown>(path(hashId)));
}

export const publicTemplateQueryOptions = (hashId: string) =>
  queryOptions({
    queryKey: ['public-templates', hashId],
    queryFn: () => getPublicTemplate(hashId),
    retry: false,
  });

export const usePublicTemplate = (hashId: string) => useQuery(publicTemplateQueryOptions(hashId));

/** POST /api/public/templates/{hashId}/start: sign-up, check-email, or started with a session. */
export async function startFromTemplate(hashId: string, input: TemplateStartInput): Promise<TemplateStartResult> {
  return templateStartResultSchema.parse(await api.post<unknown>(`${path(hashId)}/start`, input));
}

export const useStartFromTemplate = (hashId: string) =>
  useMutation({ mutationFn: (input: TemplateStartInput) => startFromTemplate(hashId, input) });

/** POST /api/questionnaire_templates/{id}/public_link: staff get the link to hand out. */
export async function getTemplatePublicLink(id: number): Promise<string> {
  return templatePublicLinkSchema.parse(await api.post<unknown>(`/api/questionnaire_templates/${id}/public_link`)).link;
}

export const useTemplatePublicLink = () => useMutation({ mutationFn: getTemplatePublicLink });
