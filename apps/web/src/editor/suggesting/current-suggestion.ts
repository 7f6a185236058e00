import type { Node as PmNode } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey, TextSelection, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

// The suggestion the Changes tab last showed (Next, Previous, a click) is outlined in the text
// until another is shown; its outline follows the edits around it.

interface CurrentState {
  id: string | null;
  decorations: DecorationSet;
}

const currentKey = new PluginKey<CurrentState>('currentSuggestion');
const CLASS = { class: 'suggestion-current' };

const isSuggestionMark = (name: string) => name === 'insertion' || name === 'deletion';

/** Where the suggestion's marked text and blocks are, in document order. */
function suggestionRanges(doc: PmNode, id: string): { from: number; to: number; inline: boolean }[] {
  const ranges: { from: number; to: number; inline: boolean }[] = [];
  doc.descendants((node, pos) => {
    const mark = node.marks.find((candidate) => isSuggestionMark(candidate.type.name));
    if (mark?.attrs.id !== id) return true;
    ranges.push({ from: pos, to: pos + node.nodeSize, inline: node.isInline });
    return false;
  });
  return ranges;
}

function decorate(doc: PmNode, id: string | null): DecorationSet {
  if (id === null) return DecorationSet.empty;
  return DecorationSet.create(
    doc,
    suggestionRanges(doc, id).map(({ from, to, inline }) =>
      inline ? Decoration.inline(from, to, CLASS) : Decoration.node(from, to, CLASS),
    ),
  );
}

/** The plugin that outlines the current suggestion. */
export function currentSuggestionPlugin(): Plugin<CurrentState> {
  return new Plugin<CurrentState>({
    key: currentKey,
    state: {
      init: () => ({ id: null, decorations: DecorationSet.empty }),
      apply(tr, value) {
        const shown = tr.getMeta(currentKey) as { id: string | null } | undefined;
        if (shown) return { id: shown.id, decorations: decorate(tr.doc, shown.id) };
        if (!tr.docChanged) return value;
        return { id: value.id, decorations: value.decorations.map(tr.mapping, tr.doc) };
      },
    },
    props: {
      decorations: (state) => currentKey.getState(state)?.decorations,
    },
  });
}

/**
 * A transaction that selects the suggestion, scrolls it into view and outlines it; null when the
 * document has no suggestion with that id.
 */
export function showSuggestionTransaction(state: EditorState, id: string): Transaction | null {
  const ranges = suggestionRanges(state.doc, id);
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return null;
  const selection = TextSelection.between(state.doc.resolve(first.from), state.doc.resolve(last.to));
  return state.tr.setMeta(currentKey, { id }).setSelection(selection).scrollIntoView();
}
