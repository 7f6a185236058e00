import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { alignActions, type EditorAction, historyActions, listActions, markActions } from './editor-actions';
import { currentBlockType, currentFontSize } from './text-format';

/** The toggles whose pressed state the toolbar shows. */
export const TOGGLE_ACTIONS = { ...markActions, ...listActions, ...alignActions };
export type ToggleId = keyof typeof TOGGLE_ACTIONS;

/** What the toolbar shows about the selection; recomputed per transaction, re-rendered only when it changes. */
export interface ToolbarState {
  active: Record<ToggleId, boolean>;
  canUndo: boolean;
  canRedo: boolean;
  blockType: string;
  fontSize: string;
}

const isActive = (action: EditorAction, editor: Editor): boolean => action.isActive?.(editor) ?? false;

function readToolbarState(editor: Editor): ToolbarState {
  const active = Object.fromEntries(
    Object.entries(TOGGLE_ACTIONS).map(([id, action]) => [id, isActive(action, editor)]),
  ) as Record<ToggleId, boolean>;
  return {
    active,
    canUndo: historyActions.undo.canRun(editor),
    canRedo: historyActions.redo.canRun(editor),
    blockType: currentBlockType(editor),
    fontSize: currentFontSize(editor),
  };
}

/**
 * Reads the toolbar's state with useEditorState: the selector runs on every transaction (it only looks
 * at the selection, so it stays cheap on long documents) and the toolbar re-renders only when the
 * result differs, never the editor itself.
 */
export function useToolbarState(editor: Editor): ToolbarState {
  return useEditorState({ editor, selector: ({ editor: current }) => readToolbarState(current) });
}
