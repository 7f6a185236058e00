import { type IBaseParagraphStyleOptions, type IStylesOptions, LineRuleType } from 'docx';
import { BODY_SIZE_HALF_POINTS, BODY_SIZE_PT } from './units.js';

// Word's own styles (Normal, Heading1-6) set to the editor's typography (editor.css): Georgia at
// 12 pt with 1.6 line spacing and 0.75em after a paragraph; headings semibold at 1.75em down to
// 0.9em, 1.4em above and 0.5em below. The PDF prints Gelasio, metrically Georgia's twin, from the
// app's fonts; Word uses Georgia, or its own substitute where Georgia is missing.

export const BODY_FONT = 'Georgia';

const twips = (points: number) => Math.round(points * 20);

const HEADING_EMS = [1.75, 1.45, 1.25, 1.1, 1, 0.9] as const;

function heading(em: number, level: number): IBaseParagraphStyleOptions {
  const points = BODY_SIZE_PT * em;
  return {
    run: {
      font: BODY_FONT,
      size: Math.round(points * 2),
      bold: true,
      color: 'auto',
      ...(level === 6 ? { allCaps: true } : {}),
    },
    paragraph: {
      spacing: {
        before: twips(points * 1.4),
        after: twips(points * 0.5),
        line: 300,
        lineRule: LineRuleType.AUTO,
      },
      keepNext: true,
      keepLines: true,
      outlineLevel: level - 1,
    },
  };
}

const [h1, h2, h3, h4, h5, h6] = HEADING_EMS.map((em, index) => heading(em, index + 1));

export const DOCUMENT_STYLES: IStylesOptions = {
  default: {
    document: {
      run: { font: BODY_FONT, size: BODY_SIZE_HALF_POINTS },
      paragraph: { spacing: { after: twips(BODY_SIZE_PT * 0.75), line: 384, lineRule: LineRuleType.AUTO } },
    },
    heading1: h1,
    heading2: h2,
    heading3: h3,
    heading4: h4,
    heading5: h5,
    heading6: h6,
    // editor.css: 0.25em after a list item's paragraph.
    listParagraph: { paragraph: { spacing: { after: twips(BODY_SIZE_PT * 0.25) } } },
  },
};
