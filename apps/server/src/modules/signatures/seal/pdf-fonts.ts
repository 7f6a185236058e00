import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The typefaces sealing writes with, from the npm font packages the app ships (SIL Open Font
// License): Arimo for the certificate and the stamps' names and dates, Dancing Script for a
// signature adopted by typing. Fontsource splits each face by script into files; a text is set in
// runs, each character in the first file that has it, and a character none has prints as '?'.
// Only the files a document uses are embedded, each subset to the glyphs it uses. The WOFF files,
// not WOFF2: @pdf-lib/fontkit reads WOFF2 but its subsets of them print no glyphs.

export type FontFamily = 'sans' | 'sans-bold' | 'script';

/** A piece of text in one embedded font. */
export type TextRun = { text: string; font: PDFFont };

type FontFile = { file: string; characters: ReadonlySet<number> };

const require = createRequire(import.meta.url);
const ARIMO_SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
  'hebrew',
];
const FAMILIES: Record<FontFamily, { pkg: string; name: string; weight: number; subsets: string[] }> = {
  sans: { pkg: '@fontsource/arimo', name: 'arimo', weight: 400, subsets: ARIMO_SUBSETS },
  'sans-bold': { pkg: '@fontsource/arimo', name: 'arimo', weight: 700, subsets: ARIMO_SUBSETS },
  script: {
    pkg: '@fontsource/dancing-script',
    name: 'dancing-script',
    weight: 400,
    subsets: ['latin', 'latin-ext', 'vietnamese'],
  },
};

const files = new Map<FontFamily, FontFile[]>();

/** A family's files with the characters each holds; read from disk once. */
function familyFiles(family: FontFamily): FontFile[] {
  let found = files.get(family);
  if (!found) {
    const { pkg, name, weight, subsets } = FAMILIES[family];
    const directory = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files');
    found = subsets.map((subset) => {
      const file = path.join(directory, `${name}-${subset}-${weight}-normal.woff`);
      return { file, characters: new Set(fontkit.create(readFileSync(file)).characterSet) };
    });
    files.set(family, found);
  }
  return found;
}

const REPLACEMENT = '?';

/** The fonts of one PDF being written: embedded on first use. */
export class PdfFonts {
  private readonly embedded = new Map<string, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  private embed(file: string): Promise<PDFFont> {
    let font = this.embedded.get(file);
    if (!font) {
      font = this.doc.embedFont(readFileSync(file), { subset: true });
      this.embedded.set(file, font);
    }
    return font;
  }

  /** The text in runs of one font each. */
  async runs(text: string, family: FontFamily): Promise<TextRun[]> {
    const available = familyFiles(family);
    const pieces: { text: string; file: string }[] = [];
    for (const character of text) {
      const code = character.codePointAt(0) ?? 0;
      const holder = available.find(({ characters }) => characters.has(code));
      const piece = holder
        ? { text: character, file: holder.file }
        : { text: REPLACEMENT, file: available[0]!.file };
      const last = pieces.at(-1);
      if (last?.file === piece.file) last.text += piece.text;
      else pieces.push(piece);
    }
    return Promise.all(
      pieces.map(async ({ text: part, file }) => ({ text: part, font: await this.embed(file) })),
    );
  }

  /** The width of a text at a size, in points. */
  async width(text: string, family: FontFamily, size: number): Promise<number> {
    const runs = await this.runs(text, family);
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }
}
