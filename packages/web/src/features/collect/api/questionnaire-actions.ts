import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** The server's answer to an action: the toast it shows. */
export interface ActionResult {
  message: string;
}

/** POST /api/lock_questionnaires: the clients can only view them afterwards. */
export const lockQuestionnaires = (ids: number[]) =>
  api.post<ActionResult>('/api/lock_questionnaires', { questionnaireIds: ids });

/** PATCH /api/questionnaires/{id} with locked false: unlock is an update (spec 001 §7). */
export const unlockQuestionnaire = (id: number) =>
  api.patch<ActionResult>(`/api/questionnaires/${id}`, { locked: false });

/** POST /api/mark_completed: marks completed, or incomplete again. */
export const markCompleted = (id: number, completed: boolean) =>
  api.post<ActionResult>('/api/mark_completed', { questionnaire_id: id, completed });

/** POST /api/unsubmit_questionnaire: gives a submitted questionnaire back to the client. */
export const unsubmitQuestionnaire = (id: number) =>
  api.post<ActionResult>('/api/unsubmit_questionnaire', { questionnaire_id: id });

/** POST /api/delete_questionnaire: restorable from the Deleted filter. */
export const deleteQuestionnaire = (id: number) =>
  api.post<ActionResult>('/api/delete_questionnaire', { questionnaire_id: id });

/** POST /api/restore_questionnaires. */
export const restoreQuestionnaires = (ids: number[]) =>
  api.post<ActionResult>('/api/restore_questionnaires', { questionnaire_ids: ids });

/** POST /api/questionnaires/reminders_disabled: turns automatic reminders off (or on again). */
export const setRemindersDisabled = (ids: number[], disabled: boolean) =>
  api.post<ActionResult>('/api/questionnaires/reminders_disabled', {
    reminders_disabled: disabled,
    questionnaire_ids: ids,
  });

/** POST /api/generate_questionnaire_link: the absolute address that opens the questionnaire for the client. */
export const generateQuestionnaireLink = async (companyId: number, questionnaireId: number): Promise<string> =>
  (await api.post<{ link: string }>('/api/generate_questionnaire_link', { companyId, questionnaireId })).link;

/** POST /api/questionnaires/send_drafts: drafts become sent and their clients are notified. */
export const sendDrafts = (ids: number[]) =>
  api.post<ActionResult>('/api/questionnaires/send_drafts', { questionnaire_ids: ids });

/** After any change the Collect pages and the entities' questionnaire lists are out of date. */
export function useRefreshQuestionnaireLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.collectAll() }),
      queryClient.invalidateQueries({ queryKey: [...questionnaireKeys.all, 'company'] }),
    ]);
}

/** An action on questionnaires that refreshes the lists once it succeeded. */
export function useQuestionnaireAction<V>(action: (vars: V) => Promise<ActionResult>) {
  const refresh = useRefreshQuestionnaireLists();
  return useMutation({ mutationFn: action, onSuccess: () => refresh() });
}
