import { describe, expect, it } from 'vitest';
import { fitLetterheadSize, isOrgAssetUrl, PAGE_NUMBER_FORMATS, pageNumberText } from './layout.js';

const ORG = '0b4c6a2e-1f3d-4c5b-9a8e-7d6c5b4a3f2e';
const FILE = '5f0e9d8c-7b6a-4c3d-8e2f-1a0b9c8d7e6f.png';

describe('fitLetterheadSize', () => {
  it('keeps an image that fits at its own size', () => {
    expect(fitLetterheadSize({ width: 240, height: 80 })).toEqual({ width: 240, height: 80 });
  });

  it('scales a large image down within 500 by 300, keeping its proportions', () => {
    expect(fitLetterheadSize({ width: 2000, height: 400 })).toEqual({ width: 500, height: 100 });
    expect(fitLetterheadSize({ width: 600, height: 900 })).toEqual({ width: 200, height: 300 });
  });

  it('scales a tiny image up to at least 50 by 50', () => {
    expect(fitLetterheadSize({ width: 20, height: 10 })).toEqual({ width: 100, height: 50 });
  });

  it('clamps a banner too thin to fit both limits, and falls back to the defaults without a size', () => {
    expect(fitLetterheadSize({ width: 3000, height: 60 })).toEqual({ width: 500, height: 50 });
    expect(fitLetterheadSize({ width: 0, height: 0 })).toEqual({ width: 200, height: 100 });
  });
});

describe('pageNumberText', () => {
  it('writes each format', () => {
    expect(PAGE_NUMBER_FORMATS.map((format) => pageNumberText(format, 1, 3))).toEqual([
      'Page 1 of 3',
      '1',
      'Page 1',
      '1 of 3',
    ]);
  });
});

describe('isOrgAssetUrl', () => {
  it("is true for the organization's own image URL only", () => {
    expect(isOrgAssetUrl(`/api/docs/assets/${ORG}/${FILE}`, ORG)).toBe(true);
    expect(isOrgAssetUrl(`/api/docs/assets/${FILE.slice(0, 36)}/${FILE}`, ORG)).toBe(false);
    expect(isOrgAssetUrl(`https://example.com/api/docs/assets/${ORG}/${FILE}`, ORG)).toBe(false);
    expect(isOrgAssetUrl(undefined, ORG)).toBe(false);
  });
});
