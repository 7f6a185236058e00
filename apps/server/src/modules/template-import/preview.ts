import type { TemplateImportPreview } from '@lexdraft/contract';
import { convertOffThread } from './convert-pool.js';
import type { ImportedImage } from './import-images.js';

// POST /docs/templates/import/preview's answer: the conversion as it is, nothing stored. Images are
// inlined as data: URLs while they are small; a larger one is left out of the preview (never out
// of the import), with a warning.

/** The largest image shown in a preview, and the most image bytes one preview inlines. */
export const PREVIEW_IMAGE_LIMITS = { imageBytes: 1024 * 1024, totalBytes: 4 * 1024 * 1024 } as const;

const IMAGE_TAG = /<img\b([^>]*?)\bsrc="(lexdraft-import-image:\d+)"([^>]*)>/g;

/** Each image's data: URL by its src, for those small enough to show; the rest are named in a warning. */
function inlineImages(images: readonly ImportedImage[], warnings: string[]): Map<string, string> {
  const urls = new Map<string, string>();
  let total = 0;
  for (const image of images) {
    const size = image.bytes.byteLength;
    if (size > PREVIEW_IMAGE_LIMITS.imageBytes || total + size > PREVIEW_IMAGE_LIMITS.totalBytes) {
      warnings.push(
        `An image (${image.contentType}, ${Math.ceil(size / 1024).toLocaleString('en-US')} KB) is too large to show in the preview; the import keeps it.`,
      );
      continue;
    }
    total += size;
    const base64 = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, size).toString('base64');
    urls.set(image.src, `data:${image.contentType};base64,${base64}`);
  }
  return urls;
}

/**
 * The preview of a Word file (docs/template-import.md, Routes): the converted body, header, footer
 * and letterhead with placeholders marked, the warnings and the placeholders. Throws
 * DocxImportError for a file that is refused.
 */
export async function previewImport(
  bytes: Uint8Array,
  options: { intelligentDetection: boolean },
): Promise<TemplateImportPreview> {
  const converted = await convertOffThread(bytes, options);
  const warnings = [...converted.warnings];
  const urls = inlineImages(converted.images, warnings);
  const withImages = (html: string) =>
    html.replace(IMAGE_TAG, (_, before: string, src: string, after: string) => {
      const url = urls.get(src);
      return url === undefined ? '' : `<img${before}src="${url}"${after}>`;
    });
  const { header, footer, letterhead } = converted;
  const logoUrl = header?.logo && urls.get(header.logo.url);
  const letterheadUrl = letterhead && urls.get(letterhead.image_url);
  return {
    html: withImages(converted.html),
    header: header && {
      ...header,
      logo: header.logo && logoUrl ? { ...header.logo, url: logoUrl } : null,
      content: withImages(header.content),
    },
    footer: footer && { ...footer, content: withImages(footer.content) },
    letterhead: letterhead && letterheadUrl ? { ...letterhead, image_url: letterheadUrl } : null,
    warnings,
    placeholders: converted.placeholders,
    logic: converted.logic,
  };
}
