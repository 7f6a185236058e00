import type { JSONContent } from '@tiptap/core';
import { ImageRun } from 'docx';
import type { ExportDocument, ExportImage } from '../export-document.js';
import { attr } from './node-json.js';
import { xmlSafeText } from './text.js';
import type { PackageParts } from './zip-package.js';

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

/**
 * The pictures of one Word file. The docx package keys each picture by a SHA-1 of its bytes,
 * computed in JavaScript when an ImageRun is made: about 4 ms for a 337 KB letterhead, and again
 * for every header the logo shows in. Each image is given to it instead as a short stand-in, one
 * per image of this file (so an image shown twice is stored once, as docx would), and `fill` puts
 * the image's bytes in place of its stand-in once the package's parts are built.
 */
export class Pictures {
  readonly #standIns = new Map<ExportImage, Uint8Array>();
  /** Each stand-in with the bytes it stands for. */
  readonly #bytes = new Map<Uint8Array, Buffer>();
  readonly #images: ExportDocument['images'];

  /** Pictures of the document's images (the body's, by their `src`) and of any other image given. */
  constructor(images: ExportDocument['images']) {
    this.#images = images;
  }

  /** An inline picture of the image at the given size, or null when Word cannot show its format. */
  run(image: ExportImage, size: Size, description?: string): ImageRun | null {
    const type = wordImageType(image.contentType);
    if (!type) return null;
    const alt = description ? xmlSafeText(description).trim() : '';
    return new ImageRun({
      type,
      data: this.#standIn(image),
      transformation: size,
      ...(alt ? { altText: { description: alt } } : {}),
    });
  }

  /** The picture of an editor image node, fitted to the room it has, or null when it cannot be shown. */
  ofNode(node: JSONContent, maxWidthPx: number): ImageRun | null {
    // An image that is not in storage, or in a format Word cannot show, is left out.
    const image = this.#images.get(String(attr(node, 'src')));
    if (!image) return null;
    const wanted = {
      width: pixels(attr(node, 'width')) ?? undefined,
      height: pixels(attr(node, 'height')) ?? undefined,
    };
    const alt = attr(node, 'alt');
    return this.run(
      image,
      fittedSize(image, wanted, { width: maxWidthPx }),
      typeof alt === 'string' ? alt : undefined,
    );
  }

  /** The parts with each picture's bytes in its file. */
  fill(parts: PackageParts): PackageParts {
    // The package holds each picture's data as it was given, under a name of docx's choosing
    // (word/media/image1.png, ...), so a stand-in is found by what it is.
    for (const [path, data] of parts) {
      const bytes = typeof data === 'string' ? undefined : this.#bytes.get(data);
      if (bytes) parts.set(path, bytes);
    }
    return parts;
  }

  #standIn(image: ExportImage): Uint8Array {
    let standIn = this.#standIns.get(image);
    if (!standIn) {
      standIn = Buffer.from(`picture-${this.#standIns.size + 1}`);
      this.#standIns.set(image, standIn);
      this.#bytes.set(standIn, image.bytes);
    }
    return standIn;
  }
}
