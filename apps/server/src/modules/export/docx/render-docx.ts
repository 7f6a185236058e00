import type { JSONContent } from '@tiptap/core';
import { Document, Paragraph } from 'docx';
import type { ExportDocument } from '../export-document.js';
import { renderBlocks } from './blocks.js';
import { CommentRanges } from './comment-ranges.js';
import type { RenderContext } from './context.js';
import { pageFurniture } from './header-footer.js';
import { Pictures } from './images.js';
import { childrenOf } from './node-json.js';
import { ListNumbering } from './numbering.js';
import { Revisions } from './revisions.js';
import { DOCUMENT_STYLES } from './styles.js';
import { xmlSafeText } from './text.js';
import {
  MARGIN_BOTTOM,
  MARGIN_LEFT,
  MARGIN_RIGHT,
  MARGIN_TOP,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  TEXT_WIDTH_PX,
} from './units.js';
import { withWordImages } from './word-images.js';
import { packageParts, zipPackage } from './zip-package.js';

// The Word export (docs/export-docx.md): the document's JSON in the editor's schema, with its
// fields filled, as a .docx built with the docx package. It reads nothing itself: the route loads
// the document, its values and its images (ExportDocument) first.

function bodyNodes(body: JSONContent): JSONContent[] {
  if (!body || typeof body !== 'object') return [];
  return body.type === 'doc' || body.type === undefined ? childrenOf(body) : [body];
}

/** The document as a .docx file. */
export async function renderDocx(given: ExportDocument): Promise<Buffer> {
  return buildDocx(await withWordImages(given));
}

/** The .docx of a document whose images Word shows already (withWordImages): the CPU part, which a worker thread runs (render-pool.ts). */
export function buildDocx(doc: ExportDocument): Promise<Buffer> {
  const lists = new ListNumbering();
  const pictures = new Pictures(doc.images);
  // A redline carries its comment threads; a clean file has none (comment marks print as plain text).
  const comments = doc.markup === 'redline' ? new CommentRanges(doc.threads ?? [], doc.body) : undefined;
  const ctx: RenderContext = {
    revisions: new Revisions(comments?.size ?? 0, new Date().toISOString()),
    ...(comments ? { comments } : {}),
    doc,
    lists,
    pictures,
    maxWidthPx: TEXT_WIDTH_PX,
    indent: 0,
    quote: false,
    listLevel: 0,
  };
  const children = renderBlocks(bodyNodes(doc.body), ctx);
  const unclosed = comments?.closeOpen() ?? [];
  // A body needs a paragraph, and one after a final table.
  if (unclosed.length > 0 || !(children.at(-1) instanceof Paragraph))
    children.push(new Paragraph({ children: unclosed }));

  const furniture = pageFurniture(doc, pictures);
  const document = new Document({
    title: xmlSafeText(doc.name),
    creator: 'LexDraft',
    styles: DOCUMENT_STYLES,
    numbering: { config: lists.config() },
    ...(comments ? { comments: { children: comments.comments() } } : {}),
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE_WIDTH, height: PAGE_HEIGHT },
            margin: {
              top: Math.max(MARGIN_TOP, furniture.headerBand),
              bottom: Math.max(MARGIN_BOTTOM, furniture.footerBand),
              left: MARGIN_LEFT,
              right: MARGIN_RIGHT,
              header: furniture.headerDistance,
              footer: furniture.footerDistance,
            },
          },
          titlePage: furniture.titlePage,
        },
        headers: furniture.headers,
        footers: furniture.footers,
        children,
      },
    ],
  });
  return zipPackage(pictures.fill(packageParts(document)));
}
