import { crc32, deflateSync } from 'node:zlib';
import { DEFAULT_HEADER_FOOTER, type HeaderFooterConfig } from '@lexdraft/contract';
import {
  FIRST_NAME_FIELD,
  LETTER_HTML,
  PAGE_BREAK_HTML,
  STORED_CONTENT_FIXTURES,
} from '@lexdraft/editor-schema/fixtures';
import type { JSONContent } from '@tiptap/core';
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { htmlToDocumentJson, storedContentJson } from '../../../lib/editor-document.js';
import { editorDocument } from '../../../test/editor-arbitraries.js';
import type { ExportDocument, ExportImage, FieldText } from '../export-document.js';
import { renderDocx } from './render-docx.js';

// The Word export is checked in the file itself: the .docx is unzipped and its parts read as XML.

const VALUES: Record<string, string> = {
  'person.first_name': 'Jane',
  'Closing Date': 'June 1, 2025',
};

/** Fields as the loader gives them: a value, or (exported anyway) the label marked unresolved. */
const fieldsFrom =
  (values: Record<string, string>) =>
  (id: string): FieldText =>
    id in values ? { text: values[id] ?? '', unresolved: false } : { text: id, unresolved: true };

function exportOf(body: JSONContent | string, overrides: Partial<ExportDocument> = {}): ExportDocument {
  return {
    name: 'Engagement Letter',
    body: typeof body === 'string' ? htmlToDocumentJson(body) : body,
    field: fieldsFrom(VALUES),
    letterhead: null,
    headerFooter: DEFAULT_HEADER_FOOTER,
    logo: null,
    images: new Map(),
    ...overrides,
  };
}

/** A real PNG of the given size (a flat grey picture), so that Word and the checks read a true image. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x99)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const image = (width: number, height: number, contentType = 'image/png'): ExportImage => ({
  bytes: png(width, height),
  contentType,
  width,
  height,
});

type Parts = Record<string, string>;

/** The file's parts by name, XML as text (media as a marker). */
async function render(doc: ExportDocument): Promise<Parts> {
  const buffer = await renderDocx(doc);
  expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
  const files = unzipSync(new Uint8Array(buffer));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [
      name,
      /\.(xml|rels)$/.test(name) ? strFromU8(bytes) : `<binary ${bytes.length}>`,
    ]),
  );
}

// Characters XML 1.0 forbids: neither parser below refuses them, Word does.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters being looked for
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const parser = new new Window().DOMParser();

/** Every XML part parses, and every relationship a part refers to (r:id, r:embed) is in its .rels. */
function expectWellFormed(parts: Parts): void {
  for (const [name, text] of Object.entries(parts)) {
    if (!/\.(xml|rels)$/.test(name)) continue;
    expect(XMLValidator.validate(text), name).toBe(true);
    expect(NOT_IN_XML.test(text), name).toBe(false);
    const parsed = parser.parseFromString(text, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror').length, name).toBe(0);
    const referenced = [...text.matchAll(/r:(?:id|embed)="([^"]+)"/g)].map((match) => match[1]);
    if (referenced.length === 0) continue;
    const rels = parts[name.replace(/([^/]+)$/, '_rels/$1.rels')] ?? '';
    for (const id of referenced) expect(rels, `${name} refers to ${id}`).toContain(`Id="${id}"`);
  }
}

/** Each entry of a zip as its local header gives it, read in order (as a streaming reader does). */
function zipEntries(zip: Buffer): { name: string; flags: number; method: number; data: Buffer }[] {
  const entries = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameEnd = at + 30 + zip.readUInt16LE(at + 26);
    const start = nameEnd + zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 30, nameEnd),
      flags,
      method,
      data: zip.subarray(start, start + size),
    });
    at = start + size;
  }
  return entries;
}

/** The text of a part's runs, in order (field codes left out). */
const textOf = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');

/** Each paragraph of a part, as its XML. */
const paragraphs = (xml: string) => xml.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/g) ?? [];
const paragraphWith = (xml: string, text: string) =>
  paragraphs(xml).find((p) => textOf(p).includes(text)) ?? '';

