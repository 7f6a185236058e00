import type { ExportDocument } from '../export-document.js';
import { BAND_GAP_PX } from '../page-layout.js';
import { fontFaceCss, SERIF } from './fonts.js';
import { escapeAttribute, escapeText } from './html-string.js';
import { pageCss } from './page-css.js';
import { dataUrl, printBodyHtml } from './print-body.js';
import { SIGNATURE_FIELD_CSS } from './signature-field-html.js';

// One self-contained HTML page per document, the only input of the PDF (and of Print preview):
// no script, every image and font inline, and a policy that lets the page load nothing else.

const CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'";

// The document's typography: the editor's (apps/web/src/editor/editor.css), set for paper.
const DOCUMENT_CSS = `
  html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { margin: 0; font-family: ${SERIF}; font-size: 12pt; line-height: 1.6; color: #111827;
    overflow-wrap: break-word; orphans: 2; widows: 2; }
  .letterhead { margin: 0 0 ${BAND_GAP_PX}px; line-height: 0; }
  .letterhead img { display: inline-block; }
  p { margin: 0 0 0.75em; }
  :is(h1, h2, h3, h4, h5, h6) { margin: 1.4em 0 0.5em; font-weight: 600; line-height: 1.25;
    break-after: avoid; break-inside: avoid; }
  body > :first-child, .letterhead + * { margin-top: 0; }
  h1 { font-size: 1.75em; } h2 { font-size: 1.45em; } h3 { font-size: 1.25em; }
  h4 { font-size: 1.1em; } h5 { font-size: 1em; }
  h6 { font-size: 0.9em; letter-spacing: 0.04em; text-transform: uppercase; }
  ul, ol { margin: 0 0 0.75em; padding-left: 1.6em; }
  ul { list-style: disc; } ul ul { list-style: circle; } ul ul ul { list-style: square; }
  ol { list-style: decimal; } ol ol { list-style: lower-alpha; } ol ol ol { list-style: lower-roman; }
  li > p { margin: 0 0 0.25em; }
  a { color: inherit; text-decoration: underline; }
  strong { font-weight: 700; }
  blockquote { margin: 0 0 0.75em; padding-left: 1em; border-left: 3px solid #d1d5db; color: #374151; }
  code { font-family: 'Courier New', Courier, monospace; font-size: 0.875em; background: #f1f3f6; }
  pre { margin: 0 0 0.75em; padding: 0.75em 1em; background: #f1f3f6; white-space: pre-wrap; }
  pre code { background: none; }
  hr { border: 0; border-top: 1px solid #c9d0da; margin: 1.5em 0; }
  img { display: block; max-width: 100%; height: auto; margin: 0.75em 0; break-inside: avoid; }
  /* A table fits the text width, its rules included. In the separate model a table's width holds
     its own borders (collapsed outer borders spill half outside it). Chromium's print clips the
     last CSS pixel of the text width, so a table the full width lost its right rule: it stops one
     pixel short. Each cell rules its right and bottom edges, the table its top and left. A word too
     long for its column breaks anywhere. The columns are shares of the width (print-body.ts). */
  table { border-collapse: separate; border-spacing: 0; width: calc(100% - 1px); max-width: calc(100% - 1px);
    margin: 0 0 1em; table-layout: fixed; border-top: 1px solid #c9d0da; border-left: 1px solid #c9d0da; }
  tr { break-inside: avoid; }
  th, td { border: 0; border-right: 1px solid #c9d0da; border-bottom: 1px solid #c9d0da;
    padding: 0.35em 0.6em; vertical-align: top; text-align: left; overflow-wrap: anywhere; }
  th { background: #f3f5f8; font-weight: 600; }
  th > p, td > p { margin: 0; }
  .page-break { break-after: page; height: 0; }
  mark.unresolved-field { background: #fde68a; color: inherit; }
`;

// A redline shows each suggestion as Word shows a tracked change: insertions underlined in blue,
// deletions struck through in red, a block suggested whole (`<ins><p>…</p></ins>`) likewise. A clean
// export never has suggestions to show (export-service.ts refuses them), and comments never print.
const INSERTION_COLOUR = '#1d4ed8';
const DELETION_COLOUR = '#b91c1c';
const REDLINE_CSS = `
  ins[data-suggestion] { color: ${INSERTION_COLOUR}; text-decoration: underline; text-decoration-color: ${INSERTION_COLOUR}; }
  del[data-suggestion] { color: ${DELETION_COLOUR}; text-decoration: line-through; text-decoration-color: ${DELETION_COLOUR}; }
  ins[data-suggestion]:has(> :is(p, h1, h2, h3, h4, h5, h6, ul, ol, li, table, blockquote, pre, div)),
  del[data-suggestion]:has(> :is(p, h1, h2, h3, h4, h5, h6, ul, ol, li, table, blockquote, pre, div)) { display: block; }
`;

function letterheadHtml(letterhead: NonNullable<ExportDocument['letterhead']>): string {
  const { image, position, width, height } = letterhead;
  return `<div class="letterhead" style="text-align: ${position}"><img src="${dataUrl(image)}" alt="" width="${width}" height="${height}" style="width: ${width}px; height: ${height}px; max-width: none; margin: 0"></div>`;
}

/**
 * The print HTML of a document: its pages as Chromium prints them to PDF. `signatureMarker` (a fresh
 * UUID) marks where its Signature fields are, for signature-places.ts to record.
 */
export function printHtml(doc: ExportDocument, signatureMarker?: string): string {
  const logoUrl = doc.headerFooter.header.enabled && doc.logo ? dataUrl(doc.logo) : null;
  return `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(CONTENT_SECURITY_POLICY)}">
<title>${escapeText(doc.name)}</title>
<style>
${fontFaceCss()}
${pageCss(doc.headerFooter, doc.logo, logoUrl, doc.bandText)}
${DOCUMENT_CSS}
${SIGNATURE_FIELD_CSS}
${doc.markup === 'redline' ? REDLINE_CSS : ''}
</style>
</head><body>
${doc.letterhead ? letterheadHtml(doc.letterhead) : ''}${printBodyHtml(doc, signatureMarker)}
</body></html>`;
}
