import { placeholderMappings } from '@lexdraft/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlToDocumentJson } from '../../lib/editor-document.js';
import { applyMappings } from './apply-mappings.js';
import { type ConvertedDocx, convertDocx } from './convert-docx.js';
import { layoutDocx, placeholderStylesDocx } from './fixtures/word-fixtures.js';
import { DocxImportError } from './import-error.js';
import { effectiveMappings } from './import-template.js';
import { readDocxPackage } from './read-package.js';

const ORG = '0b6a4d3e-1c1f-4a8e-9c55-0d7c2f1b7a10';
const assetUrl = (index: number) => `/api/docs/assets/${ORG}/0b6a4d3e-1c1f-4a8e-9c55-0d7c2f1b7a1${index}.png`;

type JsonNode = { type?: string; attrs?: Record<string, unknown>; content?: JsonNode[] };
const nodes = (json: JsonNode): JsonNode[] => [json, ...(json.content ?? []).flatMap(nodes)];

describe('applyMappings', () => {
  let converted: ConvertedDocx;
  beforeAll(async () => {
    converted = await convertDocx(readDocxPackage(await placeholderStylesDocx()), {
      intelligentDetection: true,
    });
  });

  it('turns each placeholder into its suggested field unless mapped, and one mapped to null into its text', () => {
    const applied = applyMappings(converted, {
      mappings: { '[Company Name]': 'entity.legal_name', '[EIN]': null, '«Closing Date»': 'Closing Date' },
    });
    expect(applied.html).toContain(
      '<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>, welcome.</p>',
    );
    expect(applied.html).toContain(
      'made with <span data-merge-field="entity.legal_name">{{entity.legal_name}}</span>, EIN [EIN], a <span data-merge-field="entity.state_of_formation">',
    );
    expect(applied.html).toContain('and <span data-merge-field="Closing Date">{{Closing Date}}</span>.');
    expect(applied.html).not.toContain('<mark');
    expect(applied.header?.content).toBe(
      '<p>Prepared for <span data-merge-field="person.first_name">{{person.first_name}}</span></p>',
    );
    expect(applied.footer?.content).toBe(
      '<p>Ref <span data-merge-field="matter_number">{{matter_number}}</span></p>',
    );
    expect(applied.fields).toEqual(
      expect.arrayContaining(['person.first_name', 'entity.legal_name', 'Closing Date', 'matter_number']),
    );
    expect(applied.fields).not.toContain('entity.ein');
  });

  it('keeps the rest of the text and the broken placeholders as they were', () => {
    const applied = applyMappings(converted, {});
    expect(applied.html).toContain('<p>Broken: {{name and empty {{}} stay text.</p>');
    expect(applied.html).toContain(
      '<p>Name: <span data-merge-field="person.full_name">{{person.full_name}}</span></p>',
    );
  });

  it('refuses a mapping to a name that is not a valid field name, saying which', () => {
    const attempt = () => applyMappings(converted, { mappings: { '[EIN]': '1st field' } });
    expect(attempt).toThrow(DocxImportError);
    expect(attempt).toThrow(
      /Placeholder "\[EIN\]" is mapped to "1st field", which is not a valid field name: Start with a letter/,
    );
  });

  it('gives the editor merge-field nodes for every mapped placeholder when its schema parses the HTML', () => {
    const applied = applyMappings(converted, { mappings: { '[EIN]': null } });
    const fields = nodes(htmlToDocumentJson(applied.html) as JsonNode)
      .filter((node) => node.type === 'mergeField')
      .map((node) => node.attrs?.id);
    expect(fields).toEqual([
      'person.first_name',
      'entity.name',
      'entity.state_of_formation',
      'person.full_name',
      'closing_date',
      'person.full_name',
      'matter_date',
      'governing_law',
      'entity.entity_address',
      'person.full_name',
      'signature',
      'person.date_of_birth',
      'person.primary_email',
      'person.primary_email',
    ]);
  });

  describe('with the layout fixture', () => {
    let layout: ConvertedDocx;
    beforeAll(async () => {
      layout = await convertDocx(readDocxPackage(await layoutDocx({ letterhead: true })), {
        intelligentDetection: true,
      });
    });

    it("puts the stored images' URLs in the body, the logo and the letterhead, and leaves out an image not stored", () => {
      const urls = Object.fromEntries(layout.images.map((image, index) => [image.src, assetUrl(index)]));
      const applied = applyMappings(layout, { imageUrls: urls });
      const body = layout.images.find((image) => image.role === 'body');
      expect(applied.html).toContain(`<img src="${urls[body?.src ?? '']}" />`);
      expect(applied.header?.logo?.url).toBe(urls[layout.header?.logo?.url ?? '']);
      expect(applied.letterhead?.image_url).toBe(urls[layout.letterhead?.image_url ?? '']);

      const none = applyMappings(layout, {});
      expect(none.html).not.toContain('<img');
      expect(none.header?.logo).toBeNull();
      expect(none.letterhead).toBeNull();
    });

    it('gives the editor what Word had: headings, marks, alignment, list starts and types, page breaks, merged cells, images', () => {
      const urls = Object.fromEntries(layout.images.map((image, index) => [image.src, assetUrl(index)]));
      const json = htmlToDocumentJson(applyMappings(layout, { imageUrls: urls }).html) as JsonNode;
      const all = nodes(json);
      expect(all.filter((node) => node.type === 'heading').map((node) => node.attrs?.level)).toEqual([1, 2]);
      expect(all.filter((node) => node.type === 'pageBreak')).toHaveLength(2);
      expect(
        all.find((node) => node.type === 'paragraph' && node.attrs?.textAlign === 'center'),
      ).toBeDefined();
      expect(
        all
          .filter((node) => node.type === 'orderedList')
          .map((node) => [node.attrs?.start, node.attrs?.type]),
      ).toEqual([
        [1, null],
        [1, 'a'],
        [3, null],
        [1, null],
      ]);
      expect(
        all
          .filter((node) => node.type === 'tableCell' || node.type === 'tableHeader')
          .map((node) => [node.attrs?.colspan, node.attrs?.rowspan]),
      ).toEqual([
        [2, 1],
        [1, 2],
        [1, 1],
        [1, 1],
      ]);
      expect(all.filter((node) => node.type === 'image').map((node) => node.attrs?.src)).toHaveLength(1);
    });
  });
});

describe('effectiveMappings', () => {
  const placeholder = (index: number) => ({
    text: `{{f${index}}}`,
    kind: 'double_brace' as const,
    locations: ['body' as const],
    occurrences: 1,
    context: '',
    suggested_field: `f${index}`,
  });

  it('takes the mapping sent, else the suggestion, and null as left as text', () => {
    const mappings = effectiveMappings([placeholder(1), placeholder(2), placeholder(3)], {
      '{{f1}}': 'entity.name',
      '{{f2}}': null,
    });
    expect(mappings).toEqual({ '{{f1}}': 'entity.name', '{{f2}}': null, '{{f3}}': 'f3' });
  });

  it("keeps no more than a template's PATCH takes, so the stored record can be sent back", () => {
    const found = Array.from({ length: 2_050 }, (_, index) => placeholder(index));
    const mappings = effectiveMappings(found, {});
    expect(Object.keys(mappings)).toHaveLength(2_000);
    expect(placeholderMappings.safeParse(mappings).success).toBe(true);
  });
});
