import { ImageRun } from 'docx';
import type { ExportImage } from '../export-document.js';
import { xmlSafeText } from './text.js';

// Images are sized in CSS pixels, as the editor and the layout settings give them; docx takes
// pixels at 96 to the inch too.

type WordImageType = 'png' | 'jpg' | 'gif' | 'bmp';

const TYPES: Record<string, WordImageType> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};

/** The image format Word embeds for a content type, or null for one it cannot show (WebP). */
export function wordImageType(contentType: string): WordImageType | null {
  return TYPES[contentType.trim().toLowerCase()] ?? null;
}

export type Size = { width: number; height: number };

/** A positive finite number of pixels from an attribute (the editor stores numbers or numeric strings), else null. */
export function pixels(value: unknown): number | null {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * The size to print an image at: the width and height asked for (one alone keeps the image's
 * aspect ratio; neither gives its own size), then scaled down, never up, to fit the limits with
 * its proportions kept.
 */
export function fittedSize(natural: Size, wanted: Partial<Size>, limits: Partial<Size>): Size {
  const ratio = natural.width > 0 && natural.height > 0 ? natural.height / natural.width : 1;
  let width = wanted.width ?? (wanted.height ? wanted.height / ratio : natural.width);
  let height = wanted.height ?? width * ratio;
  const scale = Math.min(
    1,
    limits.width ? limits.width / width : 1,
    limits.height ? limits.height / height : 1,
  );
  width *= scale;
  height *= scale;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

/** An inline picture of the image at the given size, or null when Word cannot show its format. */
export function imageRun(image: ExportImage, size: Size, description?: string): ImageRun | null {
  const type = wordImageType(image.contentType);
  if (!type) return null;
  const alt = description ? xmlSafeText(description).trim() : '';
  return new ImageRun({
    type,
    data: image.bytes,
    transformation: size,
    ...(alt ? { altText: { description: alt } } : {}),
  });
}
