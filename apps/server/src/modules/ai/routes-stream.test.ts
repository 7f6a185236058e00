import { type IncomingMessage, request } from 'node:http';
import { aiStreamEvent } from '@lexdraft/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { useAiFirm } from '../../test/ai-firm.js';
import {
  answer,
  hang,
  huge,
  lastUserMessage,
  type RecordedRequest,
  serverError,
} from '../../test/chat-completions-server.js';
import type { Session } from '../../test/factories.js';

// Server-sent events read from a real socket (app.listen on port 0, fetch reading the body as it
// comes), so that compression, the error handler and Fastify's own reply cannot buffer the frames
// or break the stream unnoticed, as inject() could not show.

const firm = useAiFirm({ provider: true });
const ai = () => firm.provider!;

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const LETTER = `<h1>Engagement Letter</h1><h2>1. Scope</h2><p>Dear ${field('person.first_name')}, we act for you.</p>`;
const ANALYSIS = JSON.stringify({
  summary: 'An engagement letter with one clause; the scope is vague and should list the matters covered.',
  findings: [],
});

let origin: string;
let documentId: string;
let session: Session;
beforeAll(async () => {
  origin = await firm.app.listen({ port: 0, host: '127.0.0.1' });
  documentId = (await firm.document(LETTER)).id;
  session = await firm.session();
});

type Frame = { event: string; data: unknown };

/** Reads a response body chunk by chunk as it arrives, and its frames. */
async function readStream(response: Response) {
  const chunks: string[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const text = chunks.join('');
  const frames: Frame[] = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      expect(lines, block).toHaveLength(2);
      expect(lines[0]).toMatch(/^event: (delta|result|error)$/);
      expect(lines[1]).toMatch(/^data: /);
      return { event: lines[0]!.slice('event: '.length), data: JSON.parse(lines[1]!.slice('data: '.length)) };
    });
  expect(text.endsWith('\n\n')).toBe(true);
  for (const frame of frames)
    expect(aiStreamEvent.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
  return { chunks, frames };
}

const post = (path: string, body: object, signal?: AbortSignal) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      ...session.headers,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, br',
    },
    body: JSON.stringify(body),
    signal,
  });