describe('the Word export of a document', () => {
  it('fills the letter fixture: values in place of fields, a real heading, its hard break and page break', async () => {
    const parts = await render(exportOf(LETTER_HTML));
    expectWellFormed(parts);
    const body = parts['word/document.xml'] ?? '';
    expect(textOf(body)).toBe('Engagement LetterDear Jane,of June 1, 2025BostonSincerely');
    expect(body).not.toContain('{{');
    expect(paragraphWith(body, 'Engagement Letter')).toContain('<w:pStyle w:val="Heading1"/>');
    expect(paragraphWith(body, 'June 1, 2025')).toMatch(/<w:b\/>.*June 1, 2025/);
    expect(paragraphWith(body, 'Boston')).toMatch(/<w:br\/>.*Boston/);
    expect(body.match(/<w:br w:type="page"\/>/g)).toHaveLength(1);
    expect(body).not.toContain('w:highlight');
    // The document's properties carry its name.
    expect(parts['docProps/core.xml']).toContain('<dc:title>Engagement Letter</dc:title>');
  });

  it('highlights an unresolved field (exported anyway) and prints its label', async () => {
    const body = (
      await render(exportOf(LETTER_HTML, { field: fieldsFrom({ 'person.first_name': 'Jane' }) }))
    )['word/document.xml'];
    const unresolved = paragraphWith(body ?? '', 'Closing Date');
    expect(unresolved).toMatch(
      /<w:highlight w:val="yellow"\/><\/w:rPr><w:t xml:space="preserve">Closing Date<\/w:t>/,
    );
    expect(paragraphWith(body ?? '', 'Jane')).not.toContain('w:highlight');
  });

  it('writes a sentence and the filled fields in it as one run, and a change of style as a new one', async () => {
    const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
    const html = `<p>Dear ${field('person.first_name')}, we close on ${field('Closing Date')}. <strong>Signed</strong> by ${field('matter.judge')}.</p>`;
    const body = (await render(exportOf(html)))['word/document.xml'] ?? '';
    const runs = [...paragraphWith(body, 'Dear').matchAll(/<w:r>(.*?)<\/w:r>/g)].map((run) => run[1] ?? '');
    expect(runs.map(textOf)).toEqual([
      'Dear Jane, we close on June 1, 2025. ',
      'Signed',
      ' by ',
      'matter.judge',
      '.',
    ]);
    expect(runs[1]).toContain('<w:b/>');
    // The unresolved field keeps a run of its own, highlighted; the text either side has none.
    expect(runs[3]).toContain('<w:highlight w:val="yellow"/>');
    expect(runs.filter((run) => run.includes('w:highlight'))).toHaveLength(1);
  });

  it("maps headings 1 to 6 onto Word's built-in heading styles, with alignment", async () => {
    const html = [1, 2, 3, 4, 5, 6]
      .map((level) => `<h${level} style="text-align: center">Level ${level}</h${level}>`)
      .join('');
    const parts = await render(exportOf(html));
    const body = parts['word/document.xml'] ?? '';
    for (const level of [1, 2, 3, 4, 5, 6]) {
      const paragraph = paragraphWith(body, `Level ${level}`);
      expect(paragraph).toContain(`<w:pStyle w:val="Heading${level}"/>`);
      expect(paragraph).toContain('<w:jc w:val="center"/>');
      expect(parts['word/styles.xml']).toContain(`w:styleId="Heading${level}"`);
    }
  });

  it('writes marks, font sizes, alignment and only safe links as hyperlinks', async () => {
    const html =
      '<p style="text-align: justify"><strong>b</strong><em>i</em><u>u</u><s>s</s><span style="font-size: 18px">big</span><span style="font-size: 14pt">pt</span> <a href="https://firm.example/terms">terms</a> <a href="mailto:a@firm.example">mail</a> <a href="tel:+15550100">call</a></p><p style="text-align: right">right</p>';
    const parts = await render(exportOf(html));
    expectWellFormed(parts);
    const body = parts['word/document.xml'] ?? '';
    expect(body).toMatch(/<w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">b</);
    expect(body).toMatch(/<w:i\/><w:iCs\/><\/w:rPr><w:t xml:space="preserve">i</);
    expect(body).toMatch(/<w:u w:val="single"\/><\/w:rPr><w:t xml:space="preserve">u</);
    expect(body).toMatch(/<w:strike\/><\/w:rPr><w:t xml:space="preserve">s</);
    // 18px is 13.5pt, 27 half-points; 14pt is 28.
    expect(body).toMatch(/<w:sz w:val="27"\/><w:szCs w:val="27"\/><\/w:rPr><w:t xml:space="preserve">big</);
    expect(body).toMatch(/<w:sz w:val="28"\/><w:szCs w:val="28"\/><\/w:rPr><w:t xml:space="preserve">pt</);
    expect(paragraphWith(body, 'terms')).toContain('<w:jc w:val="both"/>');
    expect(paragraphWith(body, 'right')).toContain('<w:jc w:val="right"/>');
    const links = [...body.matchAll(/<w:hyperlink [^>]*r:id="([^"]+)"[^>]*>(.*?)<\/w:hyperlink>/g)];
    expect(links.map((link) => textOf(link[2] ?? ''))).toEqual(['terms', 'mail']);
    const rels = parts['word/_rels/document.xml.rels'] ?? '';
    expect(rels).toMatch(
      /Target="https:\/\/firm.example\/terms" TargetMode="External"|TargetMode="External"[^>]*Target="https:\/\/firm.example\/terms"/,
    );
    expect(rels).toContain('mailto:a@firm.example');
    expect(rels).not.toContain('tel:');
    // The phone link prints as its text.
    expect(textOf(body)).toContain('call');
  });

  it('numbers lists in Word: each ordered list from its start, nested levels, bullets', async () => {
    const html =
      '<ol start="3"><li><p>third</p><ol><li><p>nested a</p></li><li><p>nested b</p></li></ol></li><li><p>fourth</p></li></ol>' +
      '<p>between</p><ol><li><p>again one</p></li></ol><ul><li><p>bullet</p><ul><li><p>sub bullet</p></li></ul></li></ul>' +
      '<ol type="I"><li><p>roman</p></li></ol>';
    const parts = await render(exportOf(html));
    expectWellFormed(parts);
    const body = parts['word/document.xml'] ?? '';
    const numbers = parts['word/numbering.xml'] ?? '';
    const numPr = (text: string) => {
      const match = /<w:numPr><w:ilvl w:val="(\d)"\/><w:numId w:val="(\d+)"\/><\/w:numPr>/.exec(
        paragraphWith(body, text),
      );
      return match ? { level: Number(match[1]), numId: match[2] ?? '' } : null;
    };
    const third = numPr('third');
    const nested = numPr('nested a');
    const again = numPr('again one');
    expect(third?.level).toBe(0);
    expect(numPr('fourth')).toEqual(third);
    expect(nested?.level).toBe(1);
    expect(numPr('nested b')).toEqual(nested);
    expect(nested?.numId).not.toBe(third?.numId);
    // A second list is a list of its own: it counts from 1 again.
    expect(again?.numId).not.toBe(third?.numId);
    expect(numPr('bullet')?.level).toBe(0);
    expect(numPr('sub bullet')?.level).toBe(1);
    expect(numPr('between')).toBeNull();

    /** The format and start a numbering instance gives a level. */
    const level = (numId: string | undefined, ilvl: number) => {
      const abstractId = new RegExp(`<w:num w:numId="${numId}"><w:abstractNumId w:val="(\\d+)"/>`).exec(
        numbers,
      )?.[1];
      const abstract =
        new RegExp(`<w:abstractNum w:abstractNumId="${abstractId}".*?</w:abstractNum>`).exec(numbers)?.[0] ??
        '';
      const lvl = new RegExp(`<w:lvl w:ilvl="${ilvl}".*?</w:lvl>`).exec(abstract)?.[0] ?? '';
      const override = new RegExp(
        `<w:num w:numId="${numId}">.*?<w:lvlOverride w:ilvl="${ilvl}"><w:startOverride w:val="(\\d+)"/>`,
      ).exec(numbers)?.[1];
      return {
        format: /<w:numFmt w:val="([^"]+)"/.exec(lvl)?.[1],
        start: Number(override ?? /<w:start w:val="(\d+)"/.exec(lvl)?.[1]),
      };
    };
    expect(level(third?.numId, 0)).toEqual({ format: 'decimal', start: 3 });
    expect(level(nested?.numId, 1)).toEqual({ format: 'lowerLetter', start: 1 });
    expect(level(again?.numId, 0)).toEqual({ format: 'decimal', start: 1 });
    expect(level(numPr('bullet')?.numId, 0).format).toBe('bullet');
    expect(level(numPr('roman')?.numId, 0)).toEqual({ format: 'upperRoman', start: 1 });
  });

  it('writes tables with borders, a repeated header row, column and row spans', async () => {
    const html =
      '<table><tbody><tr><th colspan="2"><p>Party</p></th><th><p>Role</p></th></tr>' +
      '<tr><td rowspan="2"><p>Acme</p></td><td><p>Jane</p></td><td><p>Signer</p></td></tr>' +
      '<tr><td><p>John</p></td><td><p>Witness</p></td></tr></tbody></table><p>after</p>';
    const parts = await render(exportOf(html));
    expectWellFormed(parts);
    const body = parts['word/document.xml'] ?? '';
    const table = /<w:tbl>.*<\/w:tbl>/.exec(body)?.[0] ?? '';
    expect(table).toContain('<w:tblBorders><w:top w:val="single"');
    expect(table.match(/<w:gridCol /g)).toHaveLength(3);
    const rows = table.match(/<w:tr>.*?<\/w:tr>/g) ?? [];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('<w:tblHeader/>');
    expect(rows[0]).toContain('<w:gridSpan w:val="2"/>');
    expect(rows[0]).toMatch(/<w:b\/>.*Party/);
    expect(rows[1]).not.toContain('<w:tblHeader/>');
    expect(rows[1]).toContain('<w:vMerge w:val="restart"/>');
    expect(rows[2]).toContain('<w:vMerge w:val="continue"/>');
    // The merged-down cell leaves John and Witness in the second and third columns.
    expect((rows[2] ?? '').match(/<w:tc>/g)).toHaveLength(3);
    expect(rows.map(textOf)).toEqual(['PartyRole', 'AcmeJaneSigner', 'JohnWitness']);
    expect(textOf(body)).toContain('after');
  });

  it('sizes table columns from the widths the editor stored, within the text width', async () => {
    const html =
      '<table><colgroup><col style="width: 100px"><col></colgroup><tbody><tr><td colwidth="100"><p>a</p></td><td><p>b</p></td></tr></tbody></table>';
    const body = (await render(exportOf(html)))['word/document.xml'] ?? '';
    const columns = [...body.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((match) => Number(match[1]));
    expect(columns[0]).toBe(1500);
    // The other column takes the rest of the 186 mm between the margins.
    expect((columns[0] ?? 0) + (columns[1] ?? 0)).toBeGreaterThan(10_400);
    expect((columns[0] ?? 0) + (columns[1] ?? 0)).toBeLessThanOrEqual(10_546);
  });

  it('embeds images at their size, capped to the text width with their proportions, and leaves out the missing', async () => {
    const small = '/api/docs/assets/org/small.png';
    const wide = '/api/docs/assets/org/wide.png';
    const sized = '/api/docs/assets/org/sized.png';
    const broken = '/api/docs/assets/org/broken.webp';
    const html = `<img src="${small}" alt="Seal"><img src="${wide}"><img src="${sized}" width="150"><img src="${broken}"><img src="/api/docs/assets/org/gone.png"><p>end</p>`;
    const images = new Map([
      [small, image(40, 20)],
      [wide, image(2000, 1000)],
      [sized, image(300, 200)],
      // Says it is WebP, and is not an image at all.
      [
        broken,
        { bytes: Buffer.from('RIFF....WEBPnot really'), contentType: 'image/webp', width: 10, height: 10 },
      ],
    ]);
    const parts = await render(exportOf(html, { images }));
    expectWellFormed(parts);
    const media = Object.keys(parts).filter((name) => name.startsWith('word/media/'));
    expect(media).toHaveLength(3);
    expect(media.every((name) => name.endsWith('.png'))).toBe(true);
    const extents = [
      ...(parts['word/document.xml'] ?? '').matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/g),
    ].map((match) => [Number(match[1]) / 9525, Number(match[2]) / 9525]);
    // 186 mm of text width is 703 px.
    expect(extents).toEqual([
      [40, 20],
      [703, 352],
      [150, 100],
    ]);
    expect(parts['word/document.xml']).toContain('descr="Seal"');
  });

  it("writes A4 portrait with the spec's margins (20 mm top and bottom, 12 mm at the sides)", async () => {
    const body = (await render(exportOf('<p>x</p>')))['word/document.xml'] ?? '';
    expect(body).toContain('<w:pgSz w:w="11906" w:h="16838" w:orient="portrait"/>');
    expect(body).toMatch(/<w:pgMar w:top="1134" w:right="680" w:bottom="1134" w:left="680"/);
    expect(body).not.toContain('<w:titlePg/>');
    expect(body).not.toContain('w:headerReference');
    expect(body).not.toContain('w:footerReference');
  });

  it('degrades unknown and legacy nodes to their text and never throws', async () => {
    const body: JSONContent = {
      type: 'doc',
      content: [
        {
          type: 'callout',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'inside a callout' }] }],
        },
        {
          type: 'legacyClause',
          content: [
            { type: 'text', text: 'clause text ' },
            { type: 'mergeField', attrs: { id: 'person.first_name' } },
          ],
        },
        { type: 'widget', attrs: { whatever: true } },
        { type: 'text', text: 'loose text' },
        {
          type: 'paragraph',
          content: [
            { type: 'emoji', attrs: { name: 'x' } },
            { type: 'text', text: 'ctrl\u0001\u000b chars\tand tab' },
          ],
        },
        { type: 'paragraph', content: 'not an array' as unknown as JSONContent[] },
        { type: 'heading', attrs: { level: 42 }, content: [{ type: 'text', text: 'deep heading' }] },
        {
          type: 'orderedList',
          attrs: { start: -5 },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'bare item' }] }],
        },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 500, rowspan: 9 } }] },
          ],
        },
        { type: 'image', attrs: { src: null } },
        { type: 'mergeField', attrs: {} },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'bad link',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'unknownMark' }],
            },
          ],
        },
      ],
    };
    const parts = await render(exportOf(body));
    expectWellFormed(parts);
    const text = textOf(parts['word/document.xml'] ?? '');
    for (const expected of [
      'inside a callout',
      'clause text Jane',
      'loose text',
      'ctrl chars',
      'and tab',
      'deep heading',
      'bare item',
      'bad link',
    ]) {
      expect(text).toContain(expected);
    }
    expect(parts['word/document.xml']).toContain('<w:tab/>');
    expect(parts['word/document.xml']).not.toContain('javascript');
    expect(paragraphWith(parts['word/document.xml'] ?? '', 'deep heading')).toContain(
      '<w:pStyle w:val="Heading6"/>',
    );
  });

  it('renders a body that is not a document at all as an empty one', async () => {
    for (const body of [{} as JSONContent, { type: 'doc' }, null as unknown as JSONContent]) {
      const parts = await render(exportOf(body));
      expectWellFormed(parts);
      expect(parts['word/document.xml']).toContain('<w:body><w:p');
    }
  });

  it.each(STORED_CONTENT_FIXTURES)('exports the stored $name content', async ({ content }) => {
    const parts = await render(exportOf(storedContentJson(content)));
    expectWellFormed(parts);
  });

  it('writes every document the editor can make as well-formed parts that hold all its text', async () => {
    const texts = (node: JSONContent): string[] => [
      ...(node.type === 'text' && node.text ? [node.text] : []),
      ...(node.type === 'mergeField' ? [VALUES[String(node.attrs?.id)] ?? String(node.attrs?.id)] : []),
      ...(node.content ?? []).flatMap(texts),
    ];
    const decodeXml = (xml: string) =>
      xml.replace(
        /&(lt|gt|quot|apos|amp);/g,
        (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '',
      );
    await fc.assert(
      fc.asyncProperty(editorDocument, async (json) => {
        const parts = await render(exportOf(json));
        expectWellFormed(parts);
        const text = decodeXml(textOf(parts['word/document.xml'] ?? ''));
        // A code block's newlines are line breaks.
        for (const line of texts(json).flatMap((piece) => piece.split('\n'))) expect(text).toContain(line);
      }),
      { numRuns: 40 },
    );
  });

  it('exports a 200-page document (many paragraphs, fields and page breaks)', async () => {
    const page = `<h2>Section</h2>${`<p>The party ${FIRST_NAME_FIELD} agrees to the terms of this agreement in full and without reservation.</p>`.repeat(10)}`;
    const html = Array.from({ length: 200 }, () => page).join(PAGE_BREAK_HTML);
    const parts = await render(exportOf(html));
    expectWellFormed(parts);
    const document = parts['word/document.xml'] ?? '';
    expect(document.match(/<w:br w:type="page"\/>/g)).toHaveLength(199);
    expect(document.match(/Jane/g)).toHaveLength(2000);
    expect(document).not.toContain('{{');
  });
});

