import { Editor } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import type { Decoration, DecorationSet } from '@tiptap/pm/view';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/auth/auth-store';
import { buildUser } from '@/test/fixtures';
import { createEditorExtensions } from '../extensions';
import { SuggestingHook } from './suggesting-loader';
import { disableSuggesting, enableSuggesting } from './suggesting-plugin';
import { suggestionDecorationsPlugin } from './suggestion-decorations';

// Suggesting on a bare editor, as the benchmark page drives it: the decorations kept up to date
// around each edit are the ones made afresh from the whole document.

let editor: Editor | undefined;
const user = buildUser({ role: 'attorney', permissions: ['docs:write'] });

beforeEach(() => {
  useAuthStore.setState({ user, isAuthenticated: true });
});
afterEach(() => {
  editor?.destroy();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

function suggestingEditor(content: string): Editor {
  editor = new Editor({ extensions: createEditorExtensions([SuggestingHook]), content });
  enableSuggesting(editor);
  return editor;
}

const describeAll = (decorations: readonly Decoration[]) =>
  decorations
    .map((decoration) => `${decoration.from}-${decoration.to}:${JSON.stringify(decoration.spec)}`)
    .sort();

/** The decorations the editor shows, and those made from scratch on its document. */
function decorationsOf(state: EditorState) {
  // A plugin's key is its key's name with a suffix ("suggestionDecorations$").
  const kept = state.plugins.filter((plugin) =>
    (plugin as unknown as { key: string }).key.startsWith('suggestionDecorations'),
  );
  expect(kept).toHaveLength(1);
  const shown = kept[0]?.getState(state) as DecorationSet | undefined;
  const fresh = suggestionDecorationsPlugin().spec.state?.init({}, state);
  return { shown: describeAll(shown?.find() ?? []), fresh: describeAll(fresh?.find() ?? []) };
}

describe('suggesting on the editor', () => {
  it('keeps its decorations as a fresh pass over the document makes them', () => {
    const current = suggestingEditor('<p>First paragraph.</p><p>Second paragraph.</p><p>Third.</p>');
    const steps = [
      () => current.chain().setTextSelection(7).splitBlock().run(),
      () => current.chain().setTextSelection({ from: 10, to: 30 }).deleteSelection().run(),
      () => current.chain().focus('end').insertContent(' More.').run(),
      () => current.chain().setTextSelection(3).insertContent('xy').run(),
    ];
    for (const step of steps) {
      step();
      const { shown, fresh } = decorationsOf(current.state);
      expect({ step: steps.indexOf(step), shown }).toEqual({ step: steps.indexOf(step), shown: fresh });
    }
    expect(
      decorationsOf(current.state).shown.some(
        (entry) => entry.includes('data-node') || entry.includes('key'),
      ),
    ).toBe(true);
  });

  it('stops suggesting when disabled', () => {
    const current = suggestingEditor('<p>Text.</p>');
    disableSuggesting(current);
    current.chain().focus('end').insertContent(' More').run();
    expect(current.getHTML()).toBe('<p>Text. More</p>');
  });
});
