import type { Editor } from '@tiptap/core';
import { keydownHandler } from '@tiptap/pm/keymap';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { useEffect, useRef } from 'react';
import { useAiAnalysisStore } from './ai-analysis-store';
import { AiSelectionBubble } from './ai-selection-bubble';
import { aiSwitchedOn, useAiStatusStore } from './ai-status-store';
import { ClauseGutter } from './clause-gutter';
import { clauseLabel, clauseOfBlock, editorClauses } from './editor-clauses';
import { createFindingHighlight, FINDING_HIGHLIGHT_KEY } from './finding-highlight';
import { RewritePopover } from './rewrite-popover';
import { useRewriteStore } from './rewrite-store';
import './ai.css';

// The assistant's parts inside the editor, fetched once an editor exists: the AI button on a
// selection and Ctrl/Cmd+J, the suggestion under review, the Analyze button in a clause's gutter,
// and the mark a finding puts on its text.

export interface AiLayerProps {
  editor: Editor;
  documentId: string;
  /** The document can be changed: the selection's commands are offered (not read-only, locked or in preview). */
  canRewrite: boolean;
  /** Clauses can be analysed (not in preview). */
  canAnalyze: boolean;
  /** Shows the AI tab of the document panel. */
  onOpenPanel: () => void;
}

const SHORTCUT_KEY = new PluginKey('aiShortcut');

/** The range Ctrl/Cmd+J works on: the selection, or the text block at the caret when nothing is selected. */
function commandRange(editor: Editor): { from: number; to: number } | null {
  const { selection } = editor.state;
  if (!selection.empty && selection instanceof TextSelection)
    return { from: selection.from, to: selection.to };
  const { $from } = selection;
  if (!$from.parent.isTextblock || $from.parent.content.size === 0) return null;
  return { from: $from.start(), to: $from.end() };
}

export function AiLayer({ editor, documentId, canRewrite, canAnalyze, onOpenPanel }: AiLayerProps) {
  const status = useAiStatusStore((state) => state.status);
  const on = aiSwitchedOn(status);
  const commands = canRewrite && on;
  const openMenu = useRewriteStore((state) => state.openMenu);

  const latest = useRef({ commands, documentId });
  latest.current = { commands, documentId };

  useEffect(() => {
    const highlight = createFindingHighlight();
    const shortcut = new Plugin({
      key: SHORTCUT_KEY,
      props: {
        handleKeyDown: keydownHandler({
          'Mod-j': () => {
            if (!latest.current.commands || !editor.isEditable) return false;
            const range = commandRange(editor);
            if (range) {
              editor.commands.setTextSelection(range);
              openMenu(editor, latest.current.documentId, range);
            }
            return true;
          },
        }),
      },
    });
    editor.registerPlugin(highlight);
    editor.registerPlugin(shortcut);
    return () => {
      if (editor.isDestroyed) return;
      editor.unregisterPlugin([SHORTCUT_KEY, FINDING_HIGHLIGHT_KEY]);
    };
  }, [editor, openMenu]);

  // A suggestion under review belongs to this document's editor; it ends with the editor.
  useEffect(() => () => useRewriteStore.getState().close(), []);

  const analyzeClause = (blockPos: number) => {
    const found = editorClauses(editor);
    const clause = clauseOfBlock(found, blockPos);
    if (!clause) return;
    onOpenPanel();
    void useAiAnalysisStore.getState().analyze(documentId, {
      scope: 'clause',
      clauseId: clause.id,
      label: `Clause: ${clauseLabel(clause)}`,
      mode: 'review',
    });
  };

  return (
    <>
      {commands && <AiSelectionBubble editor={editor} documentId={documentId} />}
      {canAnalyze && on && <ClauseGutter editor={editor} onAnalyze={analyzeClause} />}
      <RewritePopover editor={editor} />
    </>
  );
}
