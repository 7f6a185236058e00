import { afterEach, describe, expect, it, vi } from 'vitest';
import { firmInitials } from '@/components/layout/public-frame';
import { fieldBox } from './signature-fields';
import { exportSignature, inkBounds, SIGNATURE_DATA_URL_MAX_LENGTH, withMargin } from './trim-signature';

// The signing page's pure parts: where a field sits on a drawn page, the firm's mark, and how a
// drawing is cut to its ink and kept within the server's size limit.

function rgba(width: number, height: number, inked: [number, number][]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of inked) data[(y * width + x) * 4 + 3] = 200;
  return data;
}

describe('inkBounds', () => {
  it('is the smallest rectangle holding every inked pixel', () => {
    expect(
      inkBounds(
        rgba(10, 8, [
          [3, 2],
          [7, 5],
          [4, 6],
        ]),
        10,
        8,
      ),
    ).toEqual({ x: 3, y: 2, width: 5, height: 5 });
  });

  it('is null for a blank pad', () => {
    expect(inkBounds(rgba(10, 8, []), 10, 8)).toBeNull();
  });

  it('withMargin grows the box but stays on the canvas', () => {
    expect(withMargin({ x: 3, y: 2, width: 5, height: 5 }, 4, 10, 8)).toEqual({
      x: 0,
      y: 0,
      width: 10,
      height: 8,
    });
    expect(withMargin({ x: 30, y: 20, width: 5, height: 5 }, 4, 100, 80)).toEqual({
      x: 26,
      y: 16,
      width: 13,
      height: 13,
    });
  });
});

describe('exportSignature', () => {
  afterEach(() => vi.restoreAllMocks());

  function canvasWithInk(width: number, height: number, urlLengths: number[]) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const drawn: { width: number; height: number }[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      return {
        getImageData: () => ({
          data: rgba(width, height, [
            [100, 50],
            [700, 150],
          ]),
        }),
        drawImage: () => drawn.push({ width: this.width, height: this.height }),
      } as unknown as CanvasRenderingContext2D;
    });
    const lengths = [...urlLengths];
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(
      () => `data:image/png;base64,${'A'.repeat(lengths.shift() ?? 100)}`,
    );
    return { canvas, drawn };
  }

  it('cuts the drawing to its ink and a margin', () => {
    const { canvas, drawn } = canvasWithInk(900, 300, [100]);
    expect(exportSignature(canvas)).toMatch(/^data:image\/png;base64,A+$/);
    expect(drawn).toEqual([{ width: 601 + 12, height: 101 + 12 }]);
  });

  it('scales a drawing down until its PNG is within the server’s limit', () => {
    const { canvas, drawn } = canvasWithInk(900, 300, [SIGNATURE_DATA_URL_MAX_LENGTH, 1000]);
    const url = exportSignature(canvas);
    expect(url?.length).toBeLessThanOrEqual(SIGNATURE_DATA_URL_MAX_LENGTH);
    expect(drawn).toHaveLength(2);
    expect(drawn[1]?.width).toBeLessThan(drawn[0]?.width ?? 0);
  });

  it('is null for a blank pad', () => {
    const canvas = document.createElement('canvas');
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      getImageData: () => ({ data: rgba(300, 150, []) }),
    } as unknown as CanvasRenderingContext2D);
    expect(exportSignature(canvas)).toBeNull();
  });
});

describe('fieldBox', () => {
  it('maps a field in PDF points (origin bottom-left) through the page’s viewport', () => {
    // A page rotated 90°: pdf.js's viewport swaps the axes; the box is normalized whatever the order.
    const viewport = {
      convertToViewportRectangle: ([x1, y1, x2, y2]: number[]) => [y2, x2, y1, x1] as number[],
    };
    expect(fieldBox(viewport, { page: 1, x: 10, y: 20, width: 100, height: 40 })).toEqual({
      left: 20,
      top: 10,
      width: 40,
      height: 100,
    });
  });
});

describe('firmInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(firmInitials('Hartley & Cole LLP')).toBe('HC');
    expect(firmInitials('ávila legal')).toBe('ÁL');
    expect(firmInitials('Smith')).toBe('S');
    expect(firmInitials('42 & Co')).toBe('C');
  });
});
