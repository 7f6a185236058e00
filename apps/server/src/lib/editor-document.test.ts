import { buildContent } from '@lexdraft/core';
import { plainTextToDocument } from '@lexdraft/editor-schema';
import {
  FIRST_NAME_FIELD,
  LETTER_HTML,
  PAGE_BREAK_HTML,
  STORED_CONTENT_FIXTURES,
} from '@lexdraft/editor-schema/fixtures';
import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../seed/seed-data.js';
import {
  documentJsonFields,
  documentJsonText,
  documentJsonToHtml,
  htmlToDocumentJson,
  storedContentJson,
} from './editor-document.js';

describe('editor documents on the server', () => {
  it.each(STORED_CONTENT_FIXTURES)('opens the $name content as the editor does', ({ content, html }) => {
    expect(documentJsonToHtml(storedContentJson(content))).toBe(html);
  });

  it('keeps a merge field as the one stored span, and an invalid one as text', () => {
    const json = htmlToDocumentJson(
      '<p><span data-merge-field="entity.name" data-label="Entity" class="chip" title="x">Acme</span><span data-merge-field="not valid!">{{not valid!}}</span></p>',
    );
    expect(documentJsonToHtml(json)).toBe(
      '<p><span data-merge-field="entity.name">{{entity.name}}</span>{{not valid!}}</p>',
    );
  });

  it('scans fields and writes plain text with markers, hard breaks and page breaks', () => {
    const json = htmlToDocumentJson(`${LETTER_HTML}<p>${FIRST_NAME_FIELD} {{matter.number}}</p>`);
    expect([...documentJsonFields(json)]).toEqual([
      ['person.first_name', 2],
      ['Closing Date', 1],
      ['matter.number', 1],
    ]);
    expect(documentJsonText(json)).toBe(
      'Engagement Letter\n\nDear {{person.first_name}},\n\nof {{Closing Date}}\nBoston\n\n\f\n\nSincerely\n\n{{person.first_name}} {{matter.number}}',
    );
  });

  it('turns plain text back into paragraphs, hard breaks, fields and page breaks', () => {
    const json = plainTextToDocument('Dear {{person.first_name}},\nBoston\n\n\f\n\n{{not valid!}}');
    expect(documentJsonToHtml(json)).toBe(
      `<p>Dear ${FIRST_NAME_FIELD},<br>Boston</p>${PAGE_BREAK_HTML}<p>{{not valid!}}</p>`,
    );
  });

  it.each(DEMO_DOCUMENTS.map((doc) => [doc.name, doc] as const))(
    'takes the seeded "%s" (content 3.0) to plain text and back to JSON',
    (_name, doc) => {
      const stored = buildContent(doc.html, { merge_field_values: doc.mergeFieldValues });
      const json = storedContentJson(stored);
      expect(documentJsonToHtml(json)).toBe(doc.html);

      const text = documentJsonText(json);
      const back = plainTextToDocument(text);
      expect(documentJsonText(back)).toBe(text);
      expect([...documentJsonFields(back)]).toEqual([...documentJsonFields(json)]);
      expect(documentJsonFields(json).size).toBeGreaterThan(0);
    },
  );
});
