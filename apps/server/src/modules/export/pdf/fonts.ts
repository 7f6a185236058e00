import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The typefaces a printed document uses, shipped with the app as npm packages (both under the SIL
// Open Font License) and inlined as data URLs, so that a PDF looks the same on every machine and
// the renderer loads nothing. Gelasio is metric-compatible with Georgia, the editor's serif, so
// lines break where they did on screen; Arimo (Arial's metrics) sets the page numbers.

export const SERIF = "'Gelasio', Georgia, 'Times New Roman', serif";
export const SANS = "'Arimo', Arial, Helvetica, sans-serif";

type Face = { pkg: string; files: string[]; subsets: string[] };

const FACES: Face[] = [
  {
    pkg: '@fontsource/gelasio',
    files: ['400', '400-italic', '600', '600-italic', '700', '700-italic'],
    subsets: ['latin', 'latin-ext', 'vietnamese'],
  },
  { pkg: '@fontsource/arimo', files: ['400', '700'], subsets: ['latin', 'latin-ext'] },
];

const require = createRequire(import.meta.url);
// Each rule of a Fontsource stylesheet follows a comment naming it: /* gelasio-latin-400-normal */.
const RULE = /\/\* ([\w-]+) \*\/\s*@font-face \{([^}]*)\}/g;
const SOURCE = /src: url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)[^;]*;/;

function faceRules({ pkg, files, subsets }: Face): string[] {
  const directory = path.dirname(require.resolve(`${pkg}/package.json`));
  const family = path.basename(pkg);
  const wanted = (name: string) =>
    subsets.some((subset) => new RegExp(`^${family}-${subset}-\\d+-(normal|italic)$`).test(name));
  return files.flatMap((file) =>
    Array.from(readFileSync(path.join(directory, `${file}.css`), 'utf8').matchAll(RULE))
      .filter(([, name]) => wanted(name!))
      .map(([, , body]) => {
        const woff2 = SOURCE.exec(body!)?.[1];
        if (!woff2) throw new Error(`${pkg}/${file}.css: no woff2 source`);
        const data = readFileSync(path.join(directory, 'files', woff2)).toString('base64');
        return `@font-face {${body!.replace(SOURCE, `src: url(data:font/woff2;base64,${data}) format('woff2');`)}}`;
      }),
  );
}

let css: string | undefined;

/** The @font-face rules of the print typefaces, with the fonts inline; read from disk once. */
export function fontFaceCss(): string {
  css ??= FACES.flatMap(faceRules).join('\n');
  return css;
}
