import { IMAGE_DIMENSION_TIMEOUT_MS } from '@lexdraft/core';

/** An image's size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Reads an image file's size by loading it in the browser; null when it cannot be read, or not
 * within the spec's 5 s (a huge or broken file must not hold the form up).
 */
export function readImageSize(file: Blob, timeoutMs = IMAGE_DIMENSION_TIMEOUT_MS): Promise<ImageSize | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const finish = (size: ImageSize | null) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      URL.revokeObjectURL(url);
      resolve(size);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    image.onload = () =>
      finish(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => finish(null);
    image.src = url;
  });
}
