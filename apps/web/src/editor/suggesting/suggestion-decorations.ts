import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { changedSpan } from './changed-span';

// The suggest-changes library's decorations (a ¶ where a paragraph break is suggested, and the
// data-node-insertion / data-node-deletion of a block wholly suggested), the same as its
// getSuggestionDecorations makes, but kept up to date around each edit rather than made again
// from the whole document on every keystroke of a 200-page contract.

function pilcrow(): HTMLElement {
  const span = document.createElement('span');
  span.append('¶');
  return span;
}

const markOf = (node: PmNode | null, name: string) => node?.marks.find((mark) => mark.type.name === name);

/** The decorations of the blocks between from and to (whole top-level blocks), in the library's way. */
function decorateRange(doc: PmNode, from: number, to: number): Decoration[] {
  const decorations: Decoration[] = [];
  let lastParent: PmNode | null = null;
  let lastText: PmNode | null = null;
  let lastTextEnd = 0;
  doc.nodesBetween(from, to, (node, pos, parent) => {
    if (node.isTextblock && node.childCount > 0) {
      for (const name of ['deletion', 'insertion'] as const) {
        if (node.children.every((child) => markOf(child, name))) {
          decorations.push(Decoration.node(pos, pos + node.nodeSize, { [`data-node-${name}`]: 'true' }));
        }
      }
    }
    if (!node.isText) return true;
    const previous = lastText;
    const widgetPos = lastTextEnd;
    lastText = node;
    lastTextEnd = pos + node.nodeSize;
    if (parent === lastParent) return true;
    lastParent = parent;
    // The first text of a block that continues the suggestion the previous block's text ended with:
    // the paragraph break between them is part of it.
    for (const name of ['deletion', 'insertion'] as const) {
      const current = markOf(node, name);
      if (!current || current.attrs.id !== markOf(previous, name)?.attrs.id) continue;
      const id = current.attrs.id as string;
      decorations.push(Decoration.widget(widgetPos, pilcrow, { key: `${name}-${id}`, marks: [current] }));
    }
    return true;
  });
  return decorations;
}

/** The whole document's decorations. */
function suggestionDecorations(doc: PmNode): DecorationSet {
  return DecorationSet.create(doc, decorateRange(doc, 0, doc.content.size));
}

/**
 * The decorations after a transaction: the old ones mapped, and those of the top-level blocks it
 * touched and the blocks either side made again. A ¶ at the end of a block depends on the next
 * block's first text, so the walk reads one block further than what it replaces.
 */
function updateSuggestionDecorations(set: DecorationSet, tr: Transaction): DecorationSet {
  if (!tr.docChanged) return set;
  const { doc } = tr;
  const span = changedSpan(tr);
  const mapped = set.map(tr.mapping, doc);
  if (!span) return mapped;
  const $from = doc.resolve(Math.max(0, Math.min(span.from, doc.content.size)));
  const $to = doc.resolve(Math.max(0, Math.min(span.to, doc.content.size)));
  const blockEnd = (index: number) => $to.posAtIndex(Math.min(doc.childCount, index), 0);
  const from = $from.posAtIndex(Math.max(0, $from.index(0) - 1), 0);
  const to = blockEnd($to.index(0) + 2);
  const within = (decoration: Decoration) => decoration.from >= from && decoration.to <= to;
  const stale = mapped.find(from, to).filter(within);
  const fresh = decorateRange(doc, from, blockEnd($to.index(0) + 3)).filter(within);
  return mapped.remove(stale).add(doc, fresh);
}

const decorationsKey = new PluginKey<DecorationSet>('suggestionDecorations');

/** The plugin that keeps the suggestions' decorations. */
export function suggestionDecorationsPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: decorationsKey,
    state: {
      init: (_config, state) => suggestionDecorations(state.doc),
      apply: (tr, set) => updateSuggestionDecorations(set, tr),
    },
    props: {
      decorations: (state) => decorationsKey.getState(state),
    },
  });
}
