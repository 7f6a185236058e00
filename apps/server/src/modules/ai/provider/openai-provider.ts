import OpenAI from 'openai';
import type { Config } from '../../../config.js';
import { answerMeter, limitAnswerBody } from './answer-size.js';
import { AiProviderError, MalformedAnswerError, type StopCause, toAiError } from './provider-errors.js';
import { guardRetryWithin } from './retry-guard.js';
import type { AiProvider, ChatAnswer, ChatRequest } from './types.js';

// The one provider implementation: any OpenAI-compatible chat-completions server, through the
// official client. Everything sent is configured here, explicitly, so that nothing comes from the
// process environment the SDK would otherwise read (OPENAI_API_KEY, OPENAI_ORG_ID, OPENAI_LOG…):
// a key meant for one host must not go to another, and no organization or user leaves with a prompt.

type AiConfig = Config['ai'];

// The SDK's platform headers say which OS, architecture and runtime version the server runs: none
// of the provider's business.
const WITHHELD_HEADERS = {
  'X-Stainless-Lang': null,
  'X-Stainless-Package-Version': null,
  'X-Stainless-OS': null,
  'X-Stainless-Arch': null,
  'X-Stainless-Runtime': null,
  'X-Stainless-Runtime-Version': null,
  'X-Stainless-Retry-Count': null,
  'X-Stainless-Timeout': null,
} as const;

/** The most tokens an answer may take when the configuration names none (AI_MAX_TOKENS' default). */
export const DEFAULT_MAX_TOKENS = 4096;

/** How a call's deadline is made: a timer by default; tests pass one they fire themselves. */
export type Deadline = (timeoutMs: number) => AbortSignal;

/** The provider for the configured base URL, or null when there is none (the assistant runs offline). */
export function createAiProvider(
  config: AiConfig,
  deadline: Deadline = (timeoutMs) => AbortSignal.timeout(timeoutMs),
): AiProvider | null {
  if (!config.baseUrl) return null;
  return new OpenAiProvider({ ...config, baseUrl: config.baseUrl }, deadline);
}

class OpenAiProvider implements AiProvider {
  readonly model: string;
  readonly host: string;
  // Private in the language, so that logging or serializing the provider cannot show the key.
  readonly #client: OpenAI;
  private readonly timeoutMs: number;
  private readonly maxTokens: number;
  private readonly deadline: Deadline;

  constructor(config: AiConfig & { baseUrl: string }, deadline: Deadline) {
    this.deadline = deadline;
    this.model = config.model;
    this.host = new URL(config.baseUrl).host;
    this.timeoutMs = config.timeoutMs;
    this.maxTokens = config.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.#client = new OpenAI({
      baseURL: config.baseUrl,
      // Local servers (Ollama, LM Studio) take no key: the SDK insists on one, so a placeholder
      // satisfies it and the Authorization header is then withheld.
      apiKey: config.apiKey || 'none',
      organization: null,
      project: null,
      defaultHeaders: config.apiKey ? WITHHELD_HEADERS : { ...WITHHELD_HEADERS, Authorization: null },
      // One retry on 429 and 5xx; the SDK waits as Retry-After or Retry-After-Ms says.
      maxRetries: 1,
      // Per attempt; the whole call's deadline below always comes first.
      timeout: config.timeoutMs + 1000,
      logLevel: 'off',
    });
  }

  async complete(request: ChatRequest): Promise<ChatAnswer> {
    const deadline = this.deadline(this.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    const stopCause = (): StopCause =>
      request.signal?.aborted ? 'cancelled' : deadline.aborted ? 'timeout' : undefined;
    const client = this.#client.withOptions({
      fetch: guardRetryWithin(Date.now() + this.timeoutMs, limitAnswerBody()),
    });
    try {
      return request.onDelta
        ? await this.stream(client, request, request.onDelta, signal)
        : await this.whole(client, request, signal);
    } catch (error) {
      throw toAiError(error, stopCause(), this.timeoutMs);
    }
  }

  private body(request: ChatRequest) {
    const schema = request.jsonSchema;
    return {
      model: this.model,
      messages: request.messages,
      // A model that ignores it still cannot send more than answer-size.ts reads.
      ...(this.maxTokens > 0 && { max_tokens: this.maxTokens }),
      ...(schema && {
        response_format: {
          type: 'json_schema' as const,
          json_schema: { name: schema.name, schema: schema.schema, strict: schema.strict ?? false },
        },
      }),
    };
  }

  private async whole(client: OpenAI, request: ChatRequest, signal: AbortSignal): Promise<ChatAnswer> {
    const completion: unknown = await client.chat.completions.create(this.body(request), { signal });
    if (typeof completion !== 'object' || completion === null || !('choices' in completion)) {
      throw new MalformedAnswerError('not a chat completion');
    }
    const { choices, model, usage } = completion as OpenAI.ChatCompletion;
    const choice = Array.isArray(choices) ? choices[0] : undefined;
    checkFinish(choice?.finish_reason);
    const text = choice?.message?.content;
    if (typeof text !== 'string') {
      if (typeof choice?.message?.refusal === 'string') {
        throw new AiProviderError(502, 'The AI provider declined to answer', 'refusal');
      }
      throw new MalformedAnswerError('no message content');
    }
    answerMeter()(text);
    return { text, model: typeof model === 'string' ? model : this.model, usage: tokens(usage) };
  }

  private async stream(
    client: OpenAI,
    request: ChatRequest,
    onDelta: (text: string) => void,
    signal: AbortSignal,
  ): Promise<ChatAnswer> {
    const stream = await client.chat.completions.create(
      { ...this.body(request), stream: true, stream_options: { include_usage: true } },
      { signal },
    );
    let text = '';
    let model = this.model;
    let usage: OpenAI.CompletionUsage | undefined;
    let finished = false;
    const meter = answerMeter();
    for await (const chunk of stream) {
      if (typeof chunk !== 'object' || chunk === null)
        throw new MalformedAnswerError('not a completion chunk');
      if (typeof chunk.model === 'string') model = chunk.model;
      if (chunk.usage) usage = chunk.usage;
      const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
      const delta = choice?.delta?.content;
      if (typeof delta === 'string' && delta.length > 0) {
        // Throwing here ends the loop, and the SDK then aborts the request: the rest is never read.
        meter(delta);
        text += delta;
        onDelta(delta);
      }
      if (choice?.finish_reason) {
        checkFinish(choice.finish_reason);
        finished = true;
      }
    }
    // The SDK ends a stream quietly when its signal aborts, and a connection that closes early ends
    // it like a finished one: a cut answer must not pass as whole.
    if (signal.aborted) throw new MalformedAnswerError('stopped');
    if (!finished) throw new MalformedAnswerError('stream ended before the finish');
    return { text, model, usage: tokens(usage) };
  }
}

/** Refuses answers the provider itself marks as incomplete: a cut rewrite would lose text silently. */
function checkFinish(reason: string | null | undefined) {
  if (reason === 'length') {
    throw new AiProviderError(
      502,
      "The AI provider's answer was cut off before the end",
      'finish_reason length',
    );
  }
  if (reason === 'content_filter') {
    throw new AiProviderError(502, 'The AI provider withheld its answer', 'finish_reason content_filter');
  }
}

function tokens(usage: OpenAI.CompletionUsage | undefined | null): ChatAnswer['usage'] {
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return { prompt_tokens: count(usage?.prompt_tokens), completion_tokens: count(usage?.completion_tokens) };
}
