import { questionnaireMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { NotFound } from '../../../../components/not-found';
import { PageLoader } from '../../../../components/page-loader';
import { lazyModule, preloadedLazy } from '../../../../components/preloaded-lazy';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useGlossary } from '../../api/get-glossary';
import { questionnaireQueryOptions } from '../../../../lib/questionnaires/get-questionnaire';
import { GlossaryProvider } from '../../../../lib/questionnaires/glossary-context';
import { useQuestionComponents } from '../sections/question-components';
import type { QuestionnairePageProps } from './questionnaire-page';
import { RenderFailure } from '../../../../components/render-failure';

/**
 * The page's code (its sections, menus and dialogs) and its questions' code (questionnaire-questions, through
 * useQuestionComponents), fetched while the questionnaire is: the loader is all there is to draw until all have
 * come, so none waits for another (issue 22 §4). Once they have come the page is drawn at once, without a frame
 * of the loader.
 */
const pageCode = lazyModule(() => import('./questionnaire-page'));
export const loadQuestionnairePage = pageCode.load;
const QuestionnairePage = preloadedLazy(pageCode, (m) => m.QuestionnairePage);

/** Loads a questionnaire and shows its page; a wrong id or another entity's questionnaire is not found. */
export function QuestionnaireScreen({
  questionnaireId,
  companyHash,
  companyId,
  ...page
}: Omit<QuestionnairePageProps, 'questionnaire' | 'back'> & {
  questionnaireId: number;
  /** The address names the entity; a questionnaire of another entity is not shown under it. */
  companyHash?: string;
  companyId?: number;
  back: (q: { company_hash: string }) => QuestionnairePageProps['back'];
}) {
  const valid = Number.isInteger(questionnaireId) && questionnaireId > 0;
  const questions = useQuestionComponents();
  // A failed fetch is reported when the page is drawn (by `use`, to the route's error boundary), not here.
  if (valid) {
    loadQuestionnairePage().catch(() => undefined);
    questions.load().catch(() => undefined);
  }
  const query = useQuery({ ...questionnaireQueryOptions(questionnaireId), enabled: valid });
  // Key words in questions show the firm's glossary descriptions (spec 002 §3); the page does not wait for it.
  const glossary = useGlossary();
  const failed = query.isError && !(isApiError(query.error) && query.error.status === 404);
  useEffect(() => {
    if (failed) notify.error(questionnaireMessages.notFound);
  }, [failed]);
  if (!valid) return <NotFound />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return failed ? <RenderFailure /> : <NotFound />;
  const q = query.data;
  if ((companyHash && q.company_hash !== companyHash) || (companyId && q.company_id !== companyId)) return <NotFound />;
  return (
    <GlossaryProvider entries={glossary.data ?? []}>
      <Suspense fallback={<PageLoader />}>
        <QuestionnairePage {...page} questionnaire={q} back={page.back(q)} />
      </Suspense>
    </GlossaryProvider>
  );
}
