// A provider's answer is read with a limit: a rewrite that came back as 50 MB was held whole in
// memory and slowed the server (issue 28). The model is asked for at most `maxTokens` (AI_MAX_TOKENS),
// and whatever it sends anyway is read only up to a size; past it the connection is closed (the
// rest is never read) and the caller hears a 502.

/** The most text an answer may hold, in UTF-8 bytes: far more than any rewrite or draft needs. */
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** A JSON answer's body: the text, its JSON escapes and the envelope. */
export const MAX_JSON_BODY_BYTES = 2 * MAX_ANSWER_BYTES;
/** A streamed answer's events: each small piece of text comes in an envelope of some 150 bytes. */
export const MAX_STREAM_BODY_BYTES = 16 * MAX_ANSWER_BYTES;

/** The answer passed its size limit; reading stopped there. */
export class AnswerTooLongError extends Error {
  constructor(readonly limit: number) {
    super(`answer over ${limit} bytes`);
    this.name = 'AnswerTooLongError';
  }
}

/** Counts the UTF-8 bytes of an answer's text as it grows, and stops it past MAX_ANSWER_BYTES. */
export function answerMeter(): (text: string) => void {
  let bytes = 0;
  return (text) => {
    bytes += Buffer.byteLength(text);
    if (bytes > MAX_ANSWER_BYTES) throw new AnswerTooLongError(MAX_ANSWER_BYTES);
  };
}

function capped(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let read = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      read += value.byteLength;
      if (read > limit) {
        // Cancelling the source closes the connection: the provider's writes stop reaching us.
        await reader.cancel().catch(() => {});
        controller.error(new AnswerTooLongError(limit));
        return;
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** A fetch whose response bodies error with AnswerTooLongError past their limit (JSON or event stream). */
export function limitAnswerBody(fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (!response.body) return response;
    const stream = response.headers.get('content-type')?.includes('text/event-stream') ?? false;
    const limit = stream ? MAX_STREAM_BODY_BYTES : MAX_JSON_BODY_BYTES;
    return new Response(capped(response.body, limit), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
