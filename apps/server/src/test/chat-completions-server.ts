import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';

// A real HTTP server speaking the OpenAI chat-completions wire protocol, for tests of everything
// that calls an AI provider: it records exactly what it was sent and answers from a queue of
// scripted replies, including the failures a real provider has (rate limits, errors, hangs, junk).

/** The JSON body the client posted, as far as the tests look at it. */
export interface ChatCompletionBody {
  model?: string;
  messages?: { role: string; content: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  user?: string;
  [key: string]: unknown;
}

/** One request as it arrived. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when the body was not JSON. */
  body: ChatCompletionBody | undefined;
  /** The body's bytes as text, for assertions that nothing sensitive was sent anywhere in it. */
  raw: string;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** A scripted reply. Build them with the helpers below (`answer`, `rateLimited`, …). */
export type ChatScript =
  | {
      kind: 'answer';
      content: string | ((request: RecordedRequest) => string);
      usage?: Usage;
      model?: string;
      /** How the answer ends: `stop` (default), or `length` for one cut at the token limit. */
      finishReason?: string;
      /** Streams only: after about half the events, stop sending (`stall`) or close the connection (`close`). */
      cut?: 'stall' | 'close';
    }
  | { kind: 'failure'; status: number; message: string; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'text'; body: string }
  | { kind: 'huge'; bytes: number };

/**
 * A completion, sent the way the request asked: one JSON body, or (for `stream: true`) an SSE
 * stream of `chat.completion.chunk`s cut at awkward byte boundaries. `content` may be a function
 * of the request, to answer with something built from what was sent.
 */
export function answer(
  content: string | ((request: RecordedRequest) => string),
  options: { usage?: Usage; model?: string; finishReason?: string; cut?: 'stall' | 'close' } = {},
): ChatScript {
  return { kind: 'answer', content, ...options };
}

/** An error status with an OpenAI-style error body; `retryAfter` sets the Retry-After header. */
export function failure(status: number, options: { message?: string; retryAfter?: string } = {}): ChatScript {
  return {
    kind: 'failure',
    status,
    message: options.message ?? `Scripted ${status}`,
    retryAfter: options.retryAfter,
  };
}

/** 429 with `Retry-After: <seconds>` (0 in tests, so the client's retry does not wait). */
export function rateLimited(retryAfterSeconds = 0): ChatScript {
  return failure(429, { message: 'Rate limit reached', retryAfter: String(retryAfterSeconds) });
}

/** 500 with an error body; with `retryAfterSeconds` (0 in tests) the client's retry need not back off. */
export function serverError(retryAfterSeconds?: number): ChatScript {
  return failure(500, {
    message: 'The server had an error while processing your request',
    retryAfter: retryAfterSeconds === undefined ? undefined : String(retryAfterSeconds),
  });
}

/** Never answers (not even headers) until the server closes; use with a short client timeout. */
export function hang(): ChatScript {
  return { kind: 'hang' };
}

/** 200 with a JSON content type and a body cut off mid-object (for a stream: an event of junk). */
export function malformedJson(): ChatScript {
  return { kind: 'malformed' };
}

/** 200 with a text/plain body, as a misconfigured proxy answers. */
export function plainText(body = 'Service temporarily unavailable'): ChatScript {
  return { kind: 'text', body };
}

/**
 * A completion whose content is `bytes` long (64 MiB by default), written in large pieces as fast as
 * the client reads: `hugeReplies` then tells whether the client read it all or closed the connection
 * before the end.
 */
export function huge(bytes = 64 * 1024 * 1024): ChatScript {
  return { kind: 'huge', bytes };
}

/** How a huge reply ended: written to the end, or the client closed the connection first. */
export type HugeOutcome = 'finished' | 'closed';

const HUGE_PIECE = 64 * 1024;

/** The pieces of a huge answer: a JSON body, or SSE chunks carrying 16 KiB of content each. */
function* hugePieces(id: string, model: string, bytes: number, stream: boolean): Generator<string> {
  const created = Math.floor(Date.now() / 1000);
  if (!stream) {
    yield `{"id":"${id}","object":"chat.completion","created":${created},"model":"${model}","choices":[{"index":0,"message":{"role":"assistant","content":"`;
    for (let sent = 0; sent < bytes; sent += HUGE_PIECE) yield 'a'.repeat(HUGE_PIECE);
    yield '"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}';
    return;
  }
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const content = 'a'.repeat(HUGE_PIECE / 4);
  for (let sent = 0; sent < bytes; sent += content.length) yield chunk({ content });
  yield chunk({}, 'stop');
  yield 'data: [DONE]\n\n';
}

/** Writes each piece once the previous one went out; stops when the client closes the connection. */
async function writeUntilClosed(response: ServerResponse, pieces: Iterable<string>): Promise<HugeOutcome> {
  for (const piece of pieces) {
    const written = await new Promise<boolean>((resolve) => {
      if (response.destroyed) return resolve(false);
      const closed = () => resolve(false);
      response.once('close', closed);
      response.write(piece, (error) => {
        response.off('close', closed);
        resolve(!error);
      });
    });
    if (!written) return 'closed';
  }
  response.end();
  return 'finished';
}

/** The text of the last user message, which the default reply echoes. */
export function lastUserMessage(request: RecordedRequest): string {
  return request.body?.messages?.filter((message) => message.role === 'user').at(-1)?.content ?? '';
}

// Not a tokenizer: just a plausible count that grows with the text.
const roughTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** Byte offsets that cut the stream where a careless reader breaks: inside each multi-byte character, inside each `data:`, in the middle of each JSON payload and between the two newlines ending an event. */
export function awkwardCuts(bytes: Buffer): number[] {
  const cuts = new Set<number>();
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    // The first byte of a multi-byte UTF-8 sequence: cut right after it.
    if (byte >= 0xc0) cuts.add(index + 1);
  }
  const text = bytes.toString('latin1');
  for (const match of text.matchAll(/data: (.*)\n\n/g)) {
    cuts.add(match.index + 2);
    cuts.add(match.index + 6 + Math.floor(match[1]!.length / 2));
    cuts.add(match.index + match[0].length - 1);
  }
  return [...cuts].filter((cut) => cut > 0 && cut < bytes.length).sort((a, b) => a - b);
}

