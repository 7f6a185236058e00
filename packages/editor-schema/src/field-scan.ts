import { type FieldCounts, scanText } from '@lexdraft/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

const MERGE_FIELD = 'mergeField';

/**
 * The fields of a document with how often each occurs, in order of first appearance:
 * mergeField nodes by their id, and markers still typed as text (`{{id}}`). It walks the tree as it
 * is, never serializing it, so that a scan of a long document stays well under a keystroke's budget.
 */
export function scanDocumentFields(doc: ProseMirrorNode): FieldCounts {
  const counts: FieldCounts = new Map();
  doc.descendants((node) => {
    if (node.type.name === MERGE_FIELD) {
      const id = node.attrs.id;
      if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + 1);
      return false;
    }
    if (node.isText && node.text) scanText(node.text, counts);
    // Only blocks can hold text or fields; leaves need no descent.
    return !node.isLeaf;
  });
  return counts;
}
