import { DEFAULT_HEADER_FOOTER } from '@lexdraft/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToDocumentJson } from '../../../lib/editor-document.js';
import { solidPng } from '../../../test/export.js';
import type { ExportDocument, FieldText } from '../export-document.js';
import { renderDocx } from './render-docx.js';
import { holdDocxPool, renderDocxOffThread } from './render-pool.js';

// The Word export built on a worker thread is the file built in process: the field texts, the
// images and the bands cross to the thread as cloned data.

const IMAGE = '/api/docs/assets/org/picture.png';
const TEXTS: Record<string, FieldText> = {
  'client.name': { text: 'Acme & Sons', unresolved: false },
  'matter.ref': { text: 'Matter reference', unresolved: true },
};

function exportDocument(): ExportDocument {
  const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
  const picture = { bytes: solidPng(40, 20, [200, 0, 0]), contentType: 'image/png', width: 40, height: 20 };
  return {
    name: 'Engagement Letter',
    body: htmlToDocumentJson(
      `<p>Dear ${field('client.name')}, re ${field('matter.ref')}</p><p><img src="${IMAGE}"></p>`,
    ),
    field: (id) => TEXTS[id] ?? { text: `?${id}`, unresolved: true },
    bandText: { header: ['Firm header'], footer: [] },
    letterhead: null,
    headerFooter: {
      ...DEFAULT_HEADER_FOOTER,
      header: { ...DEFAULT_HEADER_FOOTER.header, enabled: true },
    },
    logo: picture,
    images: new Map([[IMAGE, picture]]),
  };
}

// docx numbers its drawings with one counter per process, so they differ from one process to the
// next (the worker's starts afresh); within a file they only need to be unique.
const drawingIdsOff = (xml: string) => xml.replace(/<wp:docPr id="\d+"/g, '<wp:docPr id=""');

const parts = (file: Buffer) => {
  const files = unzipSync(file);
  return Object.fromEntries(
    Object.entries(files)
      // The package's own timestamps differ between two builds.
      .filter(([path]) => path !== 'docProps/core.xml')
      .map(([path, bytes]) => [path, path.endsWith('.xml') ? drawingIdsOff(strFromU8(bytes)) : bytes.length]),
  );
};

describe('renderDocxOffThread', () => {
  afterAll(holdDocxPool());

  it('builds the same Word file as renderDocx, fields, images and header included', async () => {
    const doc = exportDocument();
    const [offThread, inProcess] = await Promise.all([renderDocxOffThread(doc), renderDocx(doc)]);
    expect(Buffer.isBuffer(offThread)).toBe(true);
    expect(parts(offThread)).toEqual(parts(inProcess));
    const xml = strFromU8(unzipSync(offThread)['word/document.xml']!);
    expect(xml).toContain('Acme &amp; Sons');
    expect(xml).toContain('Matter reference');
  });
});
