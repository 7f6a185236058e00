import { ASSET_URL_PREFIX } from '@lexdraft/core';

// Dot segments could climb out of the assets path once a browser resolves the URL.
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** True when `src` points at an uploaded asset of this product, the only image source documents may use. */
export function isAssetUrl(src: unknown): src is string {
  if (typeof src !== 'string' || !src.startsWith(ASSET_URL_PREFIX)) return false;
  const rest = src.slice(ASSET_URL_PREFIX.length);
  return rest !== '' && !DOT_SEGMENT.test(rest) && !/[\s"'<>\\]/.test(rest);
}
