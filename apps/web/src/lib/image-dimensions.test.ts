import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readImageSize } from './image-dimensions';

// jsdom loads no images: a stand-in Image class plays the browser's part, loading (or failing)
// when the test says so.
class StubImage {
  static last: StubImage | undefined;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  src = '';
  constructor() {
    StubImage.last = this;
  }
  load(width: number, height: number) {
    this.naturalWidth = width;
    this.naturalHeight = height;
    this.onload?.();
  }
}

const file = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'letterhead.png', { type: 'image/png' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', StubImage);
  URL.createObjectURL = vi.fn(() => 'blob:letterhead');
  URL.revokeObjectURL = vi.fn();
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('readImageSize', () => {
  it("answers the image's size in pixels and lets the object URL go", async () => {
    const size = readImageSize(file());
    expect(StubImage.last?.src).toBe('blob:letterhead');
    StubImage.last?.load(1200, 300);
    await expect(size).resolves.toEqual({ width: 1200, height: 300 });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:letterhead');
  });

  it('gives up after 5 s', async () => {
    const size = readImageSize(file());
    let settled = false;
    void size.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(size).resolves.toBeNull();
    // A load after the timeout changes nothing.
    StubImage.last?.load(10, 10);
    await expect(size).resolves.toBeNull();
  });

  it('answers null for a file the browser cannot read as an image', async () => {
    const size = readImageSize(file());
    StubImage.last?.onerror?.();
    await expect(size).resolves.toBeNull();
  });
});