/** Cuts bytes at the given offsets. */
function cutAt(bytes: Buffer, cuts: number[]): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (const cut of cuts) {
    pieces.push(bytes.subarray(start, cut));
    start = cut;
  }
  pieces.push(bytes.subarray(start));
  return pieces;
}

/** The SSE events of a streamed completion: role, content in small deltas, finish, usage, [DONE]. */
function streamEvents(
  id: string,
  model: string,
  content: string,
  usage: Usage,
  options: { includeUsage: boolean; finishReason: string },
): string[] {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra });
  const delta = (value: Record<string, unknown>, finish: string | null = null) => ({
    index: 0,
    delta: value,
    finish_reason: finish,
  });
  const codePoints = Array.from(content);
  const events = [chunk([delta({ role: 'assistant', content: '' })])];
  for (let index = 0; index < codePoints.length; index += 3) {
    events.push(chunk([delta({ content: codePoints.slice(index, index + 3).join('') })]));
  }
  events.push(chunk([delta({}, options.finishReason)]));
  if (options.includeUsage)
    events.push(
      chunk([], { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } }),
    );
  return [...events.map((data) => `data: ${data}\n\n`), 'data: [DONE]\n\n'];
}

function completionJson(id: string, model: string, content: string, usage: Usage, finishReason: string) {
  return JSON.stringify({
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  });
}

/** Writes each piece separately and lets the event loop turn, so the client reads them one by one. */
async function writePieces(response: ServerResponse, pieces: Buffer[]) {
  for (const piece of pieces) {
    if (response.destroyed) return;
    await new Promise<void>((resolve) => response.write(piece, () => resolve()));
    await nextTurn();
  }
}

/**
 * Starts the server on a free local port. Point the client at `baseUrl`; queue replies with
 * `reply(...)`; read what was sent in `requests`. With the queue empty it echoes the last user
 * message. `close()` also ends hanging replies.
 */
