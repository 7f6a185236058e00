import { beforeAll, describe, expect, it } from 'vitest';
import { pdfWords, printDocument, renderRegion, type Word } from '../../../test/seal.js';

// Issue 29, item 2: a table fits the text width (A4 less 12 mm each side), its rules included, in
// the PDF export and in Print preview (which shows the export's own pages), and long cells wrap.
// Printed by the app's pipeline in the machine's Chromium; read back with poppler.

const PT_PER_MM = 72 / 25.4;
const A4_WIDTH = 595.28;
const TEXT_LEFT = 12 * PT_PER_MM;
const TEXT_RIGHT = A4_WIDTH - 12 * PT_PER_MM;
// Pixels to the point of the rendered strips: a 1px rule (0.75 pt) is three pixels wide.
const SCALE = 4;

const LONG = 'Indemnification'.repeat(12);

function tableHtml(widths: (number | null)[]) {
  const cell = (tag: string, text: string, index: number) => {
    const width = widths[index];
    return `<${tag}${width ? ` colwidth="${width}"` : ''}><p>${text}</p></${tag}>`;
  };
  const row = (tag: string, texts: string[]) =>
    `<tr>${texts.map((text, index) => cell(tag, text, index)).join('')}</tr>`;
  return (
    '<p>Schedule of obligations.</p><table><tbody>' +
    row('th', ['Party', 'Obligation', 'Notes']) +
    row('td', ['Client', `${LONG} and then the obligation goes on in ordinary words.`, 'x']) +
    '</tbody></table>'
  );
}

/**
 * The x (points) of the rightmost rule-coloured pixel in the strip across the row of `word`, from
 * the text's last 40 points to the page's edge; null when there is none.
 */
async function rightmostRule(pdf: Uint8Array, word: Word): Promise<number | null> {
  const from = TEXT_RIGHT - 40;
  const strip = await renderRegion(
    pdf,
    word.page,
    { x: from, y: word.yMin, width: A4_WIDTH - from, height: word.yMax - word.yMin },
    SCALE,
  );
  let rightmost: number | null = null;
  for (let y = 0; y < strip.height; y += 1) {
    for (let x = 0; x < strip.width; x += 1) {
      const at = (y * strip.width + x) * 3;
      // The rule is #c9d0da; the cells are white and the header #f3f5f8.
      const ink = strip.data[at]! + strip.data[at + 1]! + strip.data[at + 2]!;
      if (ink < 680 && (rightmost === null || x > rightmost)) rightmost = x;
    }
  }
  return rightmost === null ? null : from + (rightmost + 1) / SCALE;
}

function expectInsideTheText(words: Word[]) {
  for (const word of words) {
    expect(word.xMin, word.text).toBeGreaterThanOrEqual(TEXT_LEFT - 0.5);
    expect(word.xMax, word.text).toBeLessThanOrEqual(TEXT_RIGHT);
  }
}

describe('tables in the PDF', () => {
  let fullWidth: Uint8Array;
  let sized: Uint8Array;
  beforeAll(async () => {
    fullWidth = await printDocument(tableHtml([null, null, null]));
    // Columns the editor sized to 1200px in all, far wider than the text (703px).
    sized = await printDocument(tableHtml([200, 600, 400]));
  });

  it('draws the right rule of a full-width table inside the text width, on every row', async () => {
    const words = await pdfWords(fullWidth);
    expectInsideTheText(words);
    for (const text of ['Party', 'Client']) {
      const right = await rightmostRule(fullWidth, words.find((word) => word.text === text)!);
      expect(right, text).not.toBeNull();
      expect(right!).toBeLessThanOrEqual(TEXT_RIGHT);
      expect(right!).toBeGreaterThan(TEXT_RIGHT - 2);
    }
  });

  it('wraps a long cell, a word longer than its column included, inside its column', async () => {
    const words = await pdfWords(fullWidth);
    const obligation = words.find((word) => word.text === 'Obligation')!;
    const notes = words.find((word) => word.text === 'Notes')!;
    const long = words.filter((word) => word.text.includes('Indemnification'));
    // The word is broken over several lines, each inside the middle column.
    expect(new Set(long.map((word) => word.yMin)).size).toBeGreaterThan(2);
    for (const word of long) {
      expect(word.xMin).toBeGreaterThanOrEqual(obligation.xMin - 0.5);
      expect(word.xMax).toBeLessThan(notes.xMin);
    }
    const last = words.find((word) => word.text === 'words.')!;
    expect(last.xMax).toBeLessThan(notes.xMin);
  });

  it('shrinks columns sized wider than the text to fit it, in their proportions', async () => {
    const words = await pdfWords(sized);
    expectInsideTheText(words);
    const right = await rightmostRule(sized, words.find((word) => word.text === 'Client')!);
    expect(right).not.toBeNull();
    expect(right!).toBeLessThanOrEqual(TEXT_RIGHT);
    expect(right!).toBeGreaterThan(TEXT_RIGHT - 2);
    // 200 : 600 : 400 of the table's width; each cell's text starts 0.6em (7.2 pt) inside it.
    const width = TEXT_RIGHT - TEXT_LEFT;
    const column = (share: number) => TEXT_LEFT + share * width + 7.2;
    expect(words.find((word) => word.text === 'Obligation')!.xMin).toBeCloseTo(column(1 / 6), -0.5);
    expect(words.find((word) => word.text === 'Notes')!.xMin).toBeCloseTo(column(4 / 6), -0.5);
  });
});
