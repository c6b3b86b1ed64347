import type { FirmPreferences, QuestionnaireDetail } from '@portal/domain';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { createQuestionnaire, type QuestionnaireDef } from './create-questionnaire.ts';
import { sampleOrganizer } from './sample-questionnaire.ts';

/**
 * A firm with a partner, a client owning an entity, and the sample organizer sent to it; plus helpers to
 * call the API as either of them. For the questionnaire integration tests.
 */
export async function questionnaireFixture(
  t: TestApp,
  opts: {
    preferences?: Partial<FirmPreferences>;
    questionnaire?: Partial<Omit<QuestionnaireDef, 'firmId' | 'companyId' | 'sections'>>;
  } = {},
) {
  const db = t.deps.database.db;
  const firm = await buildFirm(db, { preferences: opts.preferences });
  const staff = await buildStaff(db, firm);
  const client = await buildClient(db, firm);
  const company = await buildCompany(db, firm, client);
  const id = await createQuestionnaire(
    db,
    sampleOrganizer(
      { firmId: firm.id, companyId: company.id, taxYear: 2025, dueDate: '2026-04-15', ...opts.questionnaire },
      [client.id],
    ),
  );
  const asClient = (await signInAs(db, client)).headers;
  const asStaff = (await signInAs(db, staff)).headers;
  const call =
    (headers: Record<string, string>) => (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers });
  const clientCall = call(asClient);
  const detail = async (): Promise<QuestionnaireDetail> =>
    (await clientCall('GET', `/api/questionnaires/${id}`)).json();
  const question = (q: QuestionnaireDetail, text: string) => {
    const found = q.questionnaire_questions.find((x) => x.text === text && x.parent_question_id === null);
    if (!found) throw new Error(`No question "${text}"`);
    return found;
  };
  const section = (q: QuestionnaireDetail, name: string) => {
    const found = q.sections.find((s) => s.name === name);
    if (!found) throw new Error(`No section "${name}"`);
    return found;
  };
  const answer = async (questionId: number, answer: string | null, answerBy?: string | null) =>
    clientCall('POST', `/api/questionnaires/${id}/questions/${questionId}/answer`, { answer, answer_by: answerBy });
  return {
    db,
    firm,
    staff,
    client,
    company,
    id,
    asClient,
    asStaff,
    clientCall,
    staffCall: call(asStaff),
    detail,
    question,
    section,
    answer,
  };
}
