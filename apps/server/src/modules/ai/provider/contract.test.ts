import { describe, expect, it } from 'vitest';
import { createAiProvider } from './openai-provider.js';

// Against a real provider, only when one is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL): checks
// that what the fake server promises holds for the real thing. It costs a few tokens per run.

const baseUrl = process.env.AI_BASE_URL;

describe.skipIf(!baseUrl)('a real AI provider (AI_BASE_URL)', () => {
  const provider = createAiProvider({
    baseUrl,
    apiKey: process.env.AI_API_KEY,
    model: process.env.AI_MODEL || 'gpt-4',
    timeoutMs: Number(process.env.AI_TIMEOUT_MS) || 60_000,
  })!;
  const messages = [
    { role: 'system' as const, content: 'Repeat the user text exactly, keeping every ⟦…⟧ token.' },
    { role: 'user' as const, content: 'The Tenant ⟦F1⟧ pays ⟦F2⟧.' },
  ];

  it('answers a plain request with text and token counts', async () => {
    const answer = await provider.complete({ messages });
    expect(answer.text).toContain('⟦F1⟧');
    expect(answer.usage.prompt_tokens).toBeGreaterThan(0);
  }, 120_000);

  it('streams the same kind of answer, piece by piece', async () => {
    const deltas: string[] = [];
    const answer = await provider.complete({ messages, onDelta: (delta) => deltas.push(delta) });
    expect(deltas.join('')).toBe(answer.text);
    expect(answer.text).toContain('⟦F2⟧');
  }, 120_000);

  it('follows a JSON schema when asked', async () => {
    const answer = await provider.complete({
      messages: [{ role: 'user', content: 'Give a one-word summary of: "This lease ends in 2030."' }],
      jsonSchema: {
        name: 'summary',
        schema: {
          type: 'object',
          properties: { summary: { type: 'string' } },
          required: ['summary'],
          additionalProperties: false,
        },
        strict: true,
      },
    });
    expect(JSON.parse(answer.text)).toEqual({ summary: expect.any(String) });
  }, 120_000);
});
