import mammoth from 'mammoth';
import { DROPPED_IMAGE_SRC } from './html-pass.js';
import type { ImageCollector } from './import-images.js';
import type { DocxPackage } from './read-package.js';

// mammoth converts the body (and each header or footer, given as a document of its own) from the
// package already unpacked and checked: it is handed the parts through its zip-file interface (the
// `file` input its own embedStyleMap uses), with the parts the OOXML pass rewrote in place of the
// originals, so it never unzips the upload itself.

// Word's underline and strikethrough, and the Title and Subtitle styles, which mammoth's default map leaves out.
const STYLE_MAP = [
  'u => u',
  'strike => s',
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
];

type ZipFile = {
  exists: (name: string) => boolean;
  read: (name: string, encoding?: string) => Promise<string | Uint8Array>;
  write: () => void;
  toArrayBuffer: () => Promise<ArrayBuffer>;
};

const utf8 = new TextDecoder('utf-8');

/** mammoth's HTML for the package with `overrides` (path -> XML text) in place of its parts. */
export async function runMammoth(
  pkg: DocxPackage,
  overrides: ReadonlyMap<string, string>,
  images: ImageCollector,
  warn: (message: string) => void,
): Promise<string> {
  const file: ZipFile = {
    exists: (name) => overrides.has(name) || pkg.parts.has(name),
    read: async (name, encoding) => {
      const text = overrides.get(name) ?? pkg.xml.get(name);
      const bytes = pkg.parts.get(name);
      if (encoding === 'base64') return Buffer.from(bytes ?? new Uint8Array()).toString('base64');
      if (encoding) return text ?? utf8.decode(bytes);
      return bytes ?? new Uint8Array();
    },
    write: () => {},
    toArrayBuffer: async () => new ArrayBuffer(0),
  };
  const convertImage = mammoth.images.imgElement(async (image) => {
    const bytes = await image.read();
    const kept = images.add(new Uint8Array(bytes), 'body');
    if (kept) return { src: kept.src };
    warn(`An image (${image.contentType}) is in a format the editor cannot show and was left out.`);
    return { src: DROPPED_IMAGE_SRC };
  });
  // `file` is mammoth's own zip-file input, not in its typings.
  const input = { file } as unknown as Parameters<typeof mammoth.convertToHtml>[0];
  const result = await mammoth.convertToHtml(input, { styleMap: STYLE_MAP, convertImage });
  return result.value;
}
