import { describe, expect, it } from 'vitest';
import { DocxImportError } from './import-error.js';
import { attr, child, decodeXml, encodeXml, parseXml, serializeXml, textContent } from './xml-tree.js';

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

describe('decodeXml and encodeXml', () => {
  it('read and write text', () => {
    expect(decodeXml('&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; &#65;&#x42;')).toBe('<a> & "b" \'c\' AB');
    expect(encodeXml('<a> & "b"')).toBe('&lt;a&gt; &amp; &quot;b&quot;');
  });
});
