import { WORD_XML_MAX_DEPTH } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { DocxImportError, IMPORT_REFUSALS } from './import-error.js';
import {
  attr,
  child,
  decodeXml,
  descendants,
  element,
  encodeXml,
  parseXml,
  serializeXml,
  textContent,
  type XmlElement,
} from './xml-tree.js';

const xml =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<w:document xmlns:w="urn:w"><!-- note --><w:body>' +
  '<w:p w:rsidR="00AB"><w:fldSimple w:instr="IF a > b &quot;x&quot;"/><w:r><w:t xml:space="preserve"> A &amp; B </w:t></w:r>' +
  "<w:r><w:t><![CDATA[<raw>]]></w:t></w:r><w:r w:x='1'/></w:p></w:body></w:document>";

describe('parseXml', () => {
  it('serializes a part back byte for byte', () => {
    expect(serializeXml(parseXml(xml, 'part'))).toBe(xml);
  });

  it('reads attributes (a ">" inside quotes included) and text, decoded', () => {
    const { root } = parseXml(xml, 'part');
    const paragraph = child(child(root, 'w:body'), 'w:p');
    expect(paragraph && attr(paragraph, 'w:rsidR')).toBe('00AB');
    const field = paragraph && child(paragraph, 'w:fldSimple');
    expect(field && attr(field, 'w:instr')).toBe('IF a > b "x"');
    expect(paragraph && textContent(paragraph)).toBe(' A & B ');
  });

  it('refuses a DOCTYPE, an ENTITY and any other declaration, naming the part', () => {
    for (const declaration of ['<!DOCTYPE x>', '<!ENTITY e "x">', '<!ELEMENT x ANY>']) {
      expect(() => parseXml(`<?xml version="1.0"?>${declaration}<x/>`, 'word/x.xml')).toThrow(
        expect.objectContaining({ code: 'doctype', detail: expect.stringContaining('(word/x.xml)') }),
      );
    }
  });

  it('refuses tags that do not nest or never close', () => {
    for (const broken of ['<a><b></a></b>', '<a>', '</a>', '<a attr="x></a>', '<a><', 'text only']) {
      expect(() => parseXml(broken, 'p')).toThrow(DocxImportError);
    }
  });

  it("drops the import's own marker characters from a document's text", () => {
    const { root } = parseXml('<w:t>a\uE000b\uE00Fc</w:t>', 'p');
    expect(textContent(root)).toBe('abc');
  });
});

describe('nesting', () => {
  const nested = (open: string, close: string, depth: number, inner = '<w:p/>') =>
    `<w:document>${open.repeat(depth)}${inner}${close.repeat(depth)}</w:document>`;

  it('refuses 3,000 nested tables and 4,000 nested content controls as a damaged file', () => {
    const tables = nested('<w:tbl><w:tr><w:tc>', '</w:tc></w:tr></w:tbl>', 3_000);
    const controls = nested('<w:sdt><w:sdtContent>', '</w:sdtContent></w:sdt>', 4_000);
    for (const xml of [tables, controls]) {
      expect(() => parseXml(xml, 'word/document.xml')).toThrow(
        expect.objectContaining({ code: 'damaged', statusCode: 422, detail: IMPORT_REFUSALS.damaged.detail }),
      );
    }
  });

  it('reads nesting up to the limit', () => {
    // The document element is the first level.
    const deepest = nested('<a>', '</a>', WORD_XML_MAX_DEPTH - 2, '<w:t>x</w:t>');
    expect(textContent(parseXml(deepest, 'p').root)).toBe('x');
    expect(() => parseXml(nested('<a>', '</a>', WORD_XML_MAX_DEPTH - 1, '<b>x</b>'), 'p')).toThrow(
      expect.objectContaining({ code: 'damaged' }),
    );
  });

  it('walks a tree of any depth without recursing', () => {
    // Built directly, past what the parse accepts: the walkers keep their own stack.
    const root = element('w:document', '');
    let inner: XmlElement = root;
    for (let depth = 0; depth < 20_000; depth += 1) {
      const next = element('w:sdt', '');
      inner.children = [next];
      inner = next;
    }
    inner.children = [element('w:t', '', ['a &amp; b'])];
    expect(textContent(root)).toBe('a & b');
    expect(descendants(root, 'w:t')).toHaveLength(1);
    const xml = serializeXml({ nodes: [root], root });
    expect(xml).toContain('<w:sdt><w:t>a &amp; b</w:t></w:sdt>');
    expect(xml.endsWith('</w:sdt></w:document>')).toBe(true);
    expect(xml.length).toBe(
      20_000 * '<w:sdt></w:sdt>'.length + '<w:document></w:document><w:t>a &amp; b</w:t>'.length,
    );
  });
});

describe('decodeXml and encodeXml', () => {
  it('read and write text', () => {
    expect(decodeXml('&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; &#65;&#x42;')).toBe('<a> & "b" \'c\' AB');
    expect(encodeXml('<a> & "b"')).toBe('&lt;a&gt; &amp; &quot;b&quot;');
  });
});
