import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** One entry of the document outline. */
export interface OutlineHeading {
  level: number;
  text: string;
  /** Position of the heading node in the document. */
  pos: number;
}

/**
 * The headings of a document in order, read from the ProseMirror tree (never from HTML). Text blocks
 * are not entered, so the walk touches blocks only and stays fast on long documents.
 */
export function collectHeadings(doc: ProseMirrorNode): OutlineHeading[] {
  const headings: OutlineHeading[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name === 'heading') {
      headings.push({ level: Number(node.attrs.level) || 1, text: node.textContent.trim(), pos });
      return false;
    }
    return !node.isTextblock && !node.isAtom;
  });
  return headings;
}
