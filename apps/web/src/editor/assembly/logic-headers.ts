import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { getFieldDefinitions, onFieldDefinitions } from '../merge-field-display';
import { conditionWords, repeatWords } from './logic-words';

// The header lines of the logic blocks in words, repainted when the field labels change.

function labelsOf(editor: Editor): (id: string) => string {
  const byId = new Map(getFieldDefinitions(editor).map((definition) => [definition.id, definition.label]));
  return (id) => byId.get(id) ?? id;
}

/** A logic node or an inlineCondition mark. */
type LogicItem = Pick<PmNode, 'attrs'> & { type: { name: string } };

/** The header line of a logic node (or the title of an inline condition): "If …", "Otherwise", "For each …". */
function headerText(editor: Editor, node: LogicItem): string {
  const attrs = node.attrs as { expression?: string; list?: string };
  if (node.type.name === 'conditionElse') return 'Otherwise';
  if (node.type.name === 'repeatBlock') return repeatWords(attrs.list ?? '', labelsOf(editor));
  return conditionWords(attrs.expression ?? '', labelsOf(editor));
}

/** A painted header: `paint` after the node changed, `stop` when the view goes. */
interface HeaderPainter {
  paint: () => void;
  stop: () => void;
}

/** Paints `header` for the node `nodeOf` answers, now and whenever the labels change. */
export function paintHeader(
  header: HTMLElement,
  editor: Editor,
  nodeOf: () => LogicItem,
  as: 'text' | 'title' = 'text',
): HeaderPainter {
  const paint = () => {
    const text = headerText(editor, nodeOf());
    if (as === 'title') header.title = text;
    else if (header.textContent !== text) header.textContent = text;
  };
  paint();
  return { paint, stop: onFieldDefinitions(editor, paint) };
}
