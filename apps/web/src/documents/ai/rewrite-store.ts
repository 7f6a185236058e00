import { droppedFields, droppedFieldsMessage } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { create } from 'zustand';
import { type AiCommandName, COMMAND_FAILED, runAiCommand } from '@/api/ai';
import { ApiError } from '@/api/api-error';
import { errorMessage } from '@/lib/error-message';
import { commandLabel } from './ai-commands';
import { useAiStatusStore } from './ai-status-store';
import type { TextRange } from './editor-clauses';
import { applySuggestion, rangeHtml, type TrackedRange, textOnly, trackRange } from './rewrite-range';

// One rewrite at a time, from the command menu on a selection or a finding's Apply suggestion: the
// menu, the request, then the suggestion under review until it is accepted or rejected. Nothing is
// written into the document until Accept, and then only over the very text it was written for.

const NOT_EDITABLE = 'The document cannot be edited now, so the suggestion was not applied.';

/** Why a suggestion for the original cannot be offered: the merge fields it drops; null when none. */
function droppedFieldsProblem(originalHtml: string, suggestionHtml: string): string | null {
  const dropped = droppedFields(originalHtml, suggestionHtml);
  return dropped.length > 0 ? droppedFieldsMessage(dropped) : null;
}

export type RewritePhase = 'menu' | 'translate' | 'running' | 'review' | 'failed' | 'stale';

export interface RewriteSession {
  editor: Editor;
  documentId: string;
  /** The text the rewrite is for, followed through edits elsewhere. */
  range: TrackedRange;
  originalHtml: string;
  phase: RewritePhase;
  /** What the suggestion is: a command's label, or the finding's title. */
  title: string;
  command: AiCommandName | null;
  targetLanguage: string | null;
  /** The rewrite's text as it streams. */
  streamed: string;
  suggestionHtml: string | null;
  /** Who wrote it: the built-in rules or the provider's model. */
  source: 'builtin' | 'provider' | null;
  model: string | null;
  error: string | null;
  /** Where focus goes back to when the session ends; the document when null. */
  returnFocus: HTMLElement | null;
}

export interface RewriteState {
  session: RewriteSession | null;
  /** Opens the command menu over the text of a range of the document (the selection); none without text. */
  openMenu: (editor: Editor, documentId: string, range: TextRange) => void;
  /** Shows translate's language choice. */
  chooseLanguage: () => void;
  /** Back from the language choice to the menu. */
  backToMenu: () => void;
  /** Runs a command on the session's text; the answer is shown for review. */
  run: (command: AiCommandName, targetLanguage?: string) => Promise<void>;
  /** Offers a finding's suggestion for review over a range (empty to insert). */
  offer: (
    editor: Editor,
    documentId: string,
    range: TextRange,
    suggestionHtml: string,
    title: string,
  ) => void;
  /** Writes the suggestion over the text if it is unchanged; otherwise says so and writes nothing. */
  accept: () => void;
  /** Ends the session without changing the document (Reject, Escape, Close). */
  close: () => void;
}

export const useRewriteStore = create<RewriteState>()((set, get) => {
  let running: AbortController | null = null;

  const start = (
    editor: Editor,
    documentId: string,
    range: TextRange,
    fields: Partial<RewriteSession>,
  ): RewriteSession => {
    get().close();
    const active = document.activeElement;
    return {
      editor,
      documentId,
      range: trackRange(editor, range),
      originalHtml: range.from === range.to ? '' : rangeHtml(editor, range),
      phase: 'menu',
      title: '',
      command: null,
      targetLanguage: null,
      streamed: '',
      suggestionHtml: null,
      source: null,
      model: null,
      error: null,
      // Focus in the document goes back to the document; elsewhere (a finding's button) to that place.
      returnFocus:
        active instanceof HTMLElement && active !== document.body && !editor.view.dom.contains(active)
          ? active
          : null,
      ...fields,
    };
  };

  const update = (session: RewriteSession, changes: Partial<RewriteSession>) => {
    if (get().session === session) set({ session: { ...session, ...changes } });
    return get().session;
  };

  return {
    session: null,

    openMenu: (editor, documentId, range) => {
      const text = textOnly(editor.state.doc, range);
      if (!text) return;
      set({ session: start(editor, documentId, text, {}) });
      void useAiStatusStore.getState().ensure();
    },

    chooseLanguage: () => {
      const { session } = get();
      if (session) update(session, { phase: 'translate' });
    },

    backToMenu: () => {
      const { session } = get();
      if (session) update(session, { phase: 'menu' });
    },

    run: async (command, targetLanguage) => {
      let session = get().session;
      if (!session) return;
      running?.abort();
      const controller = new AbortController();
      running = controller;
      const title =
        command === 'translate' && targetLanguage ? `Translate to ${targetLanguage}` : commandLabel(command);
      session = update(session, {
        phase: 'running',
        title,
        command,
        targetLanguage: targetLanguage ?? null,
        streamed: '',
        error: null,
      });
      if (!session) return;
      const body = {
        command,
        html: session.originalHtml,
        ...(command === 'translate' && targetLanguage ? { target_language: targetLanguage } : {}),
      };
      try {
        const answer = await runAiCommand(session.documentId, body, {
          signal: controller.signal,
          onDelta: (text) => {
            const current = get().session;
            if (running === controller && current) update(current, { streamed: current.streamed + text });
          },
        });
        const current = get().session;
        if (running !== controller || !current) return;
        // The server refuses a provider's rewrite that drops a field; whatever the answer, none is offered here.
        const dropped = droppedFieldsProblem(current.originalHtml, answer.suggestion_html);
        if (dropped) {
          update(current, { phase: 'failed', error: dropped, source: answer.source, model: answer.model });
          return;
        }
        update(current, {
          phase: current.range.unchanged() ? 'review' : 'stale',
          suggestionHtml: answer.suggestion_html,
          source: answer.source,
          model: answer.model,
        });
      } catch (error) {
        const current = get().session;
        if (running !== controller || controller.signal.aborted || !current) return;
        if (error instanceof ApiError && error.status === 403) void useAiStatusStore.getState().load();
        update(current, { phase: 'failed', error: errorMessage(error, COMMAND_FAILED) });
      } finally {
        if (running === controller) running = null;
      }
    },

    offer: (editor, documentId, range, suggestionHtml, title) => {
      const session = start(editor, documentId, range, { phase: 'review', title, suggestionHtml });
      // A finding's suggestion that drops a field of the text it replaces is shown refused, never offered.
      const dropped = droppedFieldsProblem(session.originalHtml, suggestionHtml);
      set({
        session: dropped ? { ...session, phase: 'failed', suggestionHtml: null, error: dropped } : session,
      });
    },

    accept: () => {
      const { session } = get();
      if (session?.phase !== 'review' || session.suggestionHtml === null) return;
      if (!session.range.unchanged()) {
        update(session, { phase: 'stale' });
        return;
      }
      // Sent for signature or switched to preview while the suggestion was open.
      if (!session.editor.isEditable) {
        update(session, { phase: 'failed', command: null, error: NOT_EDITABLE });
        return;
      }
      const range = session.range.current();
      session.range.stop();
      set({ session: null });
      applySuggestion(session.editor, range, session.suggestionHtml);
    },

    close: () => {
      running?.abort();
      running = null;
      const { session } = get();
      if (!session) return;
      session.range.stop();
      set({ session: null });
    },
  };
});
