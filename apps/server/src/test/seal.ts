import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { pino } from 'pino';
import sharp from 'sharp';
import { createPdfPrinter, type PdfPrinter } from '../modules/export/pdf/pdf-printer.js';
import { printHtml } from '../modules/export/pdf/print-html.js';
import { renderPdf } from '../modules/export/pdf/render-pdf.js';
import type { CertificateRecipient } from '../modules/signatures/seal/types.js';
import { exportDocumentOf, TEST_CHROMIUM } from './export.js';

// What the sealing tests (modules/signatures/seal) share: documents printed by the app's own pipeline, poppler's tools to
// read PDFs back, a drawn signature and a firm's own PKCS#12.

const run = promisify(execFile);

/** Prints with the machine's Chromium; `print` is given the app's printer. */
async function withPrinter(print: (printer: PdfPrinter) => Promise<Buffer>): Promise<Uint8Array> {
  const printer = createPdfPrinter({
    executablePath: TEST_CHROMIUM,
    concurrency: 1,
    log: pino({ level: 'silent' }),
  });
  try {
    return new Uint8Array(await print(printer));
  } finally {
    await printer.close();
  }
}

/** Prints document HTML to PDF as the export does (the machine's Chromium, the export's renderer). */
export function printDocument(html: string): Promise<Uint8Array> {
  return withPrinter((printer) => renderPdf(printer)(exportDocumentOf(html)));
}

/**
 * Prints document HTML as the app did before issue 29: each Signature field with its two anchor
 * texts, `[[sig:N]]` in the top-left corner and `[[/sig:N]]` in the bottom-right one, white and a
 * pixel high. A request sent then has such a PDF frozen.
 */
export function printDocumentWithAnchors(html: string): Promise<Uint8Array> {
  const anchor = (corner: string, text: string) =>
    `<span style="position: absolute; ${corner}; font-size: 1px; line-height: 1px; color: #fff; white-space: nowrap">${text}</span>`;
  const anchored = printHtml(exportDocumentOf(html)).replace(
    /<div class="signature-field" data-signature-field="(\d+)">/g,
    (field, signer) =>
      `${field}${anchor('top: 0; left: 0', `[[sig:${signer}]]`)}${anchor('right: 0; bottom: 0', `[[/sig:${signer}]]`)}`,
  );
  return withPrinter((printer) => printer.print(anchored));
}

/** A PDF of `pages` blank A4 pages, each with a line of text, made with pdf-lib. */
export async function plainPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1)
    doc.addPage([595.28, 841.89]).drawText(`Page ${index + 1} text`, { x: 56, y: 780 });
  return doc.save();
}

/** A file of its own in a fresh temporary directory. */
export function tempFile(name: string, bytes?: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lexdraft-seal-')), name);
  if (bytes) writeFileSync(file, bytes);
  return file;
}

/** A word of pdftotext -bbox: its text and box, in points from the page's top left. */
export type Word = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word of the PDF with its box (poppler's pdftotext -bbox). */
export async function pdfWords(pdf: Uint8Array): Promise<Word[]> {
  const file = tempFile('document.pdf', pdf);
  const { stdout } = await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const words: Word[] = [];
  let page = 0;
  for (const line of stdout.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const match = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(
      line,
    );
    if (!match) continue;
    const [, xMin, yMin, xMax, yMax, text] = match;
    words.push({
      page,
      text: text!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    });
  }
  return words;
}

/** The text of each page (pdftotext, in reading order). */
export async function pdfPageTexts(pdf: Uint8Array, layout = false): Promise<string[]> {
  const file = tempFile('document.pdf', pdf);
  const { stdout } = await run('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.split('\f').slice(0, -1);
}

/** What poppler's pdfsig says of the file (it exits non-zero for a bad signature: the text is kept). */
export async function pdfsig(pdf: Uint8Array): Promise<string> {
  const file = tempFile('sealed.pdf', pdf);
  try {
    return (await run('pdfsig', [file])).stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}

/**
 * The RGB pixels of a page region (points from the page's top left) rendered at 72 dpi, so that
 * one pixel is one point; `scale` pixels to the point when given.
 */
export async function renderRegion(
  pdf: Uint8Array,
  page: number,
  region: { x: number; y: number; width: number; height: number },
  scale = 1,
) {
  const file = tempFile('document.pdf', pdf);
  const out = path.join(path.dirname(file), 'region');
  const r = (value: number) => String(Math.round(value * scale));
  await run('pdftoppm', [
    '-r',
    String(72 * scale),
    '-f',
    String(page),
    '-l',
    String(page),
    '-x',
    r(region.x),
    '-y',
    r(region.y),
    '-W',
    r(region.width),
    '-H',
    r(region.height),
    '-png',
    '-singlefile',
    file,
    out,
  ]);
  const { data, info } = await sharp(`${out}.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** How many pixels of a rendered region are mostly blue (a drawn signature's ink). */
export function bluePixels({ data }: { data: Buffer }): number {
  let count = 0;
  for (let index = 0; index + 2 < data.length; index += 3)
    if (data[index + 2]! > 150 && data[index]! < 100 && data[index + 1]! < 140) count += 1;
  return count;
}

/** A drawn signature as signature_pad gives it: a blue stroke on a transparent PNG. */
export function drawnSignaturePng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 40 10, 65 10, 95 60 S 150 90, 180 50 S 250 20 290 60" stroke="#1d4ed8" stroke-width="5" fill="none"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A firm's own PKCS#12: an RSA key and a certificate named `commonName`, under `password`. */
export function firmP12(commonName: string, password: string): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** A recipient who did everything, from the given address and browser. */
export function signedRecipient(index: number, userAgent: string): CertificateRecipient {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute + index, 0));
  return {
    name: `Recipient ${index}`,
    email: `recipient${index}@client.example`,
    role: 'signer',
    status: 'signed',
    ip: `203.0.113.${index}`,
    userAgent,
    openedAt: at(1),
    viewedAt: at(2),
    consentedAt: at(3),
    consentVersion: '2026-11',
    accessCodeRequired: index % 2 === 0,
    codeVerifiedAt: index % 2 === 0 ? at(4) : null,
    signedAt: at(5),
    signature: { kind: 'typed', text: `Recipient ${index}` },
  };
}
