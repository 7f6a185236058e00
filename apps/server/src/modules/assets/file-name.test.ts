import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import {
  CONTROL_CHARACTER_IN_NAME,
  inlineContentDisposition,
  MAX_DISPLAY_NAME,
  nameWithExtension,
  safeDisplayName,
  uploadDisplayName,
} from './file-name.js';

const FALLBACK = 'image.png';

describe('safeDisplayName', () => {
  it.each([
    ['seal.png', 'seal.png'],
    ['..\\..\\x.png', 'x.png'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ana\\Desktop\\seal.png', 'seal.png'],
    ['scans/2024/', '2024'],
    ['se\u0000al\u0007.png', 'seal.png'],
    ['line\r\nbreak.png', 'linebreak.png'],
    ['\u202Egnp.exe', 'gnp.exe'],
    ['bad\uD800name\uDC00.png', 'badname.png'],
    ['😀 smile.png', '😀 smile.png'],
    ['  trailing dots... ', 'trailing dots'],
    ['../..', FALLBACK],
    ['\u0000\u0001', FALLBACK],
    ['\uDFFF', FALLBACK],
    ['...', FALLBACK],
  ])('keeps %j as %j', (sent, stored) => {
    expect(safeDisplayName(sent, FALLBACK)).toBe(stored);
  });

  it('cuts a very long name to 255 characters, keeping its extension and whole characters', () => {
    const long = safeDisplayName(`${'a'.repeat(10_000)}.png`, FALLBACK);
    expect(long).toBe(`${'a'.repeat(MAX_DISPLAY_NAME - 4)}.png`);
    // Counted in characters, so no emoji is cut in half.
    const emoji = safeDisplayName(`${'😀'.repeat(300)}.png`, FALLBACK);
    expect(emoji).toBe(`${'😀'.repeat(MAX_DISPLAY_NAME - 4)}.png`);
  });
});

describe('uploadDisplayName', () => {
  // Issue 29, item 5: such a name was stored cleaned ("evilN.png.html"), which is not what anyone meant.
  it.each([
    'evil\u0000N.png.html',
    'line\r\nbreak.png',
    'tab\there.png',
    'escape\u001b[31m.png',
    'bell\u0007.png',
    'delete\u007f.png',
    'c1\u0085.png',
    // What the request boundary makes of a NUL or a lone surrogate.
    'evil\uFFFDN.png.html',
  ])('refuses %j with a 422 naming the filename', (sent) => {
    expect(() => uploadDisplayName(sent, FALLBACK)).toThrow(new HttpError(422, CONTROL_CHARACTER_IN_NAME));
  });

  it('takes any other name as its cleaned display name', () => {
    expect(uploadDisplayName('../../seal.png', FALLBACK)).toBe('seal.png');
    expect(uploadDisplayName('\u202Egnp.exe', FALLBACK)).toBe('gnp.exe');
    expect(uploadDisplayName('Zoë seal.png', FALLBACK)).toBe('Zoë seal.png');
  });
});

describe('nameWithExtension', () => {
  it('gives a saved copy the extension of the real type', () => {
    expect(nameWithExtension('seal.png', 'png')).toBe('seal.png');
    expect(nameWithExtension('photo.JPEG', 'jpg')).toBe('photo.JPEG');
    expect(nameWithExtension('page.html', 'png')).toBe('page.png');
    expect(nameWithExtension('seal', 'gif')).toBe('seal.gif');
  });
});

describe('inlineContentDisposition', () => {
  it('names the file in ASCII for old clients and in UTF-8 by RFC 5987', () => {
    expect(inlineContentDisposition('seal.png')).toBe(
      `inline; filename="seal.png"; filename*=UTF-8''seal.png`,
    );
    expect(inlineContentDisposition(`Zoë's "seal" (1)*.png`)).toBe(
      `inline; filename="Zo_'s _seal_ (1)*.png"; filename*=UTF-8''Zo%C3%AB%27s%20%22seal%22%20%281%29%2A.png`,
    );
    expect(inlineContentDisposition('a\\b%41.png')).toBe(
      `inline; filename="a_b_41.png"; filename*=UTF-8''a%5Cb%2541.png`,
    );
  });
});
