import { Document, Footer, Packer, Paragraph, TextRun } from 'docx';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlToDocumentJson } from '../../lib/editor-document.js';
import { applyMappings } from './apply-mappings.js';
import { type ConvertedDocx, convertDocx } from './convert-docx.js';
import { MAX_WARNINGS } from './placeholder-collector.js';
import { readDocxPackage } from './read-package.js';

// Issue 29 item 4: the tag styles other tools write into Word files. `[[field]]`, DocuSeal's text
// tags and broken single-brace tags, read from real .docx files made at test time.

type JsonNode = { type?: string; attrs?: Record<string, unknown>; content?: JsonNode[]; text?: string };
const nodes = (json: JsonNode): JsonNode[] => [json, ...(json.content ?? []).flatMap(nodes)];

const paragraph = (...runs: string[]) => new Paragraph({ children: runs.map((text) => new TextRun(text)) });

async function convert(paragraphs: Paragraph[], footer?: Paragraph[]): Promise<ConvertedDocx> {
  const doc = new Document({
    sections: [
      { children: paragraphs, ...(footer && { footers: { default: new Footer({ children: footer }) } }) },
    ],
  });
  return convertDocx(readDocxPackage(new Uint8Array(await Packer.toBuffer(doc))), {
    intelligentDetection: true,
  });
}

describe('Word import: [[field]] placeholders', () => {
  let converted: ConvertedDocx;
  beforeAll(async () => {
    // Split across runs as Word often does.
    converted = await convert([paragraph('Client: [[client', '_name]] signs.')]);
  });

  it('finds [[client_name]] whole, brackets and all', () => {
    expect(converted.placeholders.map(({ text, kind }) => ({ text, kind }))).toEqual([
      { text: '[[client_name]]', kind: 'square_bracket' },
    ]);
    expect(converted.placeholders[0]?.suggested_field).toBe('person.full_name');
  });

  it('leaves no bracket around the field in the imported text', () => {
    const html = applyMappings(converted).html;
    expect(html).toBe(
      '<p>Client: <span data-merge-field="person.full_name">{{person.full_name}}</span> signs.</p>',
    );
    const custom = applyMappings(converted, { mappings: { '[[client_name]]': 'client_name' } }).html;
    expect(custom).toBe('<p>Client: <span data-merge-field="client_name">{{client_name}}</span> signs.</p>');
  });
});

describe('Word import: DocuSeal text tags', () => {
  let converted: ConvertedDocx;
  beforeAll(async () => {
    converted = await convert(
      [
        paragraph('Seller: {{Seller;type=signature;role=Seller}}'),
        paragraph('{{Buyer Signature;type=signature;role=Buyer}}'),
        paragraph('Again the seller: {{Seller;type=signature;role=Seller}} and done.'),
        paragraph('Closing on {{Closing Date;type=date;role=Seller;required=true}} at {{Venue;role=Buyer}}.'),
        paragraph(
          'Buyer {{Buyer Name;type=text;role=Buyer}}, a very long tag: {{Notes;type=text;role=Buyer;required=false;readonly=false;default=none;description=Anything the buyer adds}}',
        ),
      ],
      [paragraph('Signed by {{Seller;type=signature;role=Seller}}')],
    );
  });

  it('makes a signature tag a Signature field, its role a signer (first role signer 1), split out of its paragraph', () => {
    expect(converted.html).toContain(
      '<p>Seller: </p><div data-signature-field="1">Signature: signer 1</div><div data-signature-field="2">Signature: signer 2</div><p>Again the seller: </p><div data-signature-field="1">Signature: signer 1</div><p> and done.</p>',
    );
    const json = htmlToDocumentJson(applyMappings(converted).html) as JsonNode;
    expect(
      nodes(json)
        .filter((node) => node.type === 'signatureField')
        .map((node) => node.attrs?.signer),
    ).toEqual([1, 2, 1]);
  });

  it("names the other tags' fields by the tag's name, not its settings", () => {
    expect(
      Object.fromEntries(
        converted.placeholders.map((placeholder) => [placeholder.text, placeholder.suggested_field]),
      ),
    ).toEqual({
      '{{Closing Date;type=date;role=Seller;required=true}}': 'Closing Date',
      '{{Venue;role=Buyer}}': 'Venue',
      '{{Buyer Name;type=text;role=Buyer}}': 'Buyer Name',
      '{{Notes;type=text;role=Buyer;required=false;readonly=false;default=none;description=Anything the buyer adds}}':
        'Notes',
      // The footer holds no Signature field: the tag is a field named by it there.
      '{{Seller;type=signature;role=Seller}}': 'Seller',
    });
    expect(converted.placeholders.at(-1)?.locations).toEqual(['footer']);
    expect(applyMappings(converted).html).toContain(
      '<p>Closing on <span data-merge-field="Closing Date">{{Closing Date}}</span> at <span data-merge-field="Venue">{{Venue}}</span>.</p>',
    );
  });
});

describe('Word import: broken tags', () => {
  let converted: ConvertedDocx;
  beforeAll(async () => {
    converted = await convert([
      paragraph('Users: {#users}{/bang} end.'),
      paragraph('Title: {title}} here.'),
      paragraph('Footer: {footer'),
      paragraph('Fine: {#items}{name}{/items} and {{ok}}.'),
    ]);
  });

  it('gives each broken tag a warning naming it', () => {
    expect(converted.warnings).toEqual([
      'Broken tag "{#users}" in the body ("Users: {#users}{/bang} end."): it is closed by "{/bang}", which does not match it, and was left as text.',
      'Broken tag "{/bang}" in the body ("Users: {#users}{/bang} end."): it closes "{#users}", which it does not match, and was left as text.',
      'Broken placeholder "{title}}" in the body ("Title: {title}} here."): its closing }} has no opening {{, and it was left as text.',
      'Unterminated placeholder "{footer" in the body ("Footer: {footer"): it has no closing } and was left as text.',
    ]);
    expect(converted.html).toContain('<p>Users: {#users}{/bang} end.</p>');
    // A section over a plural name is a repeat (logic-pass.ts): its {name} is the item's.
    expect(converted.placeholders.map((placeholder) => placeholder.text)).toEqual(['{{ok}}']);
    expect(converted.logic).toEqual([{ kind: 'each', list: 'items', as: 'item', text: '{#items}' }]);
  });
});

describe('Word import: many broken tags', () => {
  it(`lists at most ${MAX_WARNINGS} warnings and counts the rest`, async () => {
    const converted = await convert(
      Array.from({ length: MAX_WARNINGS + 3 }, (_, index) => paragraph(`Item ${index}: {broken${index}`)),
    );
    expect(converted.warnings).toHaveLength(MAX_WARNINGS + 1);
    expect(converted.warnings[0]).toContain('"{broken0"');
    expect(converted.warnings.at(-1)).toBe('…and 3 more warnings like these.');
  });
});

describe('Word import: field suggestions', () => {
  it('keeps customer_company apart from customer_name', async () => {
    const converted = await convert([paragraph('{{customer_name}} of {{customer_company}}')]);
    const suggested = converted.placeholders.map((placeholder) => placeholder.suggested_field);
    expect(suggested).toEqual(['person.full_name', 'entity.name']);
  });
});
