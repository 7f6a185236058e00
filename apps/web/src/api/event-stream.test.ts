import { describe, expect, it } from 'vitest';
import { eventStream, frame } from '@/documents/ai/ai-test-backend';
import { ApiError } from './api-error';
import { readAiEventStream } from './event-stream';

// Reading an AI route's server-sent events: deltas as they come, the result, the error, a cut stream.

async function read(response: Response) {
  const deltas: string[] = [];
  const result = await readAiEventStream(response, (text) => deltas.push(text), 'Failed to analyze document');
  return { deltas, result };
}

describe('readAiEventStream', () => {
  it('passes each delta on and answers the result, whatever bytes the frames are cut at', async () => {
    const frames = [
      frame('delta', { text: '{"summary":"Résumé ' }),
      frame('delta', { text: 'of the “deal”"' }),
      frame('result', { summary: 'Résumé of the “deal”', findings: [] }),
    ];
    for (const chunk of [1, 2, 3, 5, 64]) {
      const { deltas, result } = await read(eventStream(frames, chunk));
      expect(deltas).toEqual(['{"summary":"Résumé ', 'of the “deal”"']);
      expect(result).toEqual({ summary: 'Résumé of the “deal”', findings: [] });
    }
  });

  it('rejects with the error event’s status and detail', async () => {
    const response = eventStream([
      frame('delta', { text: 'partial' }),
      frame('error', { status: 504, detail: 'The AI provider did not answer in time' }),
    ]);
    const failure = await read(response).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 504, message: 'The AI provider did not answer in time' });
  });

  it('rejects with the default message when the stream ends before an answer', async () => {
    const failure = await read(eventStream([frame('delta', { text: 'half an ans' })])).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ message: 'Failed to analyze document', status: 0 });
  });

  it('reads a plain JSON answer from a server that did not stream', async () => {
    const response = new Response(JSON.stringify({ summary: 'ok', findings: [] }), {
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await read(response)).result).toEqual({ summary: 'ok', findings: [] });
  });
});
