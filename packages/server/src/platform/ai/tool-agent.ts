import type OpenAI from 'openai';
import { openAiClient, type OpenAiOptions } from './openai-client.ts';

/** A tool the model may call: its name, what it does, and its arguments as JSON Schema. */
export interface AgentTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface AgentToolCall {
  name: string;
  /** The model's arguments, parsed; null when they were not JSON. */
  args: unknown;
}

export interface AgentRequest {
  instructions: string;
  task: string;
  tools: AgentTool[];
  /** Carries out one tool call and answers what the model is told of its outcome. */
  call(call: AgentToolCall): Promise<string>;
  maxTurns?: number;
}

/** Runs a task with an AI model that may act only through the tools it is given. */
export interface ToolAgent {
  run(request: AgentRequest): Promise<{ text: string | null; turns: number }>;
}

/**
 * Any OpenAI-compatible chat completions API with tool calls (OpenAI, Azure, a local server), configured by
 * AI_API_KEY, AI_BASE_URL and AI_MODEL. The model's text never acts by itself: only the tool calls do, and
 * only through `call`.
 */
export function createOpenAiToolAgent(opts: OpenAiOptions): ToolAgent {
  const client = openAiClient(opts, 60_000);
  return {
    async run(request) {
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        { role: 'system', content: request.instructions },
        { role: 'user', content: request.task },
      ];
      const tools: OpenAI.Chat.ChatCompletionTool[] = request.tools.map((t) => ({
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters },
      }));
      const maxTurns = request.maxTurns ?? 8;
      for (let turn = 1; turn <= maxTurns; turn++) {
        const completion = await client.chat.completions.create({
          model: opts.model,
          temperature: 0,
          messages,
          tools,
          tool_choice: 'auto',
        });
        const message = completion.choices[0]?.message;
        if (!message) throw new Error('The AI service returned no message');
        const calls = (message.tool_calls ?? []).filter((c) => c.type === 'function');
        if (!calls.length) return { text: message.content?.trim() || null, turns: turn };
        messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
        for (const c of calls) {
          const content = await request.call({ name: c.function.name, args: parseArgs(c.function.arguments) });
          messages.push({ role: 'tool', tool_call_id: c.id, content });
        }
      }
      return { text: null, turns: maxTurns };
    },
  };
}

function parseArgs(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