describe('an AI answer as server-sent events', () => {
  it('streams the provider’s deltas as they come, then exactly one result, uncompressed', async () => {
    ai().reply(answer(ANALYSIS));
    const response = await post(`/docs/documents/${documentId}/analyze`, { prompt: 'review' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    // The app's own headers still go out with the stream.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const { chunks, frames } = await readStream(response);
    const deltas = frames.filter((frame) => frame.event === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.map((frame) => (frame.data as { text: string }).text).join('')).toBe(ANALYSIS);
    expect(frames.filter((frame) => frame.event === 'result')).toHaveLength(1);
    expect(frames.at(-1)).toMatchObject({ event: 'result', data: { source: 'provider', findings: [] } });
    // Frames reached the socket one after another, not as one buffered answer.
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('streams a command, and ends with one error event when the provider fails', async () => {
    ai().reply(answer((request) => lastUserMessage(request).split('Passage:\n')[1]!));
    const rewrite = await post(`/docs/documents/${documentId}/ai/commands`, {
      command: 'improve',
      html: `<p>Dear ${field('person.first_name')}</p>`,
    });
    const { frames } = await readStream(rewrite);
    // Deltas show the fields, not the sentinels the provider wrote.
    const shown = frames
      .filter((frame) => frame.event === 'delta')
      .map((frame) => (frame.data as { text: string }).text);
    expect(shown.join('')).toBe(`<p>Dear ${field('person.first_name')}</p>`);
    expect(frames.at(-1)).toEqual({
      event: 'result',
      data: {
        command: 'improve',
        suggestion_html: `<p>Dear ${field('person.first_name')}</p>`,
        source: 'provider',
        model: 'gpt-4',
      },
    });

    ai().reply(serverError(), serverError());
    const failed = await post(`/docs/documents/${documentId}/analyze`, { prompt: 'review' });
    expect(failed.status).toBe(200);
    const errors = (await readStream(failed)).frames;
    expect(errors).toEqual([
      { event: 'error', data: { status: 502, detail: 'Failed to analyze document: The AI provider failed' } },
    ]);
  });

  // Issue 29, item 5: the editor streams, and a dropped field is asked again there too, every time.
  it('retries a streamed rewrite that drops a field once, then ends with an error naming it', async () => {
    const passage = (sent: RecordedRequest) => lastUserMessage(sent).split('Passage:\n')[1]!;
    const dropped = (sent: RecordedRequest) => passage(sent).replace('⟦F1⟧', 'the client');
    for (let run = 0; run < 3; run += 1) {
      ai().reset();
      ai().reply(answer(dropped), answer(dropped));
      const rewrite = await post(`/docs/documents/${documentId}/ai/commands`, {
        command: 'rephrase',
        html: `<p>Dear ${field('person.first_name')}, we act for you.</p>`,
      });
      const { frames } = await readStream(rewrite);
      expect(ai().requests).toHaveLength(2);
      expect(frames.filter((frame) => frame.event === 'result')).toEqual([]);
      expect(frames.at(-1)).toEqual({
        event: 'error',
        data: { status: 422, detail: 'The rewrite dropped {{person.first_name}}; the original was kept' },
      });
    }
  });

  // Issue 29, item 5: the same retry when the analysis streams, as the editor asks for it.
  it('asks a streamed analysis again once when a suggestion drops a merge field of its quote', async () => {
    const withSuggestion = (suggestion: (sentinel: string) => string) => (sent: RecordedRequest) => {
      const sentinel = /⟦F\d+⟧/.exec(lastUserMessage(sent))![0];
      return JSON.stringify({
        summary: 'One vague clause.',
        findings: [
          {
            severity: 'medium',
            title: 'Vague scope',
            explanation: 'Say what is covered.',
            clause_id: null,
            quote: `Dear ${sentinel}, we act for you.`,
            suggestion: suggestion(sentinel),
          },
        ],
      });
    };
    for (let run = 0; run < 2; run += 1) {
      ai().reset();
      ai().reply(
        answer(withSuggestion(() => 'Dear client, we act for you in the matter.')),
        answer(withSuggestion((sentinel) => `Dear ${sentinel}, we act for you in the matter.`)),
      );
      const analysis = await post(`/docs/documents/${documentId}/analyze`, { prompt: 'review' });
      const { frames } = await readStream(analysis);
      expect(ai().requests).toHaveLength(2);
      expect(frames.at(-1)).toMatchObject({
        event: 'result',
        data: { findings: [{ suggestion: `Dear {{person.first_name}}, we act for you in the matter.` }] },
      });
    }
  });

  // Issue 28, point 17.
  it('ends with one error event when the provider’s answer is too long, having stopped reading it', async () => {
    ai().reply(huge());
    const rewrite = await post(`/docs/documents/${documentId}/ai/commands`, {
      command: 'longer',
      html: '<p>We act for you.</p>',
    });
    expect(rewrite.status).toBe(200);
    const { frames } = await readStream(rewrite);
    expect(frames.at(-1)).toEqual({
      event: 'error',
      data: {
        status: 502,
        detail: "The AI provider's answer was too long; try a shorter selection or request",
      },
    });
    expect(frames.filter((frame) => frame.event === 'result')).toEqual([]);
    expect(await ai().hugeReplies[0]).toBe('closed');
  });

  it('answers plain HTTP errors found before the stream starts', async () => {
    const unknown = await post('/docs/documents/00000000-0000-4000-8000-000000000000/analyze', {
      prompt: 'review',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    const invalid = await post(`/docs/documents/${documentId}/ai/commands`, {
      command: 'dance',
      html: '<p>x</p>',
    });
    expect(invalid.status).toBe(422);
    const clause = await post(`/docs/documents/${documentId}/clauses/nowhere/analyze`, {});
    expect(clause.status).toBe(404);
    expect(await clause.json()).toEqual({ detail: 'This document has no clause "nowhere"' });
    expect(ai().requests).toEqual([]);
  });

  it('aborts the provider call when the caller goes away', async () => {
    ai().reply(hang());
    // node:http rather than fetch: after an abort, fetch opens a spare connection to the app that
    // sends nothing, which would hold up the app's close until its headers timeout.
    const caller = request(`${origin}/docs/documents/${documentId}/analyze`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json', accept: 'text/event-stream' },
    });
    const answered = new Promise<IncomingMessage>((resolve) => caller.on('response', resolve));
    caller.on('error', () => {});
    caller.end(JSON.stringify({ prompt: 'review' }));
    expect((await answered).statusCode).toBe(200);
    await ai().waitForRequests(1);
    caller.destroy();
    // The call's audit row is written when the provider call has ended, aborted.
    await vi.waitFor(
      async () => {
        const rows = await firm.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, documentId), eq(auditLog.action, 'ai.request')));
        expect(rows.map((row) => row.details.outcome)).toContain('aborted');
      },
      { timeout: 5000, interval: 20 },
    );
  });
});
