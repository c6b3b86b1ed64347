import { questionnaireMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, use, useEffect, type ComponentType } from 'react';
import { NotFound } from '../../../../components/not-found';
import { PageLoader } from '../../../../components/page-loader';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useGlossary } from '../../api/get-glossary';
import { questionnaireQueryOptions } from '../../api/get-questionnaire';
import { GlossaryProvider } from '../questions/glossary-context';
import type { QuestionnairePageProps } from './questionnaire-page';
import { RenderFailure } from '../../../../components/render-failure';

type Page = ComponentType<QuestionnairePageProps>;
/** The page's import; `status` and `value` say once it has come. */
type PageCode = Promise<Page> & { status?: string; value?: Page };
let pageCode: PageCode | undefined;

/**
 * The page's code (its questions, inputs, menus and dialogs), fetched while the questionnaire is: the loader is
 * all there is to draw until both have come, so neither waits for the other (issue 22 §4). Once it has come the
 * promise says so (`status`), and the page is drawn at once, without a frame of the loader.
 */
export function loadQuestionnairePage(): Promise<Page> {
  if (!pageCode) {
    const code: PageCode = import('./questionnaire-page').then((m) => m.QuestionnairePage);
    code.then(
      (value) => Object.assign(code, { status: 'fulfilled', value }),
      () => undefined,
    );
    pageCode = code;
  }
  return pageCode;
}

function QuestionnairePage(props: QuestionnairePageProps) {
  const code: PageCode = loadQuestionnairePage();
  // Read outright once fetched: `use` of a settled promise still suspended a tab switch's transition for good.
  const Loaded = code.status === 'fulfilled' ? code.value! : use(loadQuestionnairePage());
  return <Loaded {...props} />;
}

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
  // A failed fetch is reported when the page is drawn (by `use`, to the route's error boundary), not here.
  if (valid) loadQuestionnairePage().catch(() => undefined);
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
