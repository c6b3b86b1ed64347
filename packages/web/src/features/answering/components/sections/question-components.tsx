import type { QuestionnaireDetail, Section } from '@portal/domain';
import { createContext, useContext, type ComponentType } from 'react';

/** What a section of questions (or a document checklist) draws below its instructions. */
export interface QuestionListProps {
  questionnaire: QuestionnaireDetail;
  section: Section;
  submitAttempted: boolean;
  readOnly: boolean;
}

/**
 * The questions come from the questionnaire-questions feature; features do not import each other, so app/
 * provides them here (AppProviders) and the page draws whatever it is given. Their code loads on demand:
 * `load` fetches it ahead, beside the page's own, so that neither waits for the other (issue 22 §4).
 */
export interface QuestionComponents {
  QuestionList: ComponentType<QuestionListProps>;
  load: () => Promise<unknown>;
}

const QuestionComponentsContext = createContext<QuestionComponents | null>(null);

export const QuestionComponentsProvider = QuestionComponentsContext.Provider;

export function useQuestionComponents(): QuestionComponents {
  const components = useContext(QuestionComponentsContext);
  if (!components) throw new Error('QuestionComponentsProvider is missing (app/provider.tsx provides it)');
  return components;
}
