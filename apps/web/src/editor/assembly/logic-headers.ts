import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { getFieldDefinitions, onFieldDefinitions } from '../merge-field-display';
import { conditionWords, repeatWords } from './logic-words';

// The header lines of the logic blocks in words, repainted when the field labels change.

function labelsOf(editor: Editor): (id: string) => string {
  const byId = new Map(getFieldDefinitions(editor).map((definition) => [definition.id, definition.label]));
  return (id) => byId.get(id) ?? id;
}

/** A logic node (a repeated table row too) or an inlineCondition mark. */
type LogicItem = Pick<PmNode, 'attrs'> & { type: { name: string } };

/** The words of a logic node or mark: "If …", "Otherwise", "For each …". */
function headerText(editor: Editor, node: LogicItem): string {
  const attrs = node.attrs as { expression?: string; list?: string; each?: string | null };
  if (node.type.name === 'conditionElse') return 'Otherwise';
  if (node.type.name === 'repeatBlock') return repeatWords(attrs.list ?? '', labelsOf(editor));
  if (node.type.name === 'tableRow') return repeatWords(attrs.each ?? '', labelsOf(editor));
  return conditionWords(attrs.expression ?? '', labelsOf(editor));
}

/** A painted header: `paint` after the node changed, `stop` when the view goes. */
interface HeaderPainter {
  paint: () => void;
  stop: () => void;
}

/** Shows the words of the node `nodeOf` answers through `show`, now and whenever the labels change. */
export function paintHeader(
  editor: Editor,
  nodeOf: () => LogicItem,
  show: (words: string) => void,
): HeaderPainter {
  const paint = () => show(headerText(editor, nodeOf()));
  paint();
  return { paint, stop: onFieldDefinitions(editor, paint) };
}
