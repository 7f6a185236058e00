import type { OoxmlNames } from './ooxml-names.js';
import { attr, child, element, type XmlElement, type XmlNode } from './xml-tree.js';

// mammoth drops Word's page breaks inside a paragraph (w:br w:type="page"); the OOXML pass cuts the
// paragraph there so that each break can become a page-break block of its own.

/**
 * The paragraph cut at each page break among its runs (w:br w:type="page"): the pieces after a break
 * keep its alignment and style but not its list number (they are the same item on a new page).
 */
export function splitAtPageBreaks(paragraph: XmlElement, n: OoxmlNames): XmlElement[] {
  const pieces: XmlElement[] = [];
  let current = paragraph;
  for (;;) {
    const children = current.children ?? [];
    const runIndex = children.findIndex(
      (node) =>
        typeof node !== 'string' &&
        node.name === n.r &&
        (node.children ?? []).some((part) => isPageBreak(part, n)),
    );
    const run = children[runIndex] as XmlElement | undefined;
    if (run === undefined) break;
    const parts = run.children ?? [];
    const at = parts.findIndex((part) => isPageBreak(part, n));
    const properties = child(run, n.rPr);
    const before = element(n.r, run.attrs, parts.slice(0, at));
    const after = element(n.r, run.attrs, [...(properties ? [properties] : []), ...parts.slice(at + 1)]);
    current.children = [...children.slice(0, runIndex), before];
    pieces.push(current);
    const paragraphProperties = child(current, n.pPr);
    current = element(n.p, '', [
      ...(paragraphProperties ? [continuationProperties(paragraphProperties, n)] : []),
      after,
      ...children.slice(runIndex + 1),
    ]);
  }
  pieces.push(current);
  return pieces;
}

function isPageBreak(node: XmlNode, n: OoxmlNames): boolean {
  return typeof node !== 'string' && node.name === n.br && attr(node, n.typeAttr) === 'page';
}

function continuationProperties(properties: XmlElement, n: OoxmlNames): XmlElement {
  const dropped = new Set([n.numPr, n.sectPr, n.pageBreakBefore]);
  return element(
    properties.name,
    properties.attrs,
    (properties.children ?? []).filter((node) => typeof node === 'string' || !dropped.has(node.name)),
  );
}
