import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  awkwardCuts,
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from './chat-completions-server.js';

// The fake provider's own promises: tests of the AI routes rely on its cuts and its records.

let ai: ChatCompletionsServer;
beforeAll(async () => {
  ai = await startChatCompletionsServer();
});
afterAll(() => ai.close());

describe('awkwardCuts', () => {
  it('cuts inside each multi-byte character, inside each data: and in the middle of each payload', () => {
    const bytes = Buffer.from('data: {"a":"é😀"}\n\ndata: [DONE]\n\n');
    const cuts = awkwardCuts(bytes);
    const eAcute = bytes.indexOf(Buffer.from('é'));
    const emoji = bytes.indexOf(Buffer.from('😀'));
    expect(cuts).toContain(eAcute + 1);
    expect(cuts).toContain(emoji + 1);
    expect(cuts).toContain(2);
    expect(cuts).toContain(bytes.indexOf('data: [DONE]') + 2);
    // Between the two newlines that end the first event.
    expect(cuts).toContain(bytes.indexOf('\n\n') + 1);
  });
});

describe('the server', () => {
  it('sends a stream in many pieces and records the request', async () => {
    ai.reply(answer('Grüße 😀'));
    const response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true }),
    });
    const pieces: Uint8Array[] = [];
    for await (const piece of response.body!) pieces.push(piece);
    const text = Buffer.concat(pieces).toString('utf8');

    expect(pieces.length).toBeGreaterThan(10);
    // Some piece ends inside a character: decoding it alone gives a replacement character.
    expect(pieces.some((piece) => Buffer.from(piece).toString('utf8').includes('\uFFFD'))).toBe(true);
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(ai.requests.at(-1)).toMatchObject({ path: '/v1/chat/completions', body: { stream: true } });
    expect(ai.requests.at(-1)!.headers.authorization).toBe('Bearer k');
  });

  it('echoes the last user message when nothing is queued', async () => {
    const response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Echo ⟦F1⟧' }] }),
    });
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toBe('Echo ⟦F1⟧');
  });
});
