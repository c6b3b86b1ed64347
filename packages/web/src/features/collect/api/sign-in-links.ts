import { collectMessageSchema, entityUserSchema, type EntityUser, type SendSignInLinksInput } from '@portal/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

export const entityUserKeys = {
  of: (questionnaireId: number) => [...questionnaireKeys.all, 'entity-users', questionnaireId] as const,
};

/** GET /api/questionnaires/{id}/entity_users (get_active_entity_users): who a sign-in link may go to. */
export async function listEntityUsers(questionnaireId: number, signal?: AbortSignal): Promise<EntityUser[]> {
  return z
    .array(entityUserSchema)
    .parse(await api.get<unknown>(`/api/questionnaires/${questionnaireId}/entity_users`, { signal }));
}

export const useEntityUsers = (questionnaireId: number) =>
  useQuery(
    queryOptions({
      queryKey: entityUserKeys.of(questionnaireId),
      queryFn: ({ signal }) => listEntityUsers(questionnaireId, signal),
    }),
  );

/** POST /api/questionnaires/{id}/send_sign_in_links {userIds}: answers 'Sign in link(s) sent successfully'. */
export const sendSignInLinks = async (questionnaireId: number, input: SendSignInLinksInput) =>
  collectMessageSchema.parse(
    await api.post<unknown>(`/api/questionnaires/${questionnaireId}/send_sign_in_links`, input),
  );

export const useSendSignInLinks = (questionnaireId: number) =>
  useMutation({ mutationFn: (input: SendSignInLinksInput) => sendSignInLinks(questionnaireId, input) });
