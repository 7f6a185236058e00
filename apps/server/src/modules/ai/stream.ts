import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import { AiProviderError } from './provider/provider-errors.js';
import { AiError } from './provider/types.js';

// Every AI route answers plain JSON, or server-sent events when the request's Accept names
// text/event-stream (contract: aiStreamEvent). A stream is written on the raw socket after the reply
// is hijacked: @fastify/compress would otherwise hold frames back in its zlib buffer, and the error
// handler cannot answer once the 200 has gone. Whatever fails before the stream starts (the guard's
// 401 and 403, validation's 422, a document of another firm) is a plain HTTP error as usual.

/** What an AI task is given: the signal that ends it when the caller goes away, and where text streams to. */
export interface AiRun {
  signal: AbortSignal;
  /** Set when the answer streams: text as the provider writes it, for display only. */
  onDelta?: (text: string) => void;
}

/** A failure as an AI route reports it. */
export interface AiFailure {
  status: number;
  detail: string;
}

/** True when the caller asked for server-sent events. */
export function wantsEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept
    .split(',')
    .some((part) => part.split(';', 1)[0]!.trim().toLowerCase() === 'text/event-stream');
}

/** The status and detail of an error a route answers as it is; undefined for anything unexpected. */
export function aiFailureOf(error: unknown): AiFailure | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, detail: error.detail };
  if (error instanceof AiError) return { status: error.status, detail: error.detail };
  return undefined;
}

/** Tells the operator why a provider call failed: its reason names statuses and errors, never text. */
function logProviderFailure(request: FastifyRequest, error: unknown): void {
  if (error instanceof AiProviderError && error.status !== 499) {
    request.log.warn({ reason: error.reason, status: error.status }, 'AI provider call failed');
  }
}

/** An abort signal raised when the caller's connection closes before the answer was written. */
function abortOnClose(reply: FastifyReply): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const closed = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.on('close', closed);
  return { signal: controller.signal, release: () => reply.raw.off('close', closed) };
}

export interface AnswerOptions<T> {
  /** The status of a successful JSON answer. */
  status?: number;
  run: (io: AiRun) => Promise<T>;
  /** The JSON body of a known failure, when the route's differs from `{ detail }`. */
  failureBody?: (failure: AiFailure) => unknown;
}

/** Runs an AI task and answers its result as JSON or as an event stream, as the caller asked. */
export async function answerAi<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AnswerOptions<T>,
): Promise<FastifyReply> {
  if (wantsEventStream(request)) {
    await streamAi(request, reply, options.run);
    return reply;
  }
  const { signal, release } = abortOnClose(reply);
  try {
    const result = await options.run({ signal });
    return reply.code(options.status ?? 200).send(result);
  } catch (error) {
    logProviderFailure(request, error);
    const failure = aiFailureOf(error);
    if (!failure) throw error;
    if (options.failureBody) return reply.code(failure.status).send(options.failureBody(failure));
    throw new HttpError(failure.status, failure.detail);
  } finally {
    release();
  }
}

async function streamAi<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (io: AiRun) => Promise<T>,
): Promise<void> {
  const { signal, release } = abortOnClose(reply);
  reply.hijack();
  const raw = reply.raw;
  // The headers the app's hooks set so far (helmet's, the rate limit's) go out with the stream's.
  const set = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
  raw.writeHead(200, {
    ...(Object.fromEntries(set) as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: a proxy must not compress or buffer the frames either.
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  const send = (event: 'delta' | 'result' | 'error', data: unknown) => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const result = await run({ signal, onDelta: (text) => send('delta', { text }) });
    send('result', result);
  } catch (error) {
    if (signal.aborted) return;
    logProviderFailure(request, error);
    const failure = aiFailureOf(error);
    if (!failure) request.log.error({ err: error, reqId: request.id }, 'Unhandled error');
    send('error', failure ?? { status: 500, detail: `Internal server error (reference ${request.id})` });
  } finally {
    release();
    if (!raw.writableEnded) raw.end();
  }
}
