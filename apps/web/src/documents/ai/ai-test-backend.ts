import type { AiCommandName, AiStatus, AnalysisFinding, AnalysisResponse } from '@/api/ai';
import { json, type RouteHandler, type SeenRequest } from '@/test/fake-backend';

// Test support: the AI routes of issue 15 as the server answers them, in JSON or as server-sent
// events (deltas, then a result or an error), cut into chunks at awkward places.

const ALL: AiCommandName[] = ['improve', 'shorter', 'longer', 'simplify', 'rephrase', 'fix', 'translate'];
const LOCAL: AiCommandName[] = ['fix', 'simplify', 'shorter'];

/** The status of a firm with the assistant on and no provider: the local commands only. */
export function offlineStatus(overrides: Partial<AiStatus> = {}): AiStatus {
  return {
    enabled: true,
    provider_configured: false,
    model: null,
    commands: ALL.map((command) =>
      LOCAL.includes(command)
        ? { command, available: true, reason: null }
        : { command, available: false, reason: 'Needs an AI provider (AI_BASE_URL)' },
    ),
    template_drafting: { available: false, reason: 'Needs an AI provider (AI_BASE_URL)' },
    ...overrides,
  };
}

/** The status of a firm that turned the assistant off. */
export function disabledStatus(): AiStatus {
  const reason = 'AI is turned off for this organization';
  return {
    enabled: false,
    provider_configured: false,
    model: null,
    commands: ALL.map((command) => ({ command, available: false, reason })),
    template_drafting: { available: false, reason },
  };
}

export function buildFinding(overrides: Partial<AnalysisFinding> = {}): AnalysisFinding {
  return {
    severity: 'medium',
    title: 'Numbers disagree',
    explanation: 'The words say thirty and the digits say 20.',
    clause_id: 'confidentiality',
    quote: 'thirty (20) days',
    ...overrides,
  };
}

export function buildAnalysis(overrides: Partial<AnalysisResponse> = {}): AnalysisResponse {
  return {
    summary: 'A services agreement between two parties, with 2 clauses.',
    findings: [buildFinding()],
    source: 'builtin',
    model: null,
    clause_id: null,
    ...overrides,
  };
}

/** One server-sent event frame. */
export const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A text/event-stream response of the frames, cut every `chunk` bytes (mid-frame, mid-character). */
export function eventStream(frames: string[], chunk = 7): Response {
  const bytes = new TextEncoder().encode(frames.join(''));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.slice(at, at + chunk));
      controller.close();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
}

/** A streamed answer: the deltas, then the result. */
export function streamedResult(result: unknown, deltas: string[] = []): Response {
  return eventStream([...deltas.map((text) => frame('delta', { text })), frame('result', result)]);
}

/** A streamed failure. */
export function streamedError(status: number, detail: string): Response {
  return eventStream([frame('error', { status, detail })]);
}

/** Answers as the server does: events when the request asked for them, JSON otherwise. */
export function answer(request: SeenRequest, result: unknown, deltas: string[] = []): Response {
  return request.headers.get('Accept')?.includes('text/event-stream')
    ? streamedResult(result, deltas)
    : json(200, result);
}

/** The status route and, by default, every AI route answering as an offline server would. */
export function aiRoutes(
  options: { status?: AiStatus; analysis?: AnalysisResponse } = {},
): Record<string, RouteHandler> {
  return {
    'GET /docs/ai/status': () => json(200, options.status ?? offlineStatus()),
    'POST /docs/documents/:id/analyze': (request) => answer(request, options.analysis ?? buildAnalysis()),
    'POST /docs/documents/:id/clauses/:clauseId/analyze': (request) =>
      answer(request, { ...(options.analysis ?? buildAnalysis()), clause_id: request.params.clauseId }),
  };
}
