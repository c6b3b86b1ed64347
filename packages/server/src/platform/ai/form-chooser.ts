import { openAiClient, type OpenAiOptions } from './openai-client.ts';

export interface FormChoiceRequest {
  /** The forms the answer must be one of, as the spec names them ("W-2", "1099-INT", "Schedule C" ...). */
  forms: readonly string[];
  /** What the page says (its text or OCR), in reading order. */
  text: string;
}

/**
 * Chooses which tax form a page is, from a closed list, for pages the rules could not recognise with
 * confidence (issue 19 §2). The answer is the model's raw reply: the caller accepts it only when it names
 * one of the listed forms.
 */
export interface FormChooser {
  choose(request: FormChoiceRequest): Promise<string>;
}

/** A page's text is cut to this many characters: a form's number, title and first boxes fit well within it. */
export const FORM_CHOICE_TEXT_LIMIT = 6000;

const INSTRUCTIONS = (forms: readonly string[]) =>
  [
    'You identify which U.S. tax form a scanned or uploaded page is, for a tax and accounting firm.',
    `Answer with exactly one name from this list and nothing else: ${forms.join(', ')}.`,
    'If the page is none of them (a letter, a blank page, another document) or you are not sure, answer: none.',
  ].join(' ');

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Azure, a local server) through the official SDK,
 * configured by AI_API_KEY, AI_BASE_URL and AI_MODEL like the reply drafts.
 */
export function createOpenAiFormChooser(opts: OpenAiOptions): FormChooser {
  const client = openAiClient(opts);
  return {
    async choose(request) {
      const completion = await client.chat.completions.create({
        model: opts.model,
        temperature: 0,
        max_tokens: 20,
        messages: [
          { role: 'system', content: INSTRUCTIONS(request.forms) },
          { role: 'user', content: request.text.slice(0, FORM_CHOICE_TEXT_LIMIT) },
        ],
      });
      return completion.choices[0]?.message?.content?.trim() ?? '';
    },
  };
}
