import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { DEFAULT_HEADER_FOOTER } from '@lexdraft/contract';
import { buildContent } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { documents } from '../db/schema.js';
import { htmlToDocumentJson } from '../lib/editor-document.js';
import { insertVersion } from '../modules/documents/version-content.js';
import type { ExportDocument } from '../modules/export/export-document.js';
import type { Session } from './factories.js';

// What the export tests (modules/export) share: images made on the spot, documents with values, and poppler's
// command-line tools to read the PDFs back.

const run = promisify(execFile);

/** The Chromium the tests print with (CI may name another). */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Document HTML as the export loads it: no letterhead, the default header and footer, each field its id. */
export const exportDocumentOf = (html: string, name = 'Agreement'): ExportDocument => ({
  name,
  body: htmlToDocumentJson(html),
  field: (id) => ({ text: id, unresolved: false }),
  letterhead: null,
  headerFooter: DEFAULT_HEADER_FOOTER,
  logo: null,
  images: new Map(),
});

/** A PNG of one colour, `width` by `height` pixels. */
export function solidPng(
  width: number,
  height: number,
  [red, green, blue]: [number, number, number],
): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads an image as the session's user; answers its asset URL. */
export async function uploadImage(app: FastifyInstance, session: Session, png: Buffer): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/docs/assets/local-upload',
    headers: session.headers,
    payload: { file_content: `data:image/png;base64,${png.toString('base64')}`, filename: 'image.png' },
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json().url;
}

/** The value parts of a content; smart-field values may nest (`{ fee: { amount } }`). */
export type ValueParts = {
  merge_field_values?: Record<string, string>;
  placeholders?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
};

/** A document at version 1 with the HTML and the value parts given (`metadata`: the document row's own). */
export async function buildDocumentWithContent(
  db: Db,
  options: { orgId: string; html: string; parts?: ValueParts; metadata?: Record<string, unknown> },
) {
  const { placeholders = {}, ...parts } = options.parts ?? {};
  const [document] = await db
    .insert(documents)
    .values({
      orgId: options.orgId,
      name: 'Engagement letter',
      currentVersion: 1,
      metadata: options.metadata ?? {},
    })
    .returning();
  await insertVersion(db, {
    orgId: options.orgId,
    documentId: document!.id,
    version: 1,
    content: { ...buildContent(options.html, parts), placeholders },
  });
  return document!;
}

/** A PDF written to a file of its own, read back with poppler-utils. */
export function pdfReader(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lexdraft-pdf-')), 'document.pdf');
  writeFileSync(file, bytes);
  return {
    async pages(): Promise<number> {
      const { stdout } = await run('pdfinfo', [file]);
      return Number(/^Pages:\s+(\d+)$/m.exec(stdout)?.[1]);
    },
    async info(): Promise<string> {
      return (await run('pdfinfo', [file])).stdout;
    },
    /** The text of each page, in order. */
    async pageTexts(): Promise<string[]> {
      const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
      // pdftotext ends every page with a form feed.
      return stdout.split('\f').slice(0, -1);
    },
    /** The images drawn on each page: `page width height` per line of `pdfimages -list`. */
    async images(): Promise<{ page: number; width: number; height: number }[]> {
      const { stdout } = await run('pdfimages', ['-list', file]);
      return stdout
        .split('\n')
        .slice(2)
        .filter((line) => line.trim() !== '')
        .map((line) => line.trim().split(/\s+/))
        .filter((columns) => columns[2] === 'image')
        .map((columns) => ({
          page: Number(columns[0]),
          width: Number(columns[3]),
          height: Number(columns[4]),
        }));
    },
    async fonts(): Promise<string> {
      return (await run('pdffonts', [file])).stdout;
    },
  };
}
