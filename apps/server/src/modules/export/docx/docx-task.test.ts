import { DEFAULT_HEADER_FOOTER } from '@lexdraft/contract';
import { describe, expect, it } from 'vitest';
import { htmlToDocumentJson } from '../../../lib/editor-document.js';
import { solidPng } from '../../../test/export.js';
import type { ExportDocument } from '../export-document.js';
import { renderDocxOffThread } from './docx-pool.js';
import { documentOfTask, docxTask } from './docx-task.js';
import { renderDocx } from './render-docx.js';

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const png = solidPng(30, 20, [10, 20, 30]);
const seal = '/api/docs/assets/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.png';

function loaded(): ExportDocument {
  return {
    name: 'Letter',
    body: htmlToDocumentJson(
      `<p>Dear ${field('person.first_name')} of ${field('entity.name')}</p><img src="${seal}">`,
    ),
    field: (id) =>
      id === 'person.first_name'
        ? { text: 'Jane', unresolved: false }
        : { text: `Label ${id}`, unresolved: true },
    letterhead: null,
    headerFooter: DEFAULT_HEADER_FOOTER,
    logo: null,
    images: new Map([[seal, { bytes: png, contentType: 'image/png', width: 30, height: 20 }]]),
  };
}

describe('a Word export handed to a worker thread', () => {
  it("carries the body, the texts of the body's fields and the images as plain data", () => {
    const doc = loaded();
    const task = structuredClone(docxTask(doc));
    expect(task.fields).toEqual({
      'person.first_name': { text: 'Jane', unresolved: false },
      'entity.name': { text: 'Label entity.name', unresolved: true },
    });
    const again = documentOfTask(task);
    expect(again.body).toEqual(doc.body);
    expect(again.field('entity.name')).toEqual(doc.field('entity.name'));
    expect(again.field('not.in.body')).toEqual({ text: 'not.in.body', unresolved: true });
    expect(Buffer.from(again.images.get(seal)?.bytes ?? []).equals(png)).toBe(true);
  });

  it('comes back as the same file the renderer builds on the event loop', async () => {
    const doc = loaded();
    const [here, there] = await Promise.all([renderDocx(doc), renderDocxOffThread(doc)]);
    const { unzipSync, strFromU8 } = await import('fflate');
    const text = (file: Buffer) =>
      strFromU8(unzipSync(new Uint8Array(file))['word/document.xml'] ?? new Uint8Array());
    expect(text(there)).toBe(text(here));
    expect(text(there)).toContain('Jane');
  });
});
