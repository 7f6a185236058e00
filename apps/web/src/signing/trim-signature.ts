import { SIGNATURE_IMAGE_MAX_BYTES } from '@lexdraft/core';

// A drawn signature leaves the page as a PNG data URL cut to its ink, within the contract's limit
// (signingSignBody: the data URL's base64 of at most SIGNATURE_IMAGE_MAX_BYTES bytes).

const PREFIX = 'data:image/png;base64,';
/** The longest data URL the server takes. */
export const SIGNATURE_DATA_URL_MAX_LENGTH = PREFIX.length + Math.ceil(SIGNATURE_IMAGE_MAX_BYTES / 3) * 4;
// Wider than any stamp needs; a pad on a 3x phone screen is larger.
const MAX_EXPORT_WIDTH = 1200;
// Clear space kept around the ink, in canvas pixels, so that no stroke touches the edge.
const MARGIN = 6;

/** A rectangle in canvas pixels. */
export interface InkBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest rectangle holding every pixel with any ink (alpha above 0); null for a blank canvas. */
export function inkBounds(rgba: Uint8ClampedArray, width: number, height: number): InkBounds | null {
  let top = height;
  let left = width;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      if ((rgba[row + x * 4 + 3] ?? 0) === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** `bounds` grown by `margin` on each side, kept inside a canvas of the given size. */
export function withMargin(bounds: InkBounds, margin: number, width: number, height: number): InkBounds {
  const x = Math.max(0, bounds.x - margin);
  const y = Math.max(0, bounds.y - margin);
  return {
    x,
    y,
    width: Math.min(width, bounds.x + bounds.width + margin) - x,
    height: Math.min(height, bounds.y + bounds.height + margin) - y,
  };
}

/**
 * The drawing cut to its ink as a transparent PNG data URL, scaled down until it is within the
 * server's limit; null when nothing is drawn (or the browser cannot read the canvas).
 */
export function exportSignature(canvas: HTMLCanvasElement): string | null {
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return null;
  const ink = inkBounds(
    context.getImageData(0, 0, canvas.width, canvas.height).data,
    canvas.width,
    canvas.height,
  );
  if (!ink) return null;
  const cut = withMargin(ink, MARGIN, canvas.width, canvas.height);
  let scale = Math.min(1, MAX_EXPORT_WIDTH / cut.width);
  for (;;) {
    const out = document.createElement('canvas');
    out.width = Math.max(1, Math.round(cut.width * scale));
    out.height = Math.max(1, Math.round(cut.height * scale));
    const drawing = out.getContext('2d');
    if (!drawing) return null;
    drawing.imageSmoothingQuality = 'high';
    drawing.drawImage(canvas, cut.x, cut.y, cut.width, cut.height, 0, 0, out.width, out.height);
    const url = out.toDataURL('image/png');
    if (url.length <= SIGNATURE_DATA_URL_MAX_LENGTH || out.width <= 50) return url;
    scale *= 0.7;
  }
}
