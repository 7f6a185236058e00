// @ts-check
// The raw baselines, in a process of their own (so that neither shares an event loop with the
// benchmark's HTTP client): Chromium printing the document's already-built print HTML, and the
// docx package packing the document's paragraphs as plain text.
//
// The export is loaded once, untimed, with the app's own built code (load-export.js, print-html.js)
// from the app's database and storage, so the HTML is the one the route prints. Chromium is the
// same binary, started with the same arguments, printing with the same page.pdf options, one fresh
// page per print as the app does; only the app's request blocking and disabled script are left out.
//
// Commands, one a line on stdin: `pdf [file]`, `docx [file]`, `docx-per-node`, `docx-images`
// (answered with a JSON line: the time in ms, and the file written to `file` if given), `quit`.
// `docx` writes a run per stretch of text in one style, as the app's export does (a sentence and
// the fields in it are one run); `docx-per-node` a run per text node and per field, as this
// baseline did before the export merged them; `docx-images` adds the letterhead and the logo in
// headers, as pictures, to tell what images cost the docx package itself.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { Document, Header, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { chromium } from 'playwright-core';

const { DATABASE_URL = '', DATA_DIR = '', ORG_ID = '', DOCUMENT_ID = '' } = process.env;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const dist = (/** @type {string} */ file) => new URL(`../../apps/server/dist/${file}`, import.meta.url).href;
const { connectDatabase } = await import(dist('db/client.js'));
const { createStorage } = await import(dist('lib/storage/create-storage.js'));
const { loadExport } = await import(dist('modules/export/load-export.js'));
const { printHtml } = await import(dist('modules/export/pdf/print-html.js'));
const { CHROMIUM_ARGS, PDF_OPTIONS } = await import(dist('modules/export/pdf/pdf-printer.js'));

/** @typedef {{ type?: string, text?: string, attrs?: Record<string, unknown>, marks?: unknown[], content?: Node[] }} Node */

// The nodes whose children are text, as the editor's schema has them.
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'codeBlock']);

/**
 * The document's text as paragraphs of runs, each field as its filled text: one run per text node
 * and per field, or (`merged`) one per stretch of consecutive pieces with the same marks. Lists,
 * quotes and table cells give their paragraphs in order; nothing else is kept.
 * @param {Node} node
 * @param {(id: string) => { text: string }} field
 * @param {boolean} merged
 * @param {string[][]} out
 */
function paragraphsOf(node, field, merged, out = []) {
  if (TEXT_BLOCKS.has(node.type ?? '')) {
    const runs = [];
    let lastMarks = '';
    for (const child of node.content ?? []) {
      let text;
      if (child.type === 'text') text = child.text ?? '';
      else if (child.type === 'mergeField') text = field(String(child.attrs?.id)).text;
      else continue;
      const marks = JSON.stringify(child.marks ?? []);
      if (merged && runs.length > 0 && marks === lastMarks) runs[runs.length - 1] += text;
      else runs.push(text);
      lastMarks = marks;
    }
    out.push(runs);
    return out;
  }
  for (const child of node.content ?? []) paragraphsOf(child, field, merged, out);
  return out;
}

const database = connectDatabase(DATABASE_URL, { max: 2 });
const store = await createStorage({ dataDir: DATA_DIR, s3: undefined });
const ctx = {
  user: { id: '', orgId: ORG_ID, role: 'attorney', permissions: [], email: '', sessionId: '' },
  meta: { ip: '127.0.0.1', userAgent: null },
};
const loaded = await loadExport(database.db, ctx, store, DOCUMENT_ID);
await database.close();
if (loaded.unresolvedFields.length > 0) throw new Error('The benchmark document has unfilled fields');
const html = printHtml(loaded.document);
const paragraphs = paragraphsOf(loaded.document.body, loaded.document.field, true);
const paragraphsPerNode = paragraphsOf(loaded.document.body, loaded.document.field, false);

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext();

async function printPdf() {
  const started = performance.now();
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  const pdf = await page.pdf(PDF_OPTIONS);
  await page.close();
  return { ms: performance.now() - started, file: pdf };
}

/** The letterhead and the logo as docx pictures in a first-page and a default header, as the app places them. */
function imageHeaders() {
  const { letterhead, logo, headerFooter } = loaded.document;
  const picture = (
    /** @type {{ bytes: Buffer }} */ image,
    /** @type {number} */ width,
    /** @type {number} */ height,
  ) =>
    new Paragraph({
      children: [new ImageRun({ type: 'png', data: image.bytes, transformation: { width, height } })],
    });
  const logoWidth = headerFooter.header.logo?.width ?? 120;
  const logoPicture = () => picture(logo, logoWidth, (logoWidth * logo.height) / logo.width);
  return {
    default: new Header({ children: [logoPicture()] }),
    first: new Header({
      children: [logoPicture(), picture(letterhead.image, letterhead.width, letterhead.height)],
    }),
  };
}

async function packDocx(/** @type {boolean} */ withImages, /** @type {string[][]} */ blocks) {
  const started = performance.now();
  const document = new Document({
    sections: [
      {
        ...(withImages ? { properties: { titlePage: true }, headers: imageHeaders() } : {}),
        children: blocks.map((runs) => new Paragraph({ children: runs.map((text) => new TextRun(text)) })),
      },
    ],
  });
  const built = performance.now();
  const file = await Packer.toBuffer(document);
  return { ms: performance.now() - started, buildMs: built - started, file };
}

const answer = (/** @type {object} */ line) => process.stdout.write(`${JSON.stringify(line)}\n`);
answer({
  ready: true,
  htmlBytes: Buffer.byteLength(html),
  paragraphs: paragraphs.length,
  runs: paragraphs.reduce((sum, runs) => sum + runs.length, 0),
  runsPerNode: paragraphsPerNode.reduce((sum, runs) => sum + runs.length, 0),
});

for await (const line of createInterface({ input: process.stdin })) {
  const [command, path] = line.trim().split(' ');
  if (command === 'quit') break;
  const result =
    command === 'pdf'
      ? await printPdf()
      : await packDocx(
          command === 'docx-images',
          command === 'docx-per-node' ? paragraphsPerNode : paragraphs,
        );
  if (path) writeFileSync(path, result.file);
  answer({ ...result, file: undefined, bytes: result.file.length });
}
await browser.close();
