import { WORD_IMPORT_MAX_PARAGRAPHS, WORD_IMPORT_MAX_XML_BYTES } from '@lexdraft/core';
import { HttpError } from '../../lib/errors.js';

// Why a Word file is refused. Each has one text (docs/template-import.md lists them) that the import
// screen shows as it is, and the HTTP status a route answers with through the app's error handler.

export const IMPORT_LIMITS = {
  /** Largest file accepted, in bytes (10 MB). */
  fileBytes: 10 * 1024 * 1024,
  /** Most parts (zip entries) a package may hold. */
  entries: 2_000,
  /** Largest total of the parts' unpacked sizes, in bytes (50 MB). */
  unpackedBytes: 50 * 1024 * 1024,
  /** Parts larger than this (1 MB unpacked) must not compress more than `ratio` times. */
  ratioFromBytes: 1024 * 1024,
  ratio: 100,
  /** Largest total of the XML parts' unpacked sizes, in bytes: parsing and converting cost about 60 times this in memory. */
  xmlBytes: WORD_IMPORT_MAX_XML_BYTES,
  /** Most paragraphs converted, counted before converting. */
  paragraphs: WORD_IMPORT_MAX_PARAGRAPHS,
} as const;

const MB = 1024 * 1024;

const NOT_WORD = 'The file is not a Word document (.docx)';

/** Every refusal, by code: its text and status. */
export const IMPORT_REFUSALS = {
  'empty-file': { status: 400, detail: `${NOT_WORD}: it is empty.` },
  'too-large': { status: 413, detail: 'The file is larger than 10 MB, the most a Word import takes.' },
  pdf: { status: 415, detail: `${NOT_WORD}: it is a PDF.` },
  'not-zip': { status: 415, detail: `${NOT_WORD}.` },
  'no-document': { status: 415, detail: `${NOT_WORD}: the package has no word/document.xml.` },
  'not-word': { status: 415, detail: `${NOT_WORD}: it is another kind of Office file.` },
  encrypted: {
    status: 422,
    detail:
      'The Word document is password-protected. Remove the password in Word, save, and import it again.',
  },
  'legacy-doc': {
    status: 415,
    detail: 'The file is an older Word document (.doc). Save it as .docx in Word and import it again.',
  },
  macros: {
    status: 422,
    detail:
      'The file is a macro-enabled Word document (.docm). Save it as a Word Document (.docx) without macros and import it again.',
  },
  'too-many-parts': {
    status: 422,
    detail: `The Word file has more than ${IMPORT_LIMITS.entries.toLocaleString('en-US')} parts, more than a document holds; it was not unpacked.`,
  },
  'too-big-unpacked': {
    status: 422,
    detail: 'The Word file would unpack to more than 50 MB, more than a document holds; it was not unpacked.',
  },
  'compression-ratio': {
    status: 422,
    detail:
      'The Word file holds a part that claims to compress more than 100 times, as zip bombs do; it was not unpacked.',
  },
  'too-much-xml': {
    status: 413,
    detail: `The Word file holds more than ${IMPORT_LIMITS.xmlBytes / MB} MB of text and formatting (XML), the most a Word import reads; split the document and import each part.`,
  },
  'too-many-paragraphs': {
    status: 413,
    detail: `The Word document has more than ${IMPORT_LIMITS.paragraphs.toLocaleString('en-US')} paragraphs, the most a Word import converts; split the document and import each part.`,
  },
  'encrypted-zip': { status: 422, detail: 'The Word file has encrypted parts, which cannot be read.' },
  damaged: { status: 422, detail: 'The Word file is damaged and cannot be read.' },
  doctype: {
    status: 422,
    detail:
      'The Word file holds XML with a DOCTYPE or ENTITY declaration, which Word never writes; it was not read.',
  },
  'bad-xml': { status: 422, detail: 'The Word file is damaged: one of its parts is not well-formed XML.' },
} as const;

export type ImportRefusal = keyof typeof IMPORT_REFUSALS;

/** A Word file refused, or an import's input that cannot be used: `code` says which, `detail` says it to a person. */
export class DocxImportError extends HttpError {
  constructor(
    readonly code: ImportRefusal | 'bad-mapping',
    detail?: string,
  ) {
    const known = code === 'bad-mapping' ? undefined : IMPORT_REFUSALS[code];
    super(known?.status ?? 422, detail ?? known?.detail ?? 'The Word file cannot be imported.');
    this.name = 'DocxImportError';
  }
}
