import OpenAI from 'openai';

/** How the portal reaches an OpenAI-compatible API (AI_API_KEY, AI_BASE_URL, AI_MODEL). */
export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

/** The official SDK's client, retried once, for any OpenAI-compatible server (OpenAI, Azure, a local one). */
export function openAiClient(opts: OpenAiOptions, defaultTimeoutMs = 30_000): OpenAI {
  return new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL,
    timeout: opts.timeoutMs ?? defaultTimeoutMs,
    maxRetries: 1,
  });
}
