import { createHash } from 'node:crypto';
import { detectImageType } from '../assets/image-types.js';
import { IMAGE_SRC_PREFIX } from './html-pass.js';

/** An image of the Word file, for the caller to store as an asset before the import is written. */
export type ImportedImage = {
  /** The src the HTML (or the logo or letterhead) carries until the caller replaces it with the asset's URL. */
  src: string;
  /** An image of the body, the header's logo, or the letterhead. */
  role: 'body' | 'logo' | 'letterhead';
  /** image/png, image/jpeg, image/gif or image/webp, read from its bytes. */
  contentType: string;
  extension: string;
  bytes: Uint8Array;
};

/** The images met while converting, each kept once however often the document shows it. */
export class ImageCollector {
  readonly images: ImportedImage[] = [];
  private readonly byDigest = new Map<string, ImportedImage>();

  /** The image for these bytes, or undefined when the editor cannot show their format (EMF, TIFF, SVG...). */
  add(bytes: Uint8Array, role: ImportedImage['role']): ImportedImage | undefined {
    const type = detectImageType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (type === undefined) return undefined;
    const digest = `${role}:${createHash('sha256').update(bytes).digest('hex')}`;
    const known = this.byDigest.get(digest);
    if (known) return known;
    const image: ImportedImage = {
      src: `${IMAGE_SRC_PREFIX}${this.images.length}`,
      role,
      contentType: type.mime,
      extension: type.extension,
      bytes,
    };
    this.images.push(image);
    this.byDigest.set(digest, image);
    return image;
  }
}
