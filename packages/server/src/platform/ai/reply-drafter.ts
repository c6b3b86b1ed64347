import { openAiClient, type OpenAiOptions } from './openai-client.ts';

export interface DraftTurn {
  fromFirm: boolean;
  author: string;
  text: string;
}

export interface DraftRequest {
  firmName: string;
  advisorName: string;
  turns: DraftTurn[];
}

/** Drafts a reply for a firm user to edit; nothing is sent without them pressing Send. */
export interface ReplyDrafter {
  draft(request: DraftRequest): Promise<string>;
}

const INSTRUCTIONS = (r: DraftRequest) =>
  [
    `You help ${r.advisorName} of ${r.firmName}, a tax and accounting firm, reply to a client in the firm's client portal.`,
    'Write only the reply: short, friendly, professional, in plain text.',
    'Never invent amounts, dates, deadlines, forms or facts that the conversation does not state; ask instead.',
    'Do not give definitive tax advice; suggest discussing specifics where needed.',
  ].join(' ');

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Azure, a local server) through the official SDK.
 * The conversation's latest turns become the chat: the firm's messages as the assistant, the client's
 * as the user.
 */
export function createOpenAiDrafter(opts: OpenAiOptions): ReplyDrafter {
  const client = openAiClient(opts);
  return {
    async draft(request) {
      const completion = await client.chat.completions.create({
        model: opts.model,
        temperature: 0.3,
        max_tokens: 400,
        messages: [
          { role: 'system', content: INSTRUCTIONS(request) },
          ...request.turns.map((t) => ({
            role: t.fromFirm ? ('assistant' as const) : ('user' as const),
            content: `${t.author}: ${t.text}`,
          })),
        ],
      });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('The AI service returned no text');
      return text.replace(new RegExp(`^${escapeRegExp(request.advisorName)}:\\s*`), '');
    },
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
