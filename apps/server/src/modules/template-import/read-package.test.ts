import { strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutDocx, oleFile, patchDocx, utf16 } from './fixtures/word-fixtures.js';
import { DocxImportError, IMPORT_REFUSALS, type ImportRefusal } from './import-error.js';
import { readDocxPackage } from './read-package.js';

let docx: Uint8Array;
beforeAll(async () => {
  docx = await layoutDocx();
});

function refusal(bytes: Uint8Array): { code: string; detail: string; status: number } {
  try {
    readDocxPackage(bytes);
  } catch (error) {
    if (error instanceof DocxImportError)
      return { code: error.code, detail: error.detail, status: error.statusCode };
    throw error;
  }
  throw new Error('the file was accepted');
}

const expectRefused = (bytes: Uint8Array, code: ImportRefusal) => {
  const found = refusal(bytes);
  expect(found.code).toBe(code);
  expect(found.detail).toContain(IMPORT_REFUSALS[code].detail.replace(/\.$/, ''));
  expect(found.status).toBe(IMPORT_REFUSALS[code].status);
};

/** The central-directory record of `name` in a zip, to make it claim what a crafted file claims. */
function directoryRecord(zip: Uint8Array, name: string): DataView {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  let at = view.getUint32(end + 16, true);
  for (;;) {
    const nameLength = view.getUint16(at + 28, true);
    const found = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (found === name) return new DataView(zip.buffer, zip.byteOffset + at, 46);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
}

describe('readDocxPackage', () => {
  it('reads a Word document: its parts, its XML as text and its main part', () => {
    const pkg = readDocxPackage(docx);
    expect(pkg.mainPath).toBe('word/document.xml');
    expect(pkg.xml.get('word/document.xml')).toContain('<w:body>');
    expect(pkg.parts.get('word/document.xml')?.length).toBeGreaterThan(0);
  });

  it('refuses files that are not Word documents, naming what they are', () => {
    expectRefused(new Uint8Array(), 'empty-file');
    expectRefused(strToU8('%PDF-1.7\n%...'), 'pdf');
    expectRefused(strToU8('Dear client, this is plain text.'), 'not-zip');
    expectRefused(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'not-zip');
    expectRefused(zipSync({ 'notes.txt': strToU8('a plain zip') }), 'no-document');
    expectRefused(oleFile('WordDocument'), 'legacy-doc');
  });

  it('says "The file is not a Word document (.docx)" for an empty file, a renamed PDF and a plain zip', () => {
    for (const bytes of [new Uint8Array(), strToU8('%PDF-1.4'), zipSync({ 'a.txt': strToU8('a') })]) {
      expect(refusal(bytes).detail).toMatch(/^The file is not a Word document \(\.docx\)/);
    }
  });

  it('refuses a file over 10 MB before reading it', () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expectRefused(big, 'too-large');
  });

  it('refuses a password-protected document (an OLE file holding EncryptedPackage)', () => {
    expectRefused(oleFile('EncryptedPackage'), 'encrypted');
  });

  it('refuses a macro-enabled document by its content type or its vbaProject.bin', () => {
    const macroType = patchDocx(docx, {}, (files) => {
      const types = new TextDecoder().decode(files['[Content_Types].xml']);
      files['[Content_Types].xml'] = strToU8(
        types.replace(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
          'application/vnd.ms-word.document.macroEnabled.main+xml',
        ),
      );
    });
    expectRefused(macroType, 'macros');
    const withMacros = patchDocx(docx, {}, (files) => {
      files['word/vbaProject.bin'] = new Uint8Array([1, 2]);
    });
    expectRefused(withMacros, 'macros');
  });

  it('refuses another Office file (a workbook) as not a Word document', () => {
    const workbook = zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': strToU8('<workbook/>'),
    });
    expectRefused(workbook, 'not-word');
  });

  it('refuses XML with a DOCTYPE or ENTITY declaration in any part, naming the part, without resolving it', () => {
    const doctype = patchDocx(docx, {}, (files) => {
      const xml = new TextDecoder().decode(files['word/document.xml']);
      files['word/document.xml'] = strToU8(
        xml
          .replace('?>', '?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')
          .replace('<w:body>', '<w:body>&xxe;'),
      );
    });
    expectRefused(doctype, 'doctype');
    expect(refusal(doctype).detail).toContain('(word/document.xml)');

    const entity = patchDocx(docx, {}, (files) => {
      files['word/settings.xml'] = strToU8('<?xml version="1.0"?><!ENTITY lol "lol"><w:settings/>');
    });
    expect(refusal(entity)).toMatchObject({
      code: 'doctype',
      detail: expect.stringContaining('(word/settings.xml)'),
    });

    // UTF-16 text hides the declaration from a byte search; the part is read as its byte-order mark says.
    const wide = patchDocx(docx, {}, (files) => {
      files['customXml/item1.xml'] = new Uint8Array([
        0xff,
        0xfe,
        ...utf16('<?xml version="1.0"?><!DOCTYPE x><x/>'),
      ]);
    });
    expectRefused(wide, 'doctype');
  });

  describe('zip bombs, refused from the central directory before anything is inflated', () => {
    it('refuses a part claiming a huge unpacked size (its data is not even valid, so inflating would have failed otherwise)', () => {
      const zip = zipSync({ 'word/document.xml': strToU8('<w:document/>') }, { level: 0 });
      const record = directoryRecord(zip, 'word/document.xml');
      record.setUint32(24, 60 * 1024 * 1024, true);
      expectRefused(zip, 'too-big-unpacked');
    });

    it('refuses parts adding up to more than 50 MB unpacked', () => {
      // Six parts of 100 KB each claiming 9 MB: each ratio is allowed, their total is not.
      const names = Array.from({ length: 6 }, (_, index) => `word/media/part${index}.bin`);
      const zip = zipSync(Object.fromEntries(names.map((name) => [name, new Uint8Array(100 * 1024)])), {
        level: 0,
      });
      for (const name of names) {
        const record = directoryRecord(zip, name);
        record.setUint16(10, 8, true);
        record.setUint32(24, 9 * 1024 * 1024, true);
      }
      expectRefused(zip, 'too-big-unpacked');
    });

    it('refuses XML parts adding up to more than 12 MB, however they compress', () => {
      // Three XML parts of 100 KB each claiming 5 MB: each ratio and the total unpacked are allowed.
      const names = ['word/document.xml', 'word/styles.xml', 'word/_rels/document.xml.rels'];
      const zip = zipSync(Object.fromEntries(names.map((name) => [name, new Uint8Array(100 * 1024)])), {
        level: 0,
      });
      for (const name of names) {
        const record = directoryRecord(zip, name);
        record.setUint16(10, 8, true);
        record.setUint32(24, 5 * 1024 * 1024, true);
      }
      expectRefused(zip, 'too-much-xml');
      expect(IMPORT_REFUSALS['too-much-xml'].detail).toBe(
        'The Word file holds more than 12 MB of text and formatting (XML), the most a Word import reads; split the document and import each part.',
      );
    });

    it('refuses a highly compressible big part by its ratio', () => {
      // 40 MB of zeros deflate to about 40 KB: a ratio near DEFLATE's limit.
      expectRefused(zipSync({ 'word/document.xml': new Uint8Array(40 * 1024 * 1024) }), 'compression-ratio');
    });

    it('refuses a ratio claimed over garbage data (so it was never inflated)', () => {
      const zip = zipSync({ 'word/document.xml': new Uint8Array(2048).fill(7) }, { level: 0 });
      const record = directoryRecord(zip, 'word/document.xml');
      record.setUint16(10, 8, true);
      record.setUint32(24, 5 * 1024 * 1024, true);
      expectRefused(zip, 'compression-ratio');
    });

    it('refuses more than 2,000 parts', () => {
      const parts = Object.fromEntries(
        Array.from({ length: 2_001 }, (_, index) => [`p/${index}.xml`, new Uint8Array(1)]),
      );
      expectRefused(zipSync(parts), 'too-many-parts');
    });

    it('refuses parts that claim more compressed data than the file holds (overlapping parts)', () => {
      const zip = zipSync({ 'word/document.xml': new Uint8Array(64).fill(65) }, { level: 0 });
      const record = directoryRecord(zip, 'word/document.xml');
      record.setUint32(20, zip.length + 1, true);
      record.setUint32(24, zip.length + 1, true);
      expectRefused(zip, 'damaged');
    });
  });

  it('refuses a package with encrypted parts, and a part whose data is not what it claims', () => {
    const encrypted = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    directoryRecord(encrypted, 'word/document.xml').setUint16(8, 1, true);
    expectRefused(encrypted, 'encrypted-zip');

    const truncated = zipSync({ 'word/document.xml': strToU8('<w:document>text</w:document>') });
    const record = directoryRecord(truncated, 'word/document.xml');
    record.setUint32(24, record.getUint32(24, true) + 5, true);
    expectRefused(truncated, 'damaged');
  });

  it('keeps a package unchanged by reading it', () => {
    const before = Object.keys(unzipSync(docx)).sort();
    expect([...readDocxPackage(docx).parts.keys()].sort()).toEqual(before);
  });
});
