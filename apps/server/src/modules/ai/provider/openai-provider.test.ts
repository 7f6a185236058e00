import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  type ChatCompletionsServer,
  failure,
  hang,
  huge,
  malformedJson,
  plainText,
  rateLimited,
  serverError,
  startChatCompletionsServer,
} from '../../../test/chat-completions-server.js';
import { protectHtml } from '../fields/sentinels.js';
import { MAX_ANSWER_BYTES } from './answer-size.js';
import { createAiProvider, DEFAULT_MAX_TOKENS } from './openai-provider.js';
import type { AiProvider, ChatRequest } from './types.js';

const KEY = 'sk-test-secret-key';
const messages: ChatRequest['messages'] = [
  { role: 'system', content: 'You rewrite legal text.' },
  { role: 'user', content: 'Rewrite: the Tenant shall pay ⟦F1⟧.' },
];

let ai: ChatCompletionsServer;
beforeAll(async () => {
  ai = await startChatCompletionsServer();
});
afterAll(() => ai.close());
beforeEach(() => ai.reset());

function provider(
  overrides: { apiKey?: string; timeoutMs?: number; deadline?: AbortSignal; maxTokens?: number } = {},
): AiProvider {
  const created = createAiProvider(
    {
      baseUrl: ai.baseUrl,
      apiKey: 'apiKey' in overrides ? overrides.apiKey : KEY,
      model: 'gpt-4',
      timeoutMs: overrides.timeoutMs ?? 10_000,
      maxTokens: overrides.maxTokens,
    },
    overrides.deadline && (() => overrides.deadline!),
  );
  if (!created) throw new Error('expected a provider');
  return created;
}

/** The AiError a call rejects with, as plain data. */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  const { name, status, detail, message } = error as {
    name: string;
    status: number;
    detail: string;
    message: string;
  };
  return { name, status, detail, message };
}

describe('createAiProvider', () => {
  it('is null without a base URL, so the assistant runs offline', () => {
    expect(
      createAiProvider({ baseUrl: undefined, apiKey: KEY, model: 'gpt-4', timeoutMs: 60_000 }),
    ).toBeNull();
  });

  it('names the host for audit rows, never the key', () => {
    const created = provider();
    expect(created.host).toBe(new URL(ai.baseUrl).host);
    expect(created.model).toBe('gpt-4');
    expect(JSON.stringify(created)).not.toContain(KEY);
  });
});

