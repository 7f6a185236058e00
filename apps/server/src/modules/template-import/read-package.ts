import { unzipSync } from 'fflate';
import { DocxImportError, IMPORT_LIMITS, IMPORT_REFUSALS } from './import-error.js';
import { attr, descendants, parseXml } from './xml-tree.js';
import { readZipDirectory } from './zip-directory.js';

/** A Word package whose limits were checked and whose XML parts hold no DTD. */
export type DocxPackage = {
  /** Every part's bytes by path, as unpacked. */
  parts: ReadonlyMap<string, Uint8Array>;
  /** The XML parts' text by path (.xml and .rels parts), decoded. */
  xml: ReadonlyMap<string, string>;
  /** The main document part's path: word/document.xml in every file Word writes. */
  mainPath: string;
};

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b];
const OFFICE_DOCUMENT = /\/relationships\/officeDocument$/;
const WORD_MAIN = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
]);
const MACRO_TYPE = /macroEnabled/i;
const XML_PART = /\.(xml|rels)$/i;

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);
const refuse = (code: ConstructorParameters<typeof DocxImportError>[0], detail?: string) =>
  new DocxImportError(code, detail);

/**
 * Reads a .docx upload: refuses what is not a Word document (empty, a PDF, another zip or Office
 * file, an older .doc, a password-protected or macro-enabled document), checks the package's
 * claims before inflating anything (size, part count, unpacked total, compression ratio), and
 * refuses any XML part with a DOCTYPE or ENTITY declaration. Throws DocxImportError.
 */
export function readDocxPackage(bytes: Uint8Array): DocxPackage {
  if (bytes.length === 0) throw refuse('empty-file');
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw refuse('too-large');
  if (startsWith(bytes, OLE)) throw refuse(isEncryptedPackage(bytes) ? 'encrypted' : 'legacy-doc');
  if (startsWith(bytes, PDF)) throw refuse('pdf');
  if (!startsWith(bytes, ZIP)) throw refuse('not-zip');

  const parts = unpack(bytes);
  if ([...parts.keys()].some((path) => path.toLowerCase().endsWith('vbaproject.bin'))) throw refuse('macros');
  const xml = new Map<string, string>();
  for (const [path, data] of parts) if (XML_PART.test(path)) xml.set(path, decodeXmlPart(data, path));
  return { parts, xml, mainPath: findMainDocument(xml) };
}

/** Lists the parts, checks the package's claims, and only then inflates them. */
function unpack(bytes: Uint8Array): Map<string, Uint8Array> {
  const directory = readZipDirectory(bytes, IMPORT_LIMITS.entries);
  if ('problem' in directory) {
    const { problem } = directory;
    throw refuse(typeof problem === 'string' ? problem : 'too-many-parts');
  }
  let unpacked = 0;
  let compressed = 0;
  let xml = 0;
  for (const entry of directory.entries) {
    if (entry.encrypted) throw refuse('encrypted-zip');
    if (entry.method !== 0 && entry.method !== 8) throw refuse('damaged');
    unpacked += entry.size;
    compressed += entry.compressedSize;
    if (unpacked > IMPORT_LIMITS.unpackedBytes) throw refuse('too-big-unpacked');
    if (
      entry.size > IMPORT_LIMITS.ratioFromBytes &&
      entry.size > entry.compressedSize * IMPORT_LIMITS.ratio
    ) {
      throw refuse('compression-ratio');
    }
    if (entry.method === 0 && entry.size !== entry.compressedSize) throw refuse('damaged');
    // Parsing and converting XML cost tens of times its size in memory and seconds of CPU per MB.
    if (XML_PART.test(entry.name)) xml += entry.size;
    if (xml > IMPORT_LIMITS.xmlBytes) throw refuse('too-much-xml');
  }
  // Parts that together claim more compressed data than the file holds overlap: a zip bomb's trick.
  if (compressed > bytes.length) throw refuse('damaged');

  const sizes = new Map(directory.entries.map((entry) => [entry.name, entry.size]));
  let files: Record<string, Uint8Array>;
  try {
    // fflate inflates each part into a buffer of the size the directory claims, never more.
    files = unzipSync(bytes, { filter: (file) => !file.name.endsWith('/') });
  } catch {
    throw refuse('damaged');
  }
  const parts = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) {
    if (data.length !== sizes.get(name)) throw refuse('damaged');
    parts.set(name, data);
  }
  return parts;
}

const utf8 = new TextDecoder('utf-8');

/** A part's text by its byte-order mark (UTF-8 unless UTF-16's), refusing any declaration but comments and CDATA. */
function decodeXmlPart(data: Uint8Array, path: string): string {
  const encoding =
    data[0] === 0xff && data[1] === 0xfe
      ? 'utf-16le'
      : data[0] === 0xfe && data[1] === 0xff
        ? 'utf-16be'
        : undefined;
  const text = (encoding ? new TextDecoder(encoding) : utf8).decode(data).replace(/^\uFEFF/, '');
  for (let at = text.indexOf('<!'); at >= 0; at = text.indexOf('<!', at + 2)) {
    if (!text.startsWith('<!--', at) && !text.startsWith('<![CDATA[', at)) {
      throw new DocxImportError('doctype', `${IMPORT_REFUSALS.doctype.detail} (${path})`);
    }
  }
  return text;
}

/** The main document's path: from the package relationships and content types, refusing .docm and other Office files. */
function findMainDocument(xml: ReadonlyMap<string, string>): string {
  const contentTypes = xml.get('[Content_Types].xml');
  const relationships = xml.get('_rels/.rels');
  if (contentTypes === undefined || relationships === undefined) throw refuse('no-document');
  const types = parseXml(contentTypes, '[Content_Types].xml').root;
  const overrides = new Map(
    descendants(types, 'Override').map((override) => [
      (attr(override, 'PartName') ?? '').replace(/^\//, ''),
      attr(override, 'ContentType') ?? '',
    ]),
  );
  if ([...overrides.values()].some((type) => MACRO_TYPE.test(type))) throw refuse('macros');

  const target = descendants(parseXml(relationships, '_rels/.rels').root, 'Relationship')
    .filter((relationship) => OFFICE_DOCUMENT.test(attr(relationship, 'Type') ?? ''))
    .map((relationship) => (attr(relationship, 'Target') ?? '').replace(/^\//, ''))[0];
  const mainPath = target ?? 'word/document.xml';
  const mainType = overrides.get(mainPath);
  if (mainType !== undefined && !WORD_MAIN.has(mainType)) throw refuse('not-word');
  if (!xml.has(mainPath)) throw refuse('no-document');
  return mainPath;
}

// An encrypted .docx is an OLE compound file holding the streams EncryptionInfo and
// EncryptedPackage; their names are written in UTF-16LE in the file's directory.
const ENCRYPTED_PACKAGE = new Uint8Array([...'EncryptedPackage'].flatMap((char) => [char.charCodeAt(0), 0]));

function isEncryptedPackage(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(ENCRYPTED_PACKAGE) >= 0;
}
