import type { JsonNode } from '@lexdraft/core';
import { DOMSerializer, Node as PmNode, type Schema } from '@tiptap/pm/model';
import { type FieldDisplayState, paintChip } from '@/editor/merge-field-display';

// The resolved document as read-only DOM: the editor's own schema serializes it (so it reads as the
// page does), and each merge field becomes a chip painted as preview paints them, with the value the
// resolver gave that one occurrence (an item's value inside a repeat, a formatted value).

/** The title of a value a format could not read: it prints as it is. */
export const UNREADABLE_TITLE = 'This value could not be formatted';

function chip(node: PmNode, display: FieldDisplayState): HTMLElement {
  const { id, value, unreadable } = node.attrs as { id: string; value?: string | null; unreadable?: boolean };
  const element = document.createElement('span');
  element.dataset.mergeField = id;
  paintChip(element, id, { ...display, valueOf: () => value ?? undefined });
  if (unreadable) {
    element.classList.add('is-unreadable');
    element.title = UNREADABLE_TITLE;
  }
  return element;
}

/** The resolved JSON as DOM nodes, its chips painted with `display` (labels or defaults for unset ones). */
export function renderResolved(
  schema: Schema,
  doc: JsonNode,
  display: FieldDisplayState,
): DocumentFragment | HTMLElement {
  const node = PmNode.fromJSON(schema, doc);
  const base = DOMSerializer.fromSchema(schema);
  const serializer = new DOMSerializer(
    { ...base.nodes, mergeField: (field) => chip(field, display) },
    base.marks,
  );
  return serializer.serializeFragment(node.content, { document });
}
