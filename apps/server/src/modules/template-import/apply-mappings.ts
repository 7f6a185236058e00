import { customFieldNameProblem, fieldMarker, isFieldId } from '@lexdraft/core';
import { sanitizeDocumentHtml } from '../../lib/html-sanitizer.js';
import type { ConvertedDocx } from './convert-docx.js';
import type { ImportedFooter, ImportedHeader, ImportedLetterhead } from './header-footer.js';
import { escapeHtml, IMAGE_SRC_PREFIX } from './html-pass.js';
import { DocxImportError } from './import-error.js';

/** Each placeholder's `text` mapped to a field id, or to null to leave it as text (spec section 5). */
export type PlaceholderMappings = Readonly<Record<string, string | null>>;

export type ApplyOptions = {
  /** Mappings from the import form; a placeholder left out takes its suggested field. */
  mappings?: PlaceholderMappings;
  /** Each stored image's URL by the `src` it had (ImportedImage.src); an image with none is left out. */
  imageUrls?: Readonly<Record<string, string>>;
};

/** What the template is written from: sanitized editor HTML with merge fields, and the layout found. */
export type AppliedImport = {
  html: string;
  header: ImportedHeader | null;
  footer: ImportedFooter | null;
  letterhead: ImportedLetterhead | null;
  /** The fields the body, header and footer use, in order of first use. */
  fields: string[];
};

const MARKED = /<mark data-placeholder="(\d+)">([^<]*)<\/mark>/g;
const IMAGE = new RegExp(`<img ([^>]*)src="(${IMAGE_SRC_PREFIX}\\d+)"([^>]*)>`, 'g');

/**
 * The final HTML of a converted file: each placeholder mapped to a field becomes the editor's
 * merge-field span (`<span data-merge-field="id">{{id}}</span>`), one mapped to null stays as the
 * text it was, and one the mappings leave out takes its suggested field. Images take their stored
 * URLs. Body, header and footer content are sanitized against the editor's allow-list. Throws
 * DocxImportError('bad-mapping') for a mapping to a name that is not a valid field name.
 */
export function applyMappings(converted: ConvertedDocx, options: ApplyOptions = {}): AppliedImport {
  const mappings = options.mappings ?? {};
  for (const [text, field] of Object.entries(mappings)) {
    if (field !== null && !isFieldId(field)) {
      const problem = customFieldNameProblem(field.trim()) ?? 'it has spaces around it';
      throw new DocxImportError(
        'bad-mapping',
        `Placeholder "${text}" is mapped to "${field}", which is not a valid field name: ${problem}.`,
      );
    }
  }
  const fieldOf = converted.placeholders.map((placeholder) =>
    Object.hasOwn(mappings, placeholder.text)
      ? (mappings[placeholder.text] ?? null)
      : placeholder.suggested_field,
  );
  const fields: string[] = [];
  const urls = options.imageUrls ?? {};
  const finish = (html: string) => {
    const mapped = html
      .replace(MARKED, (_, index: string, shown: string) => {
        const field = fieldOf[Number(index)];
        if (field === undefined || field === null) return shown;
        if (!fields.includes(field)) fields.push(field);
        return `<span data-merge-field="${escapeHtml(field)}">${escapeHtml(fieldMarker(field))}</span>`;
      })
      .replace(IMAGE, (_, before: string, src: string, after: string) => {
        const url = urls[src];
        return url === undefined ? '' : `<img ${before}src="${escapeHtml(url)}"${after}>`;
      });
    const clean = sanitizeDocumentHtml(mapped);
    if (!clean.ok)
      throw new DocxImportError('damaged', 'The Word document nests its content too deeply to be imported.');
    return clean.blank ? '' : clean.html;
  };

  const html = finish(converted.html);
  const header = converted.header && {
    ...converted.header,
    logo:
      converted.header.logo && urls[converted.header.logo.url] !== undefined
        ? { ...converted.header.logo, url: urls[converted.header.logo.url] as string }
        : null,
    content: finish(converted.header.content),
  };
  const footer = converted.footer && { ...converted.footer, content: finish(converted.footer.content) };
  const letterheadUrl = converted.letterhead && urls[converted.letterhead.image_url];
  const letterhead =
    converted.letterhead && letterheadUrl ? { ...converted.letterhead, image_url: letterheadUrl } : null;
  return { html, header, footer, letterhead, fields };
}
