import { escapeHtml } from './html-pass.js';
import type { OoxmlNames } from './ooxml-names.js';
import type { Relationship } from './relationships.js';
import { attr, child, decodeXml, type XmlElement } from './xml-tree.js';

// A header's or footer's text as HTML: paragraphs with bold, italic, underline, strikethrough, line
// breaks and links, a table's cells one after another. mammoth would do it too, but each of its runs
// reads the styles, numbering and notes again (about 13 ms a band on the benchmark's file), and a
// band holds a line or two of text. The markers the OOXML pass wrote pass through for finishHtml.

const MARKS: [keyof OoxmlNames, string][] = [
  ['b', 'strong'],
  ['i', 'em'],
  ['u', 'u'],
  ['strike', 's'],
];

/** The band's blocks as HTML, blank paragraphs left out. */
export function bandHtml(root: XmlElement, n: OoxmlNames, relationships: Map<string, Relationship>): string {
  const out: string[] = [];
  const blocks = (container: XmlElement) => {
    for (const node of container.children ?? []) {
      if (typeof node === 'string') continue;
      if (node.name === n.p) {
        const inline = inlineHtml(node, n, relationships);
        if (inline.replace(/<[^>]*>|\s/g, '') !== '') out.push(`<p>${inline}</p>`);
      } else if (node.name !== n.pPr && node.name !== n.sectPr && node.name !== n.del) blocks(node);
    }
  };
  blocks(root);
  return out.join('');
}

function inlineHtml(container: XmlElement, n: OoxmlNames, relationships: Map<string, Relationship>): string {
  let html = '';
  for (const node of container.children ?? []) {
    if (typeof node === 'string') continue;
    if (node.name === n.r) html += runHtml(node, n);
    else if (node.name === n.hyperlink) {
      const target = relationships.get(attr(node, n.rid) ?? '');
      const inner = inlineHtml(node, n, relationships);
      html += target?.external ? `<a href="${escapeHtml(target.path)}">${inner}</a>` : inner;
    } else if (node.name !== n.pPr && node.name !== n.del && node.name !== n.moveFrom) {
      html += inlineHtml(node, n, relationships);
    }
  }
  return html;
}

function runHtml(run: XmlElement, n: OoxmlNames): string {
  let text = '';
  for (const node of run.children ?? []) {
    if (typeof node === 'string') continue;
    if (node.name === n.t)
      text += escapeHtml(
        decodeXml((node.children ?? []).filter((part) => typeof part === 'string').join('')),
      );
    else if (node.name === n.tab) text += ' ';
    else if (node.name === n.br || node.name === n.cr) text += '<br>';
  }
  if (text === '') return '';
  const properties = child(run, n.rPr);
  for (const [name, tag] of MARKS) {
    const mark = child(properties, n[name]);
    const value = mark && attr(mark, n.val);
    if (mark && value !== 'false' && value !== '0' && value !== 'none') text = `<${tag}>${text}</${tag}>`;
  }
  return text;
}
