import sharp from 'sharp';
import type { ExportDocument, ExportImage } from '../export-document.js';
import { wordImageType } from './images.js';

// Word takes PNG, JPEG, GIF and BMP pictures; uploads may also be WebP, which it does not. A WebP
// image is turned into a PNG of the same picture (sharp, libvips) before the Word file is built,
// so a firm's WebP logo, letterhead or photo is in the Word file as it is in the PDF.

// An upload is at most 5 MB, and its pixels were not counted; a WebP that claims more than this
// (a decompression bomb) is not decoded and stays out of the file.
const MOST_PIXELS = 40_000_000;

async function wordImage(image: ExportImage): Promise<ExportImage> {
  if (wordImageType(image.contentType) || image.contentType !== 'image/webp') return image;
  try {
    const bytes = await sharp(image.bytes, { limitInputPixels: MOST_PIXELS }).png().toBuffer();
    return { ...image, bytes, contentType: 'image/png' };
  } catch {
    // A file that does not decode is left out, as an image missing from storage is.
    return image;
  }
}

/** The document with each of its images in a format Word shows. */
export async function withWordImages(doc: ExportDocument): Promise<ExportDocument> {
  const all = [...doc.images.values(), doc.logo, doc.letterhead?.image];
  if (!all.some((image) => image?.contentType === 'image/webp')) return doc;
  const [images, logo, letterheadImage] = await Promise.all([
    Promise.all([...doc.images].map(async ([src, image]) => [src, await wordImage(image)] as const)),
    doc.logo && wordImage(doc.logo),
    doc.letterhead && wordImage(doc.letterhead.image),
  ]);
  return {
    ...doc,
    images: new Map(images),
    logo,
    letterhead: doc.letterhead && letterheadImage ? { ...doc.letterhead, image: letterheadImage } : null,
  };
}
