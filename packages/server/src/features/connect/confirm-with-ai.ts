import {
  FORM_RULES,
  layoutText,
  type PageLayout,
  type PageRecognition,
  payerFor,
  type RecognisedForm,
} from '@portal/domain';
import type { FormChooser } from '../../platform/ai/form-chooser.ts';

/** At most this many pages of one upload are sent to the AI service; the rest stay for review. */
export const AI_CONFIRM_MAX_PAGES = 20;

const FORMS = FORM_RULES.map((r) => r.form);
const key = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();
const BY_KEY = new Map(FORM_RULES.map((r) => [key(r.form), r]));

/** The known form an AI answer names ("W-2", "Form 1099-INT.", "schedule c"), else null: anything else is refused. */
export function acceptedForm(answer: string): RecognisedForm | null {
  const cleaned = key(answer)
    .replace(/^["'`*]+|["'`*.]+$/g, '')
    .replace(/^FORM\s+/, '')
    .trim();
  return BY_KEY.get(cleaned)?.form ?? null;
}

/** A page the rules could not recognise with confidence (score under the threshold, or two forms too close). */
export const needsConfirmation = (page: PageRecognition) => !page.blank && page.form === null;

/**
 * Optional AI confirmation (issue 19 §2 "optionally confirmed by the AI adapter when AI_* is set"): each page
 * the rules left unrecognised is shown to the model with the spec's list of forms; its answer is taken only
 * when it is one of those forms. Any other answer, or a failing service, leaves the page unrecognised, so its
 * document stays review_required: nothing is guessed silently.
 */
export async function confirmWithAi(
  pages: readonly { layout: PageLayout; recognition: PageRecognition }[],
  chooser: FormChooser,
): Promise<{ recognition: PageRecognition; ai: boolean }[]> {
  let asked = 0;
  const confirmed: { recognition: PageRecognition; ai: boolean }[] = [];
  for (const { layout, recognition } of pages) {
    if (!needsConfirmation(recognition) || asked >= AI_CONFIRM_MAX_PAGES) {
      confirmed.push({ recognition, ai: false });
      continue;
    }
    asked++;
    const answer = await chooser.choose({ forms: FORMS, text: layoutText(layout) }).catch(() => '');
    const form = acceptedForm(answer);
    if (!form) {
      confirmed.push({ recognition, ai: false });
      continue;
    }
    confirmed.push({ recognition: { ...recognition, form, payer: payerFor(layout, form), headed: true }, ai: true });
  }
  return confirmed;
}
