import type { QuestionnaireDetail } from '@portal/domain';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders, testQueryClient } from '../../../testing/render';
import { useQuestionnaire } from '../../../lib/questionnaires/get-questionnaire';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';
import { QuestionList } from './question-list';

/** Renders the first section's questions from the cache, as the page does, so writes show up (tests only). */
function Harness({ id, submitAttempted, readOnly }: { id: number; submitAttempted: boolean; readOnly: boolean }) {
  const { data } = useQuestionnaire(id);
  if (!data) return null;
  return (
    <QuestionList
      questionnaire={data}
      section={data.sections[0]!}
      submitAttempted={submitAttempted}
      readOnly={readOnly}
    />
  );
}

export function renderQuestions(
  questionnaire: QuestionnaireDetail,
  routes: Parameters<typeof stubApi>[0] = {},
  { submitAttempted = false, readOnly = false } = {},
) {
  const api = stubApi(routes);
  const queryClient = testQueryClient();
  queryClient.setQueryData(questionnaireKeys.detail(questionnaire.id), questionnaire);
  const result = renderWithProviders(
    <Harness id={questionnaire.id} submitAttempted={submitAttempted} readOnly={readOnly} />,
    { queryClient },
  );
  const cached = () => queryClient.getQueryData<QuestionnaireDetail>(questionnaireKeys.detail(questionnaire.id))!;
  return { ...result, api, cached };
}
