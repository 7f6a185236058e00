import { ooxmlNames } from '../template-import/ooxml-names.js';
import {
  attr,
  element,
  parseXml,
  serializeXml,
  type XmlElement,
  type XmlNode,
} from '../template-import/xml-tree.js';
import { type Marker, markerText } from './sentinels.js';

// mammoth keeps inserted text as plain text and drops deleted text, and it reads no comment ranges.
// Before it runs, this pass rewrites word/document.xml: each tracked change (w:ins, w:del, and moves
// as an insertion and a deletion) is unwrapped between marker runs, its deleted text made ordinary
// text (w:delText to w:t), and each comment range's start and end become marker runs of their own.
// The markers come back as text in the converted HTML (sentinels.ts), where they become marks.

/** A tracked change as Word recorded it. */
export type WordChange = {
  kind: 'insert' | 'delete';
  /** Word's w:id, which one suggestion keeps for all its parts. */
  wordId: string | null;
  author: string;
  /** w:date as Word wrote it, if at all. */
  date: string | null;
};

/** The document part rewritten, with what its markers stand for: change n is `changes[n]`, comment range n the Word comment `commentIds[n]`. */
export type MarkedDocument = { xml: string; changes: WordChange[]; commentIds: string[] };

/** Marks the tracked changes and comment ranges of a document part (its XML text). */
export function markTrackedChanges(text: string, path: string): MarkedDocument {
  const document = parseXml(text, path);
  const n = ooxmlNames(document.root);
  const w = n.p.slice(0, -1);
  const names = {
    insert: new Set([`${w}ins`, `${w}moveTo`]),
    delete: new Set([n.del, n.moveFrom]),
    rangeStart: `${w}commentRangeStart`,
    rangeEnd: `${w}commentRangeEnd`,
    author: `${w}author`,
    date: `${w}date`,
    deletedInstr: `${w}delInstrText`,
  };
  const changes: WordChange[] = [];
  const commentIds: string[] = [];
  // Comment ranges between paragraphs (Word writes some there) move into the nearest paragraph.
  let waitingStarts: XmlElement[] = [];
  let lastParagraph: XmlElement | undefined;

  const markerRun = (marker: Marker) => element(n.r, '', [element(n.t, '', [markerText(marker)])]);
  const commentIndex = (id: string) => {
    const known = commentIds.indexOf(id);
    if (known >= 0) return known;
    commentIds.push(id);
    return commentIds.length - 1;
  };
  // Word also writes w:ins and w:del inside properties (a paragraph mark, a table row): not text.
  const isProperties = (name: string) => /Pr(Change)?$/.test(name);

  const walk = (parent: XmlElement, inParagraph: boolean): void => {
    if (parent.children === null) return;
    const out: XmlNode[] = [];
    for (const node of parent.children) {
      if (typeof node === 'string') {
        out.push(node);
        continue;
      }
      const kind = names.insert.has(node.name) ? 'insert' : names.delete.has(node.name) ? 'delete' : null;
      if (kind !== null && !isProperties(parent.name)) {
        const index = changes.length;
        changes.push({
          kind,
          wordId: attr(node, n.id) ?? null,
          author: attr(node, names.author) ?? '',
          date: attr(node, names.date) ?? null,
        });
        if (kind === 'delete') undelete(node, n.delText, n.t, names.deletedInstr, n.instrText);
        walk(node, inParagraph);
        out.push(
          markerRun({ kind: 'change', edge: 'open', index }),
          ...(node.children ?? []),
          markerRun({ kind: 'change', edge: 'close', index }),
        );
        continue;
      }
      if (node.name === names.rangeStart || node.name === names.rangeEnd) {
        const id = attr(node, n.id);
        if (id === undefined) continue;
        const edge = node.name === names.rangeStart ? 'open' : 'close';
        const run = markerRun({ kind: 'comment', edge, index: commentIndex(id) });
        if (inParagraph) out.push(run);
        else if (edge === 'open') waitingStarts.push(run);
        else lastParagraph?.children?.push(run);
        continue;
      }
      if (node.name === n.p) {
        walk(node, true);
        if (waitingStarts.length > 0) {
          const children = node.children ?? [];
          const first = children.findIndex((child) => typeof child !== 'string' && child.name === n.pPr);
          children.splice(first + 1, 0, ...waitingStarts);
          node.children = children;
          waitingStarts = [];
        }
        lastParagraph = node;
      } else walk(node, inParagraph);
      out.push(node);
    }
    parent.children = out;
  };
  walk(document.root, false);
  return { xml: serializeXml(document), changes, commentIds };
}

/** Deleted text as ordinary text (w:delText to w:t, w:delInstrText to w:instrText), so mammoth reads it. */
function undelete(deleted: XmlElement, delText: string, t: string, delInstr: string, instr: string): void {
  const pending: XmlNode[] = [...(deleted.children ?? [])];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string') continue;
    if (node.name === delText) node.name = t;
    else if (node.name === delInstr) node.name = instr;
    pending.push(...(node.children ?? []));
  }
}
