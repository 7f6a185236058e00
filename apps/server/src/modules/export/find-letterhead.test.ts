import { describe, expect, it } from 'vitest';
import { findLetterhead, legacyLetterhead } from './find-letterhead.js';

const ORG = '11111111-1111-4111-8111-111111111111';
const image = (n: number) => `/api/docs/assets/${ORG}/2222222${n}-2222-4222-8222-222222222222.png`;
const content = (letterhead: unknown) => ({ ckeditor_html: '<p></p>', metadata: { letterhead } });

describe('findLetterhead', () => {
  it("takes the content's letterhead, checked by the contract's schema", () => {
    const stored = { image_url: image(1), position: 'left', width: 300, height: 90 };
    expect(findLetterhead(content(stored), { letterhead: { image_url: image(2) } })).toEqual(stored);
    // One the schema refuses counts as none, as the editor shows it: the older place is not used then.
    expect(
      findLetterhead(content({ image_url: image(1), width: 'wide' }), { letterhead: { url: image(2) } }),
    ).toBeNull();
  });

  it("else the document's own, in the older shapes", () => {
    expect(
      findLetterhead(
        { ckeditor_html: '<p></p>' },
        { letterhead: { url: image(3), position: 'top', width: 900, height: 10.4 } },
      ),
    ).toEqual({
      image_url: image(3),
      position: 'center',
      width: 500,
      height: 50,
    });
    expect(findLetterhead(null, { letterhead: { image_url: image(4), enabled: true } })).toEqual({
      image_url: image(4),
      position: 'center',
      width: 200,
      height: 100,
    });
  });

  it('finds none in anything else', () => {
    for (const metadata of [
      {},
      { letterhead: null },
      { letterhead: 'letterhead.png' },
      { letterhead: { url: 'https://firm.example/letterhead.png' } },
      { letterhead: { image_url: 'data:image/png;base64,AAAA' } },
      null,
    ])
      expect(legacyLetterhead(metadata?.letterhead), JSON.stringify(metadata)).toBeNull();
    expect(findLetterhead({}, 'metadata')).toBeNull();
  });
});