describe('a JSON answer', () => {
  it('returns the text, model and usage, and sends only the model, the messages and the token limit', async () => {
    ai.reply(answer('The Tenant pays ⟦F1⟧.', { usage: { prompt_tokens: 31, completion_tokens: 7 } }));
    const result = await provider().complete({ messages });

    expect(result).toEqual({
      text: 'The Tenant pays ⟦F1⟧.',
      model: 'gpt-4',
      usage: { prompt_tokens: 31, completion_tokens: 7 },
    });
    expect(ai.requests).toHaveLength(1);
    const [request] = ai.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.body).toEqual({ model: 'gpt-4', messages, max_tokens: DEFAULT_MAX_TOKENS });
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('asks for JSON following a schema when given one', async () => {
    ai.reply(answer('{"summary":"ok"}'));
    const schema = { type: 'object', properties: { summary: { type: 'string' } }, required: ['summary'] };
    await provider().complete({ messages, jsonSchema: { name: 'review', schema } });
    await provider().complete({ messages, jsonSchema: { name: 'review', schema, strict: true } });

    expect(ai.requests.map((request) => request.body?.response_format)).toEqual([
      { type: 'json_schema', json_schema: { name: 'review', schema, strict: false } },
      { type: 'json_schema', json_schema: { name: 'review', schema, strict: true } },
    ]);
  });

  it('sends no organization, project, user or platform details, even when the environment names them', async () => {
    vi.stubEnv('OPENAI_ORG_ID', 'org-smith-and-partners');
    vi.stubEnv('OPENAI_PROJECT_ID', 'proj-secret');
    vi.stubEnv('OPENAI_API_KEY', 'sk-from-the-environment');
    try {
      await provider().complete({ messages });
      await provider({ apiKey: undefined }).complete({ messages });
    } finally {
      vi.unstubAllEnvs();
    }

    const [withKey, withoutKey] = ai.requests;
    expect(Object.keys(withKey!.headers).sort()).toEqual([
      'accept',
      'accept-encoding',
      'accept-language',
      'authorization',
      'connection',
      'content-length',
      'content-type',
      'host',
      'sec-fetch-mode',
      'user-agent',
    ]);
    // A local server with no key gets no Authorization at all, not the environment's key.
    expect(withoutKey!.headers.authorization).toBeUndefined();
    expect(ai.sentText()).not.toMatch(/org-smith|proj-secret|sk-from-the-environment|x-stainless/i);
    expect(withKey!.body?.user).toBeUndefined();
  });
});

describe('a streamed answer', () => {
  it('gives the exact text and usage through onDelta and the answer, however the bytes are cut', async () => {
    const text = 'Grüße — the Landlord’s ⟦F1⟧ and ⟦D1⟧ 😀 at “the Premises”. 中文条款。';
    ai.reply(answer(text, { usage: { prompt_tokens: 40, completion_tokens: 19 } }));
    const deltas: string[] = [];
    const result = await provider().complete({ messages, onDelta: (delta) => deltas.push(delta) });

    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(text);
    expect(result).toEqual({ text, model: 'gpt-4', usage: { prompt_tokens: 40, completion_tokens: 19 } });
    expect(ai.requests[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('fails when the connection closes before the answer finished, rather than returning half of it', async () => {
    ai.reply(answer('A long answer that will be cut off in the middle of its text.', { cut: 'close' }));
    const deltas: string[] = [];
    const error = await failureOf(provider().complete({ messages, onDelta: (delta) => deltas.push(delta) }));

    expect(deltas.length).toBeGreaterThan(0);
    expect(error).toMatchObject({ status: 502, detail: 'The AI provider failed' });
  });

  it('times out when the stream stops in the middle', async () => {
    ai.reply(answer('An answer that stalls halfway through its text.', { cut: 'stall' }));
    // The deadline fires once the first half has arrived: the clock's part, without waiting for it.
    const deadline = new AbortController();
    const error = await failureOf(
      provider({ deadline: deadline.signal }).complete({ messages, onDelta: () => deadline.abort() }),
    );

    expect(error).toMatchObject({ status: 504, detail: 'The AI provider did not answer in time' });
  });
});

describe('retries and failures', () => {
  it('retries a 429 once, after the Retry-After wait', async () => {
    ai.reply(rateLimited(0), answer('Done.'));
    const result = await provider().complete({ messages });

    expect(result.text).toBe('Done.');
    expect(ai.requests).toHaveLength(2);
    expect(ai.requests[1]!.body).toEqual(ai.requests[0]!.body);
  });

  it('retries a streamed request after a 500', async () => {
    ai.reply(serverError(0), answer('Streamed after all.'));
    const result = await provider().complete({ messages, onDelta: () => {} });

    expect(result.text).toBe('Streamed after all.');
    expect(ai.requests).toHaveLength(2);
  });

  it('answers 502 after a 500 twice', async () => {
    ai.reply(serverError(0), serverError(0));
    const error = await failureOf(provider().complete({ messages }));

    expect(error).toEqual({
      name: 'AiProviderError',
      status: 502,
      detail: 'The AI provider failed',
      message: 'The AI provider failed',
    });
    expect(ai.requests).toHaveLength(2);
  });

  it('answers 503 busy after a 429 twice', async () => {
    ai.reply(rateLimited(0), rateLimited(0));
    const error = await failureOf(provider().complete({ messages }));

    expect(error).toMatchObject({ status: 503, detail: 'The AI provider is busy; try again in a moment' });
    expect(ai.requests).toHaveLength(2);
  });

  it('does not wait for a retry the deadline would not allow: busy at once', async () => {
    ai.reply(rateLimited(120));
    const error = await failureOf(provider({ timeoutMs: 5_000 }).complete({ messages }));

    expect(error).toMatchObject({ status: 503 });
    expect(ai.requests).toHaveLength(1);
  });

  it.each([401, 403])('answers 502 for refused credentials (%i), without retrying', async (status) => {
    ai.reply(failure(status, { message: `Incorrect API key provided: ${KEY}` }));
    const error = await failureOf(provider().complete({ messages }));

    expect(error).toMatchObject({ status: 502, detail: 'The AI provider refused the credentials' });
    expect(JSON.stringify(error)).not.toContain(KEY);
    expect(ai.requests).toHaveLength(1);
  });

  it('answers 504 when the provider hangs past the timeout', async () => {
    ai.reply(hang());
    const deadline = new AbortController();
    const call = failureOf(provider({ deadline: deadline.signal }).complete({ messages }));
    await ai.waitForRequests(1);
    deadline.abort();
    const error = await call;

    expect(error).toMatchObject({ status: 504, detail: 'The AI provider did not answer in time' });
    expect(ai.requests).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', malformedJson(), false],
    ['malformed JSON in a stream', malformedJson(), true],
    ['a plain-text answer', plainText(), false],
    ['a plain-text answer to a stream', plainText(), true],
  ] as const)('answers 502 for %s', async (_name, script, streamed) => {
    ai.reply(script);
    const error = await failureOf(provider().complete({ messages, ...(streamed && { onDelta: () => {} }) }));

    expect(error).toMatchObject({ status: 502, detail: 'The AI provider failed' });
  });

  it.each([false, true])('refuses an answer cut at the token limit (streamed: %s)', async (streamed) => {
    ai.reply(answer('The Tenant shall', { finishReason: 'length' }));
    const error = await failureOf(provider().complete({ messages, ...(streamed && { onDelta: () => {} }) }));

    expect(error).toMatchObject({
      status: 502,
      detail: "The AI provider's answer was cut off before the end",
    });
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const closed = await startChatCompletionsServer();
    await closed.close();
    const unreachable = createAiProvider({
      baseUrl: closed.baseUrl,
      apiKey: KEY,
      model: 'gpt-4',
      timeoutMs: 5_000,
    });
    const error = await failureOf(unreachable!.complete({ messages }));

    expect(error).toMatchObject({ status: 502, detail: 'The AI provider failed' });
  });
});

describe('cancelling', () => {
  it.each([false, true])('stops the call when the signal aborts (streamed: %s)', async (streamed) => {
    ai.reply(
      streamed ? answer('Half an answer, then nothing more for a long while.', { cut: 'stall' }) : hang(),
    );
    const controller = new AbortController();
    const call = provider().complete({
      messages,
      signal: controller.signal,
      ...(streamed && { onDelta: () => {} }),
    });
    await ai.waitForRequests(1);
    controller.abort();

    expect(await failureOf(call)).toMatchObject({ status: 499, detail: 'The request was cancelled' });
    expect(ai.requests).toHaveLength(1);
  });
});

describe('a protected selection', () => {
  it('reaches the provider with no field, e-mail address, SSN or EIN, and comes back whole', async () => {
    const html =
      '<p>Pay <span data-merge-field="person.first_name">{{person.first_name}}</span> at ' +
      '<a href="mailto:jane@firm.com">jane@firm.com</a>, SSN 123-45-6789, EIN 12-3456789.</p>';
    const guarded = protectHtml(html);
    const deltas: string[] = [];
    const result = await provider().complete({
      messages: [{ role: 'user', content: guarded.text }],
      onDelta: (delta) => deltas.push(delta),
    });

    expect(ai.sentText()).not.toMatch(/person\.first_name|jane@firm|123-45-6789|12-3456789/);
    expect(guarded.check(result.text).ok).toBe(true);
    expect(guarded.restore(result.text)).toBe(html);
  });
});

// Issue 28, point 17: a provider's answer is read with a limit.
describe('the size of an answer', () => {
  const TOO_LONG = {
    name: 'AiProviderError',
    status: 502,
    detail: "The AI provider's answer was too long; try a shorter selection or request",
  };

  it('asks for AI_MAX_TOKENS tokens at most, or sends no limit for 0', async () => {
    await provider({ maxTokens: 16_384 }).complete({ messages });
    await provider({ maxTokens: 0 }).complete({ messages, onDelta: () => {} });
    expect(ai.requests[0]!.body!.max_tokens).toBe(16_384);
    expect(ai.requests[1]!.body).not.toHaveProperty('max_tokens');
  });

  it('stops reading a huge JSON answer and answers 502', async () => {
    ai.reply(huge());
    expect(await failureOf(provider().complete({ messages }))).toMatchObject(TOO_LONG);
    expect(await ai.hugeReplies[0]).toBe('closed');
  });

  it('stops reading a huge stream and answers 502, after passing on no more than the limit', async () => {
    ai.reply(huge());
    let streamed = 0;
    const call = provider().complete({ messages, onDelta: (text) => (streamed += text.length) });
    expect(await failureOf(call)).toMatchObject(TOO_LONG);
    expect(await ai.hugeReplies[0]).toBe('closed');
    expect(streamed).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
  });

  it('refuses an answer just past the limit, and takes one at it', async () => {
    ai.reply(answer('é'.repeat(MAX_ANSWER_BYTES / 2)), answer(`${'a'.repeat(MAX_ANSWER_BYTES)}!`));
    expect((await provider().complete({ messages })).text).toHaveLength(MAX_ANSWER_BYTES / 2);
    expect(await failureOf(provider().complete({ messages }))).toMatchObject(TOO_LONG);
  });
});
