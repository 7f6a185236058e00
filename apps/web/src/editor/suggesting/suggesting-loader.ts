import { type Editor, Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { lazyModule } from '@/lib/lazy-component';

// Suggesting mode (issue 31) is not part of the editor's first load (its budget): the
// suggest-changes library, the author stamping and the colours are fetched when the user switches
// to Suggesting, or at once for a document that already holds suggestions (to colour them).
const suggestingCode = lazyModule(() => import('./suggesting-plugin'));

/** Turns a transaction into its suggestion when the editor is suggesting; set by the lazy code. */
type RouteTransaction = (tr: Transaction, state: EditorState) => Transaction;

declare module '@tiptap/core' {
  interface Storage {
    suggesting: { route: RouteTransaction | null };
  }
}

const SUGGESTION_MARKS = new Set(['insertion', 'deletion']);

function holdsSuggestions(doc: PmNode): boolean {
  let found = false;
  doc.descendants((node) => {
    if (found) return false;
    found = node.marks.some((mark) => SUGGESTION_MARKS.has(mark.type.name));
    return !found;
  });
  return found;
}

/**
 * Routes every transaction through the suggesting code once it is here: the code decides (by its
 * plugin's enabled state) whether the transaction becomes a suggestion. Before, nothing changes.
 */
export const SuggestingHook = Extension.create({
  name: 'suggesting',

  addStorage() {
    return { route: null as RouteTransaction | null };
  },

  dispatchTransaction({ transaction, next }) {
    const { route } = this.storage;
    next(route ? route(transaction, this.editor.state) : transaction);
  },

  onCreate() {
    if (!holdsSuggestions(this.editor.state.doc)) return;
    // Without the code the suggestions show uncoloured; switching to Suggesting tries again.
    suggestingCode.load().then(
      (code) => {
        if (!this.editor.isDestroyed) code.installSuggesting(this.editor);
      },
      () => undefined,
    );
  },
});

/** Switches suggesting on (fetching its code first) or off (a no-op while the code is not here). */
export async function setSuggesting(editor: Editor, on: boolean): Promise<void> {
  if (!on && !suggestingCode.current) return;
  const code = await suggestingCode.load();
  if (editor.isDestroyed) return;
  if (on) code.enableSuggesting(editor);
  else code.disableSuggesting(editor);
}
