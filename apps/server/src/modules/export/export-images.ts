import { imageSize } from 'image-size';
import type { Db } from '../../db/client.js';
import { type AssetStore, readOwnAsset } from '../assets/read-own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import type { ExportImage } from './export-document.js';

// Images for an export, read from the firm's own storage only (assets/read-own-asset.ts): a URL
// that is not one of its assets is left out, never fetched.

// EXIF orientations 5 to 8 turn the picture a quarter: it then shows with width and height swapped.
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/** The size in pixels the image shows at, read from its bytes; undefined when they cannot be read. */
export function pixelSize(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!(width > 0 && height > 0)) return undefined;
    return orientation && QUARTER_TURNS.has(orientation)
      ? { width: height, height: width }
      : { width, height };
  } catch {
    return undefined;
  }
}

/** Reads images of the caller's organization, each URL once. */
export function exportImageReader(db: Db, ctx: ServiceContext, store: AssetStore) {
  const read = new Map<string, Promise<ExportImage | null>>();
  const load = async (url: string): Promise<ExportImage | null> => {
    const image = await readOwnAsset(db, ctx, store, url);
    if (!image) return null;
    const size = pixelSize(image.bytes);
    return size ? { ...image, ...size } : null;
  };
  return (url: string): Promise<ExportImage | null> => {
    let pending = read.get(url);
    if (!pending) {
      pending = load(url);
      read.set(url, pending);
    }
    return pending;
  };
}
