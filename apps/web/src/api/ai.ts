import type {
  AiCommandInput,
  AiCommandName,
  AiCommandResponse,
  AiStatus,
  AnalysisFinding,
  AnalysisResponse,
  AnalyzeInput,
  FindingSeverity,
  GenerateTemplateInput,
  GenerateTemplateResponse,
} from '@lexdraft/contract';
import { type ApiCallOptions, api, apiStreamRequest } from './client';
import { readAiEventStream } from './event-stream';

// The AI assistant's calls (issue 15, docs/ai.md). The shapes are the server's contract
// (@lexdraft/contract), imported as types only. Each POST streams: the text arrives in `onDelta`
// as the provider writes it, and the promise resolves with the route's JSON answer.

export type {
  AiCommandInput,
  AiCommandName,
  AiCommandResponse,
  AiStatus,
  AnalysisFinding,
  AnalysisResponse,
  FindingSeverity,
  GenerateTemplateInput,
  GenerateTemplateResponse,
};

/** Spec section 8's default when an analysis fails without a message of its own. */
export const ANALYZE_FAILED = 'Failed to analyze document';
/** Spec section 8's default when template drafting fails without a message of its own. */
export const GENERATE_FAILED = 'Failed to generate template with AI';
export const COMMAND_FAILED = 'The AI command failed';

/** How a streamed call reports its text and can be stopped. */
export interface StreamOptions {
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

const documentPath = (id: string) => `/docs/documents/${encodeURIComponent(id)}`;

function postStreamed<T>(path: string, body: unknown, fallbackMessage: string, options: StreamOptions) {
  return apiStreamRequest(
    path,
    {
      method: 'POST',
      body,
      signal: options.signal,
      fallbackMessage,
      headers: { Accept: 'text/event-stream' },
    },
    async (response) => (await readAiEventStream(response, options.onDelta, fallbackMessage)) as T,
  );
}

/** What the assistant can do for this user's firm: the switch, the provider, each command. */
export function getAiStatus(options?: ApiCallOptions) {
  return api.get<AiStatus>('/docs/ai/status', {
    fallbackMessage: 'Failed to load the AI status',
    ...options,
  });
}

/** Reviews, summarises or answers a question about the whole document. */
export function analyzeDocument(id: string, body: Partial<AnalyzeInput>, options: StreamOptions = {}) {
  return postStreamed<AnalysisResponse>(`${documentPath(id)}/analyze`, body, ANALYZE_FAILED, options);
}

/** The same for one clause (a clause id of core's documentClauses). */
export function analyzeClause(
  id: string,
  clauseId: string,
  body: Partial<AnalyzeInput>,
  options: StreamOptions = {},
) {
  return postStreamed<AnalysisResponse>(
    `${documentPath(id)}/clauses/${encodeURIComponent(clauseId)}/analyze`,
    body,
    ANALYZE_FAILED,
    options,
  );
}

/** Runs one of the seven commands on the selection's HTML; answers the suggested rewrite. */
export function runAiCommand(id: string, body: AiCommandInput, options: StreamOptions = {}) {
  return postStreamed<AiCommandResponse>(`${documentPath(id)}/ai/commands`, body, COMMAND_FAILED, options);
}

/** Drafts a template from a prompt (offline: assembles one from the built-in clause library). */
export function generateTemplate(body: Partial<GenerateTemplateInput>, options: StreamOptions = {}) {
  return postStreamed<GenerateTemplateResponse>('/docs/templates/generate', body, GENERATE_FAILED, options);
}
