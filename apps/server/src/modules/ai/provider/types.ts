// The one interface every AI call goes through (DESIGN: "AI goes through one provider interface").
// The OpenAI-compatible client implements it; the built-in reviewer and the local commands need
// none. Text crosses it only after merge fields became sentinels (fields/sentinels.ts).

/** One chat message as the provider takes it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A request to the provider. */
export interface ChatRequest {
  messages: ChatMessage[];
  /**
   * Asks for JSON that follows this JSON schema (response_format json_schema); the caller validates.
   * `strict` (default false) asks the provider to enforce it, which OpenAI accepts only for schemas
   * whose properties are all required and closed (additionalProperties: false).
   */
  jsonSchema?: { name: string; schema: Record<string, unknown>; strict?: boolean };
  /** Called with each piece of text as it streams in; when absent the call need not stream. */
  onDelta?: (text: string) => void;
  /** Aborts the call (the browser went away). */
  signal?: AbortSignal;
}

/** The provider's whole answer. */
export interface ChatAnswer {
  text: string;
  model: string;
  usage: { prompt_tokens: number; completion_tokens: number };
}

/** A configured provider: AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS. */
export interface AiProvider {
  /** The model asked for (AI_MODEL, default gpt-4). */
  readonly model: string;
  /** The provider's host, for audit rows (never the key). */
  readonly host: string;
  complete(request: ChatRequest): Promise<ChatAnswer>;
}

/**
 * A failure the routes answer as it is: `status` is the HTTP status to answer (502 for a provider
 * error or malformed answer, 504 for a timeout, 422 for a rewrite that lost fields), `detail` the
 * readable message (the spec's texts where it has one).
 */
export class AiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'AiError';
  }
}
