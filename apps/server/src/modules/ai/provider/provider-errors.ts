import { APIConnectionError, APIError, OpenAIError } from 'openai';
import { AnswerTooLongError } from './answer-size.js';
import { AiError } from './types.js';

// What a failed provider call becomes. The readable detail is for the user; `reason` is for the
// operator's log and is built here from statuses and error names only, because a provider's own
// error message may quote the prompt (and the key never appears in anything we write).

export const PROVIDER_MESSAGES = {
  timeout: 'The AI provider did not answer in time',
  credentials: 'The AI provider refused the credentials',
  busy: 'The AI provider is busy; try again in a moment',
  failed: 'The AI provider failed',
  cancelled: 'The request was cancelled',
  tooLong: "The AI provider's answer was too long; try a shorter selection or request",
} as const;

/** An AiError from the provider, with a log-safe reason (never prompt text, never the key). */
export class AiProviderError extends AiError {
  constructor(
    status: number,
    detail: string,
    readonly reason: string,
  ) {
    super(status, detail);
    this.name = 'AiProviderError';
  }
}

/** The answer did not have the shape of a chat completion. */
export class MalformedAnswerError extends Error {}

/** Why the call was stopped from our side, when it was. */
export type StopCause = 'cancelled' | 'timeout' | undefined;

/** Maps anything a provider call threw to an AiProviderError; errors of our own code pass through. */
export function toAiError(error: unknown, stopped: StopCause, timeoutMs: number): unknown {
  if (error instanceof AiError) return error;
  // Checked first: an abort surfaces as a user-abort, a connection error or a cut stream.
  if (stopped === 'cancelled')
    return new AiProviderError(499, PROVIDER_MESSAGES.cancelled, 'cancelled by the caller');
  if (stopped === 'timeout') {
    return new AiProviderError(504, PROVIDER_MESSAGES.timeout, `no complete answer within ${timeoutMs} ms`);
  }
  if (error instanceof AnswerTooLongError)
    return new AiProviderError(502, PROVIDER_MESSAGES.tooLong, error.message);
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 401 || status === 403) {
      return new AiProviderError(502, PROVIDER_MESSAGES.credentials, `HTTP ${status}`);
    }
    if (status === 429) return new AiProviderError(503, PROVIDER_MESSAGES.busy, 'HTTP 429 after the retry');
    return new AiProviderError(502, PROVIDER_MESSAGES.failed, `HTTP ${status}`);
  }
  if (error instanceof APIConnectionError) {
    const code = (error.cause as { cause?: { code?: unknown } } | undefined)?.cause?.code;
    return new AiProviderError(502, PROVIDER_MESSAGES.failed, `connection failed${code ? ` (${code})` : ''}`);
  }
  // An error event inside a stream, or an SDK-level failure.
  if (error instanceof OpenAIError)
    return new AiProviderError(502, PROVIDER_MESSAGES.failed, 'error in the answer');
  if (error instanceof SyntaxError)
    return new AiProviderError(502, PROVIDER_MESSAGES.failed, 'answer is not JSON');
  if (error instanceof MalformedAnswerError) {
    return new AiProviderError(502, PROVIDER_MESSAGES.failed, `malformed answer: ${error.message}`);
  }
  return error;
}