const withLayout = (change: (config: HeaderFooterConfig) => void): HeaderFooterConfig => {
  const config = structuredClone(DEFAULT_HEADER_FOOTER);
  change(config);
  return config;
};
const LOGO_URL =
  '/api/docs/assets/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-000000000002.png';

/** The header or footer part a section reference of this type points to. */
/** A header band with a 120 px logo on the left, and no footer. */
const HEADER_WITH_LOGO = withLayout((config) => {
  config.header = { ...config.header, enabled: true, logo: { url: LOGO_URL, position: 'left', width: 120 } };
});

function partFor(parts: Parts, kind: 'header' | 'footer', type: 'default' | 'first'): string | undefined {
  const body = parts['word/document.xml'] ?? '';
  const id = new RegExp(`<w:${kind}Reference w:type="${type}" r:id="([^"]+)"/>`).exec(body)?.[1];
  if (!id) return undefined;
  const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="${id}"`).exec(
    parts['word/_rels/document.xml.rels'] ?? '',
  );
  return parts[`word/${target?.[1] ?? target?.[2]}`];
}

describe("the Word export's header, footer and letterhead", () => {
  it('puts the logo at its position and width in a header band with its colour and bottom rule, on every page', async () => {
    const headerFooter = withLayout((config) => {
      config.header = {
        enabled: true,
        height: 100,
        backgroundColor: '#1d3a5f',
        borderBottom: true,
        logo: { url: LOGO_URL, position: 'right', width: 160 },
      };
    });
    const parts = await render(exportOf('<p>x</p>', { headerFooter, logo: image(400, 100) }));
    expectWellFormed(parts);
    const header = partFor(parts, 'header', 'default') ?? '';
    expect(header).toContain('<w:drawing>');
    // 160 px wide at the logo's 4:1, so 40 px tall.
    expect(header).toContain(`<wp:extent cx="${160 * 9525}" cy="${40 * 9525}"/>`);
    expect(paragraphs(header).find((p) => p.includes('<w:drawing>'))).toContain('<w:jc w:val="right"/>');
    expect(header).toContain('<w:shd w:fill="1D3A5F"');
    expect(header).toMatch(/<w:bottom w:val="single" w:color="6B7280" w:sz="6"\/>/);
    // A band of exactly 100 px, and the text starts below it and a gap.
    expect(header).toContain('<w:trHeight w:val="1500" w:hRule="exact"/>');
    expect(parts['word/document.xml']).toMatch(
      /<w:pgMar w:top="1740" w:right="680" w:bottom="1134" w:left="680" w:header="0"/,
    );
    expect(Object.keys(parts).filter((name) => name.startsWith('word/media/'))).toHaveLength(1);
  });

  it('keeps the logo inside a band too short for it, with its proportions', async () => {
    const headerFooter = withLayout((config) => {
      config.header = {
        ...config.header,
        enabled: true,
        height: 40,
        logo: { url: LOGO_URL, position: 'left', width: 300 },
      };
    });
    const header = partFor(
      await render(exportOf('<p>x</p>', { headerFooter, logo: image(100, 100) })),
      'header',
      'default',
    );
    // 40 px less 8 px above and below leaves 24 px.
    expect(header).toContain(`<wp:extent cx="${24 * 9525}" cy="${24 * 9525}"/>`);
  });

  it.each([
    ['page-x-of-y', ['Page ', 'PAGE', ' of ', 'NUMPAGES']],
    ['x', ['PAGE']],
    ['page-x', ['Page ', 'PAGE']],
    ['x-of-y', ['PAGE', ' of ', 'NUMPAGES']],
  ] as const)('numbers pages in the footer as %s from PAGE and NUMPAGES fields', async (format, expected) => {
    const headerFooter = withLayout((config) => {
      config.footer = {
        enabled: true,
        height: 60,
        backgroundColor: '#f3f5f8',
        borderTop: true,
        pageNumbers: { enabled: true, position: 'right', format },
      };
    });
    const parts = await render(exportOf('<p>x</p>', { headerFooter }));
    expectWellFormed(parts);
    const footer = partFor(parts, 'footer', 'default') ?? '';
    // The footer's text and field codes in order: "Page ", PAGE, " of ", NUMPAGES.
    const pieces = [
      ...footer.matchAll(
        /<w:t xml:space="preserve">([^<]*)<\/w:t>|<w:instrText xml:space="preserve">([^<]*)<\/w:instrText>/g,
      ),
    ].map((match) => match[2]?.trim() ?? match[1]);
    expect(pieces).toEqual(expected);
    expect(footer.match(/<w:fldChar w:fldCharType="begin"\/>/g)).toHaveLength(
      expected.filter((piece) => /^[A-Z]+$/.test(piece)).length,
    );
    expect(paragraphs(footer).find((p) => p.includes('PAGE'))).toContain('<w:jc w:val="right"/>');
    expect(footer).toMatch(/<w:top w:val="single" w:color="6B7280" w:sz="6"\/>/);
    expect(footer).toContain('<w:shd w:fill="F3F5F8"');
    expect(parts['word/document.xml']).toMatch(/w:bottom="1140" w:left="680" w:header="\d+" w:footer="0"/);
    // No header was asked for.
    expect(partFor(parts, 'header', 'default')).toBeUndefined();
  });

  it('leaves the page numbers out of a footer that has them turned off', async () => {
    const headerFooter = withLayout((config) => {
      config.footer = {
        ...config.footer,
        enabled: true,
        pageNumbers: { ...config.footer.pageNumbers, enabled: false },
      };
    });
    const footer = partFor(await render(exportOf('<p>x</p>', { headerFooter })), 'footer', 'default');
    expect(footer).toBeDefined();
    expect(footer).not.toContain('PAGE');
  });

  it('turns WebP images (body, logo and letterhead) into PNG pictures of the same image, which Word shows', async () => {
    const webp = async (width: number, height: number, red: number): Promise<ExportImage> => ({
      bytes: await sharp({ create: { width, height, channels: 3, background: { r: red, g: 40, b: 90 } } })
        .webp({ lossless: true })
        .toBuffer(),
      contentType: 'image/webp',
      width,
      height,
    });
    const photoUrl = '/api/docs/assets/org/photo.webp';
    const file = await renderDocx(
      exportOf(`<p>Site</p><img src="${photoUrl}" width="200">`, {
        headerFooter: HEADER_WITH_LOGO,
        logo: await webp(120, 60, 10),
        letterhead: { position: 'center', width: 250, height: 90, image: await webp(500, 180, 20) },
        images: new Map([[photoUrl, await webp(400, 300, 30)]]),
      }),
    );
    const files = unzipSync(new Uint8Array(file));
    const media = Object.entries(files).filter(([name]) => name.startsWith('word/media/'));
    expect(media.map(([name]) => name.replace(/\d+/, 'N')).sort()).toEqual([
      'word/media/imageN.png',
      'word/media/imageN.png',
      'word/media/imageN.png',
    ]);
    const pictures = await Promise.all(
      media.map(([, bytes]) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })),
    );
    expect(pictures.map(({ info }) => [info.format, info.width, info.height]).sort()).toEqual([
      ['raw', 120, 60],
      ['raw', 400, 300],
      ['raw', 500, 180],
    ]);
    // The same picture: the body photo's first pixel has its colour.
    const photo = pictures.find(({ info }) => info.width === 400);
    expect([...(photo?.data.subarray(0, 3) ?? [])]).toEqual([30, 40, 90]);
    const content = strFromU8(files['word/document.xml'] ?? new Uint8Array());
    expect(content).toContain(`<wp:extent cx="${200 * 9525}" cy="${150 * 9525}"/>`);
  });

  it('stores each picture once with its own bytes, uncompressed, and gives every entry its sizes up front', async () => {
    const logo = image(120, 60);
    const seal = image(40, 20);
    const letterheadImage = image(500, 180);
    const sealUrl = '/api/docs/assets/org/seal.png';
    const file = await renderDocx(
      exportOf(`<p>Signed</p><img src="${sealUrl}"><p>and again</p><img src="${sealUrl}">`, {
        headerFooter: HEADER_WITH_LOGO,
        logo,
        letterhead: { position: 'center', width: 250, height: 90, image: letterheadImage },
        images: new Map([[sealUrl, seal]]),
      }),
    );
    const entries = zipEntries(file);
    // Every entry: sizes and CRC in its local header (no data descriptor, bit 3), as Word writes.
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(entry.flags & 0b1000, entry.name).toBe(0);
    const media = entries.filter((entry) => entry.name.startsWith('word/media/'));
    // The logo shows in both headers and the seal twice in the body; each is stored once.
    expect(media.map((entry) => entry.method)).toEqual([0, 0, 0]);
    expect(media.map((entry) => entry.data.toString('hex')).sort()).toEqual(
      [logo, seal, letterheadImage].map((picture) => picture.bytes.toString('hex')).sort(),
    );
    expect(entries.find((entry) => entry.name === 'word/document.xml')?.method).toBe(8);
    // And a reader that goes by the central directory agrees.
    expect(Object.keys(unzipSync(new Uint8Array(file)))).toEqual(entries.map((entry) => entry.name));
  });

  it('prints the letterhead at its position and size in a first-page header only', async () => {
    const letterhead = { position: 'left' as const, width: 250, height: 90, image: image(500, 180) };
    const parts = await render(exportOf(LETTER_HTML, { letterhead }));
    expectWellFormed(parts);
    expect(parts['word/document.xml']).toContain('<w:titlePg/>');
    const first = partFor(parts, 'header', 'first') ?? '';
    expect(first).toContain(`<wp:extent cx="${250 * 9525}" cy="${90 * 9525}"/>`);
    expect(paragraphs(first).find((p) => p.includes('<w:drawing>'))).toContain('<w:jc w:val="left"/>');
    // The other pages have no header at all.
    expect(partFor(parts, 'header', 'default')).toBeUndefined();
  });

  it('puts the letterhead under the header band on the first page, and the band and footer on every page', async () => {
    const headerFooter = withLayout((config) => {
      config.header = {
        ...config.header,
        enabled: true,
        logo: { url: LOGO_URL, position: 'center', width: 120 },
      };
      config.footer = { ...config.footer, enabled: true };
    });
    const letterhead = { position: 'center' as const, width: 500, height: 120, image: image(1000, 240) };
    const parts = await render(exportOf(LETTER_HTML, { headerFooter, letterhead, logo: image(120, 60) }));
    expectWellFormed(parts);
    const first = partFor(parts, 'header', 'first') ?? '';
    const other = partFor(parts, 'header', 'default') ?? '';
    expect(first.match(/<w:drawing>/g)).toHaveLength(2);
    expect(other.match(/<w:drawing>/g)).toHaveLength(1);
    // The band comes first, then the letterhead at its size.
    expect(first.indexOf('<w:tbl>')).toBeLessThan(first.lastIndexOf('<w:drawing>'));
    expect(first.lastIndexOf('</w:tbl>')).toBeLessThan(
      first.indexOf(`<wp:extent cx="${500 * 9525}" cy="${120 * 9525}"/>`),
    );
    expect(partFor(parts, 'footer', 'first')).toContain('NUMPAGES');
    expect(partFor(parts, 'footer', 'default')).toContain('NUMPAGES');
  });
});
