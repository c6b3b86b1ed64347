import { lazyComponent } from '../components/lazy-component';
import { lazyModule, preloadedLazy } from '../components/preloaded-lazy';
import type { QuestionComponents } from '../features/answering/components/sections/question-components';

export const AdoptSignature = lazyComponent(() =>
  import('../features/signatures/components/adopt-signature').then((m) => m.AdoptSignature),
);
export const AdoptedSignatureView = lazyComponent(() =>
  import('../features/signatures/components/adopted-signature-view').then((m) => m.AdoptedSignatureView),
);
export const RecordTagsDialog = lazyComponent(() =>
  import('../features/tags/components/record-tags-dialog').then((m) => m.RecordTagsDialog),
);
export const BulkTagsDialog = lazyComponent(() =>
  import('../features/tags/components/bulk-tags-dialog').then((m) => m.BulkTagsDialog),
);

/** The questions of a questionnaire page (questionnaire-questions), loaded beside the page (QuestionnaireScreen). */
const questionListCode = lazyModule(() => import('../features/questionnaire-questions/components/question-list'));
export const questionComponents: QuestionComponents = {
  QuestionList: preloadedLazy(questionListCode, (m) => m.QuestionList),
  load: questionListCode.load,
};
