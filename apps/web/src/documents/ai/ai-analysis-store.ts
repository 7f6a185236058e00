import { create } from 'zustand';
import { ANALYZE_FAILED, type AnalysisResponse, analyzeClause, analyzeDocument } from '@/api/ai';
import { ApiError } from '@/api/api-error';
import { errorMessage } from '@/lib/error-message';
import { useAiStatusStore } from './ai-status-store';

// The AI tab's analysis: what was asked, the text streaming in, then the result or the failure.
// A store, not the tab's state, so that switching tabs or the gutter's Analyze button (outside the
// panel) keeps and starts the same analysis.

/** What the user asked: an analysis of the whole document, or of one clause. */
export type AnalysisRequest =
  | { scope: 'document'; label: string; mode?: string; prompt?: string }
  | { scope: 'clause'; label: string; clauseId: string; mode?: string; prompt?: string };

export type AnalysisPhase = 'idle' | 'running' | 'done' | 'failed';

export interface AiAnalysisState {
  /** The document the rest is about. */
  documentId: string | null;
  request: AnalysisRequest | null;
  phase: AnalysisPhase;
  /** The answer's text as it streams (deltas), for display only. */
  streamed: string;
  result: AnalysisResponse | null;
  /** Why the last analysis failed: the server's message, else spec section 8's default. */
  error: string | null;
  /** Starts an analysis, stopping any still running. */
  analyze: (documentId: string, request: AnalysisRequest) => Promise<void>;
  /** Stops the running analysis; the tab goes back to where it was before it started. */
  cancel: () => void;
  reset: () => void;
}

const initial = {
  documentId: null,
  request: null,
  phase: 'idle' as AnalysisPhase,
  streamed: '',
  result: null,
  error: null,
};

export const useAiAnalysisStore = create<AiAnalysisState>()((set, get) => {
  let running: AbortController | null = null;
  const stop = () => {
    running?.abort();
    running = null;
  };

  return {
    ...initial,

    analyze: async (documentId, request) => {
      stop();
      const controller = new AbortController();
      running = controller;
      set({ documentId, request, phase: 'running', streamed: '', result: null, error: null });
      const body = { prompt: request.prompt ?? '', ...(request.mode ? { mode: request.mode } : {}) };
      const options = {
        signal: controller.signal,
        onDelta: (text: string) => {
          if (running === controller) set({ streamed: get().streamed + text });
        },
      };
      try {
        const result =
          request.scope === 'clause'
            ? await analyzeClause(documentId, request.clauseId, body, options)
            : await analyzeDocument(documentId, body, options);
        if (running === controller) set({ phase: 'done', result });
      } catch (error) {
        if (running !== controller || controller.signal.aborted) return;
        // A refusal may be the firm's switch, turned off since the status was read: read it again.
        if (error instanceof ApiError && error.status === 403) void useAiStatusStore.getState().load();
        set({ phase: 'failed', error: errorMessage(error, ANALYZE_FAILED) });
      } finally {
        if (running === controller) running = null;
      }
    },

    cancel: () => {
      if (get().phase !== 'running') return;
      stop();
      set({ phase: 'idle', request: null, streamed: '' });
    },

    reset: () => {
      stop();
      set(initial);
    },
  };
});
