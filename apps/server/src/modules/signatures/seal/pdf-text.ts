import { type PDFPage, type RGB, rgb } from 'pdf-lib';
import type { FontFamily, PdfFonts } from './pdf-fonts.js';

// Setting text on a PDF page with the sealing fonts: a line drawn as its font runs, text wrapped
// to a width (a word longer than the line, such as a user agent's token, is broken where it must
// be), and text cut to a width with an ellipsis.

export type TextOptions = { x: number; y: number; size: number; family: FontFamily; color?: RGB };

export const INK = rgb(0.07, 0.09, 0.15);
export const MUTED = rgb(0.29, 0.33, 0.39);

// Control characters (a newline in a user agent) would print as nothing or break the line's
// encoding: they become spaces, and runs of space one.
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/** Text as one printable line. */
export const oneLine = (text: string) => text.replace(CONTROL, ' ').trim();

/** Draws one line of text, already fitted; answers its width. */
export async function drawLine(
  page: PDFPage,
  fonts: PdfFonts,
  text: string,
  options: TextOptions,
): Promise<number> {
  const { size, family, color = INK } = options;
  let x = options.x;
  for (const run of await fonts.runs(text, family)) {
    page.drawText(run.text, { x, y: options.y, size, font: run.font, color });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
  return x - options.x;
}

/** The longest start of `text` (whole characters) that fits `maxWidth`. */
async function fittingStart(
  fonts: PdfFonts,
  text: string,
  family: FontFamily,
  size: number,
  maxWidth: number,
) {
  const characters = Array.from(text);
  let low = 1;
  let high = characters.length;
  // At least one character per line, so that wrapping always advances.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((await fonts.width(characters.slice(0, middle).join(''), family, size)) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return characters.slice(0, low).join('');
}

/** The text in lines no wider than `maxWidth`, broken between words, and inside a word only when it must. */
export async function wrapText(
  fonts: PdfFonts,
  text: string,
  family: FontFamily,
  size: number,
  maxWidth: number,
): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of oneLine(text).split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if ((await fonts.width(candidate, family, size)) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while ((await fonts.width(rest, family, size)) > maxWidth) {
      const start = await fittingStart(fonts, rest, family, size, maxWidth);
      lines.push(start);
      rest = rest.slice(start.length);
    }
    line = rest;
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

/** The text on one line no wider than `maxWidth`, cut with an ellipsis when it is wider. */
export async function fitText(
  fonts: PdfFonts,
  text: string,
  family: FontFamily,
  size: number,
  maxWidth: number,
): Promise<string> {
  const line = oneLine(text);
  if ((await fonts.width(line, family, size)) <= maxWidth) return line;
  const ellipsis = '…';
  const room = maxWidth - (await fonts.width(ellipsis, family, size));
  if (room <= 0) return '';
  return `${(await fittingStart(fonts, line, family, size, room)).trimEnd()}${ellipsis}`;
}

/** A time as the seal prints it: `2026-11-24 14:03:05 UTC`. */
export const formatUtc = (time: Date) => `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A date as a stamp prints it: `24 Nov 2026`. */
export const formatDay = (time: Date) =>
  time.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
