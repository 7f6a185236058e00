import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { EditorState, Plugin, Transaction } from '@tiptap/pm/state';
import type { Decoration, DecorationSet } from '@tiptap/pm/view';
import { inlineConditionView } from './inline-condition-view';
import { logicSpotAtCaret } from './logic-at-caret';
import { logicBlockView } from './logic-block-view';
import { structureTransaction } from './logic-structure';
import { balanceMarkers, blockMarkers, documentMarkers, type TextMarker } from './marker-scan';
import { openLogicPopover } from './open-logic-popover';
import { repeatRowView } from './repeat-row-view';

// The editor's logic (fetched after the first paint, see logic-loader.ts): the framed views of the
// conditions and repeats (repeated table rows and inline conditions too), Alt+Enter to edit one, and typed or pasted markers ({{#if x}} … {{/if}}, {{amount | currency}}),
// those that balance turned into nodes through core's structureMarkers, the others left as text
// and marked as unbalanced.

interface MarkerState {
  /** Every typed marker of the document, in order: usually none, so most keystrokes cost nothing. */
  markers: TextMarker[];
  decorations: DecorationSet;
  /** Counts the transactions that brought a marker that was not there before. */
  fresh: number;
}

/**
 * The ProseMirror classes the plugin is made of, handed over by logic-loader.ts (which has them in
 * the first load anyway): when this lazy chunk imported them itself, the bundler split the editor's
 * core chunk in two, which cost the first load a kilobyte.
 */
export interface ProseMirrorParts {
  Plugin: typeof Plugin;
  Decoration: typeof Decoration;
  DecorationSet: typeof DecorationSet;
}

// Set on the transaction that structures, so that what it leaves as text does not count as new.
const STRUCTURED = 'logicStructured';

function decorate(pm: ProseMirrorParts, doc: PmNode, markers: readonly TextMarker[]): DecorationSet {
  if (markers.length === 0) return pm.DecorationSet.empty;
  const { unbalanced } = balanceMarkers(markers);
  return pm.DecorationSet.create(
    doc,
    unbalanced.map(({ from, to, title }) =>
      pm.Decoration.inline(from, to, { class: 'logic-marker-unbalanced', title }),
    ),
  );
}

/** The textblocks of `doc` that the transaction's steps touched, by position. */
function touchedBlocks(tr: Transaction): Map<number, PmNode> {
  const blocks = new Map<number, PmNode>();
  const { doc, mapping } = tr;
  mapping.maps.forEach((map, index) => {
    const after = mapping.slice(index + 1);
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      const from = Math.max(0, after.map(newStart, -1) - 1);
      const to = Math.min(doc.content.size, after.map(newEnd, 1) + 1);
      doc.nodesBetween(from, to, (node, pos) => {
        if (!node.isTextblock) return true;
        blocks.set(pos, node);
        return false;
      });
    });
  });
  return blocks;
}

function applyMarkers(pm: ProseMirrorParts, tr: Transaction, old: MarkerState): MarkerState {
  if (!tr.docChanged) return old;
  const blocks = touchedBlocks(tr);
  const ranges = [...blocks].map(([pos, node]) => [pos, pos + node.nodeSize] as const);
  const inTouched = (at: number) => ranges.some(([from, to]) => at >= from && at < to);
  const kept: TextMarker[] = [];
  for (const marker of old.markers) {
    const from = tr.mapping.mapResult(marker.from, 1);
    const to = tr.mapping.mapResult(marker.to, -1);
    if (from.deleted || to.deleted || inTouched(from.pos)) continue;
    kept.push({ ...marker, from: from.pos, to: to.pos });
  }
  const before = new Set(old.markers.map((marker) => `${tr.mapping.map(marker.from, 1)}:${marker.text}`));
  const scanned = [...blocks].flatMap(([pos, node]) => blockMarkers(node, pos));
  if (scanned.length === 0 && old.markers.length === 0) return old;
  const markers = [...kept, ...scanned].sort((a, b) => a.from - b.from);
  const isNew = scanned.some((marker) => !before.has(`${marker.from}:${marker.text}`));
  const fresh = isNew && tr.getMeta(STRUCTURED) !== true ? old.fresh + 1 : old.fresh;
  return { markers, decorations: decorate(pm, tr.doc, markers), fresh };
}

/** Whether the markers now hold something to turn into nodes: a balanced pair or a formatted field. */
function worthStructuring(markers: readonly TextMarker[]): boolean {
  return markers.some((at) => at.marker.kind === 'format') || balanceMarkers(markers).hasPair;
}

function structure(state: EditorState): Transaction | null {
  return structureTransaction(state)?.setMeta(STRUCTURED, true) ?? null;
}

/** Alt+Enter: opens the edit popover of the innermost logic at the caret (an inline condition first). */
function editAtCaret(editor: Editor, event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
    return false;
  const spot = editor.isEditable ? logicSpotAtCaret(editor) : undefined;
  if (!spot) return false;
  event.preventDefault();
  openLogicPopover(editor, spot);
  return true;
}

/** The plugin of an editor's logic: views, typed-marker structuring and unbalanced-marker decorations. */
export function createLogicPlugin(editor: Editor, pm: ProseMirrorParts): Plugin<MarkerState> {
  const plugin: Plugin<MarkerState> = new pm.Plugin<MarkerState>({
    state: {
      init: (_config, state) => {
        const markers = documentMarkers(state.doc);
        return { markers, decorations: decorate(pm, state.doc, markers), fresh: 0 };
      },
      apply: (tr, old) => applyMarkers(pm, tr, old),
    },
    appendTransaction: (_transactions, oldState, newState) => {
      const now = plugin.getState(newState);
      if (!now || now.fresh === plugin.getState(oldState)?.fresh) return null;
      return worthStructuring(now.markers) ? structure(newState) : null;
    },
    props: {
      decorations: (state) => plugin.getState(state)?.decorations,
      handleKeyDown: (_view, event) => editAtCaret(editor, event),
      nodeViews: {
        conditionBlock: logicBlockView('if', editor),
        conditionElse: logicBlockView('else', editor),
        repeatBlock: logicBlockView('each', editor),
        tableRow: repeatRowView(editor),
      },
      markViews: { inlineCondition: inlineConditionView(editor) },
    },
  });
  return plugin;
}