export async function startChatCompletionsServer() {
  const requests: RecordedRequest[] = [];
  const queue: ChatScript[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const hugeReplies: Promise<HugeOutcome>[] = [];
  let count = 0;

  async function respond(request: RecordedRequest, response: ServerResponse) {
    const script = queue.shift() ?? answer(lastUserMessage);
    const stream = request.body?.stream === true;
    count += 1;
    const id = `chatcmpl-fake-${count}`;
    const model = request.body?.model ?? 'fake-model';
    switch (script.kind) {
      case 'failure': {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (script.retryAfter !== undefined) headers['retry-after'] = script.retryAfter;
        response.writeHead(script.status, headers);
        response.end(JSON.stringify({ error: { message: script.message, type: 'scripted', code: null } }));
        return;
      }
      case 'hang':
        // Left open on purpose: close() destroys the socket.
        return;
      case 'huge': {
        response.writeHead(200, { 'content-type': stream ? 'text/event-stream' : 'application/json' });
        const outcome = writeUntilClosed(response, hugePieces(id, model, script.bytes, stream));
        hugeReplies.push(outcome);
        await outcome;
        return;
      }
      case 'text':
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(script.body);
        return;
      case 'malformed':
        if (stream) {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          response.end(
            'data: {"id":"x","object":"chat.completion.chunk","choices":[{"delta":{"content":"Hel\n\n',
          );
        } else {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(`{"id":"${id}","object":"chat.completion","choices":[{"message":{"content":"Hel`);
        }
        return;
      case 'answer': {
        const content = typeof script.content === 'function' ? script.content(request) : script.content;
        const prompt = (request.body?.messages ?? []).map((message) => message.content).join('\n');
        const usage = script.usage ?? {
          prompt_tokens: roughTokens(prompt),
          completion_tokens: roughTokens(content),
        };
        const answeredModel = script.model ?? model;
        const finishReason = script.finishReason ?? 'stop';
        if (!stream) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(completionJson(id, answeredModel, content, usage, finishReason));
          return;
        }
        const includeUsage = request.body?.stream_options?.include_usage === true;
        const events = streamEvents(id, answeredModel, content, usage, { includeUsage, finishReason });
        const sent = script.cut ? events.slice(0, Math.ceil(events.length / 2)) : events;
        const bytes = Buffer.from(sent.join(''));
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        await writePieces(response, cutAt(bytes, awkwardCuts(bytes)));
        // A stall is left open on purpose: close() destroys the socket.
        if (script.cut !== 'stall') response.end();
        return;
      }
    }
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: ChatCompletionBody | undefined;
      try {
        body = JSON.parse(raw) as ChatCompletionBody;
      } catch {
        body = undefined;
      }
      const path = new URL(incoming.url ?? '/', 'http://localhost').pathname;
      const request: RecordedRequest = {
        method: incoming.method ?? '',
        path,
        headers: incoming.headers,
        body,
        raw,
      };
      if (incoming.method !== 'POST' || !path.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `No route ${incoming.method} ${path}` } }));
        return;
      }
      requests.push(request);
      for (const waiter of waiters.filter((each) => requests.length >= each.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      respond(request, response).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** Every chat-completions request received, in order. */
    requests,
    /** How each `huge` reply ended, in order: resolves once it was written whole or the client closed. */
    hugeReplies,
    /** Queues replies, answered in order; later requests get the default echo. */
    reply(...scripts: ChatScript[]) {
      queue.push(...scripts);
    },
    /** Resolves once `count` requests in all have arrived (to act while a reply hangs). */
    waitForRequests(count: number) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    /** Forgets the requests and the queued replies, for a server shared by several tests. */
    reset() {
      requests.length = 0;
      queue.length = 0;
      hugeReplies.length = 0;
    },
    /** How many scripted replies are still waiting for a request. */
    get pending() {
      return queue.length;
    },
    /** Everything any request sent, as one text: for "no e-mail address ever reached it". */
    sentText() {
      return requests.map((request) => `${JSON.stringify(request.headers)}\n${request.raw}`).join('\n');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ChatCompletionsServer = Awaited<ReturnType<typeof startChatCompletionsServer>>;
