import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError, errorMessageFrom } from './api-error';

// An AI route's streamed answer (contract: aiStreamEvent): `delta` frames of text for display, then
// one `result` (the route's JSON answer) or one `error` ({ status, detail }).

type Outcome = { kind: 'result'; data: unknown } | { kind: 'error'; status: number; detail: unknown };

function parseData(event: EventSourceMessage): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    return undefined;
  }
}

function outcomeOf(event: EventSourceMessage, onDelta: ((text: string) => void) | undefined): Outcome | null {
  const data = parseData(event);
  if (event.event === 'delta') {
    const text = (data as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && text !== '') onDelta?.(text);
    return null;
  }
  if (event.event === 'result') return { kind: 'result', data };
  if (event.event === 'error') {
    const status = (data as { status?: unknown } | undefined)?.status;
    return { kind: 'error', status: typeof status === 'number' ? status : 500, detail: data };
  }
  return null;
}

/**
 * Reads an answer asked for with `Accept: text/event-stream`: passes each delta's text to `onDelta`
 * and resolves with the result's data. An error event rejects with an ApiError carrying its status
 * and the server's detail (spec section 8's message rules); a stream that ends without either
 * rejects with `fallbackMessage`. A plain JSON answer (a server that did not stream) is read as JSON.
 */
export async function readAiEventStream(
  response: Response,
  onDelta: ((text: string) => void) | undefined,
  fallbackMessage: string,
): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('text/event-stream') || response.body === null) {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  }
  let outcome: Outcome | null = null;
  const parser = createParser({
    onEvent: (event) => {
      outcome ??= outcomeOf(event, onDelta);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (outcome === null) {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Once the answer is in, the rest of the connection is not needed.
    if (outcome !== null) void reader.cancel().catch(() => undefined);
  }
  const settled = outcome as Outcome | null;
  if (settled === null) throw new ApiError(fallbackMessage, 0);
  if (settled.kind === 'error') {
    throw new ApiError(
      errorMessageFrom(settled.detail, settled.status, fallbackMessage),
      settled.status,
      (settled.detail as { detail?: unknown } | undefined)?.detail,
      settled.detail,
    );
  }
  return settled.data;
}
