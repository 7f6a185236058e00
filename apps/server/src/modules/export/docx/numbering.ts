import { AlignmentType, type ILevelsOptions, LevelFormat, type NumberingDefinition } from 'docx';

// Word numbers a list through a numbering definition (word/numbering.xml) that each of its
// paragraphs names with a level. Every list of the document (nested ones too) is its own instance,
// so that each counts from its own `start`, as the browser numbers an <ol>; instances of one
// definition share their formats and indents.

/** Word's deepest list level (levels 0 to 8). */
export const MAX_LIST_LEVEL = 8;

/** How far each list level indents its text, and how far its number hangs before it, in twips. */
const LEVEL_INDENT = 360;
export const LIST_HANGING = 360;

/** The left edge of a list item's text at a level: where the paragraphs after its first line up. */
export const listTextIndent = (level: number): number => LEVEL_INDENT * (level + 1) + LIST_HANGING;

type OrderedFormat = (typeof LevelFormat)[keyof typeof LevelFormat];

// The <ol type> values the editor keeps, and the browser's own nesting (editor.css: ol ol is lower-alpha).
const TYPE_FORMATS: Record<string, OrderedFormat> = {
  '1': LevelFormat.DECIMAL,
  a: LevelFormat.LOWER_LETTER,
  A: LevelFormat.UPPER_LETTER,
  i: LevelFormat.LOWER_ROMAN,
  I: LevelFormat.UPPER_ROMAN,
};
const NESTED_FORMATS: OrderedFormat[] = [
  LevelFormat.DECIMAL,
  LevelFormat.LOWER_LETTER,
  LevelFormat.LOWER_ROMAN,
];

// editor.css: disc, then circle; Word's usual square below that.
const BULLETS = ['\u2022', '\u25E6', '\u25AA'];

const levelIndent = (level: number) => ({
  paragraph: { indent: { left: listTextIndent(level), hanging: LIST_HANGING } },
});

function orderedLevels(format: OrderedFormat, start: number): ILevelsOptions[] {
  return Array.from({ length: MAX_LIST_LEVEL + 1 }, (_, level) => ({
    level,
    format,
    text: `%${level + 1}.`,
    start,
    alignment: AlignmentType.LEFT,
    style: levelIndent(level),
  }));
}

function bulletLevels(): ILevelsOptions[] {
  return Array.from({ length: MAX_LIST_LEVEL + 1 }, (_, level) => ({
    level,
    format: LevelFormat.BULLET,
    text: BULLETS[level % BULLETS.length],
    alignment: AlignmentType.LEFT,
    style: levelIndent(level),
  }));
}

/** What a list paragraph names: its definition, its level and the list it is in. */
export type ListNumber = { reference: string; level: number; instance: number };

/** Word counts from 0 up; the browser's negative starts have no equivalent. */
const wordStart = (start: unknown): number =>
  typeof start === 'number' && Number.isInteger(start) && start > 0
    ? Math.min(start, 32_767)
    : start === 0
      ? 0
      : 1;

/** The numbering definitions of one document, made as its lists are met. */
export class ListNumbering {
  private readonly definitions = new Map<string, NumberingDefinition>();
  private instances = 0;

  /** A new bulleted list at a level. */
  bullet(level: number): ListNumber {
    return this.list('bullet', bulletLevels, level);
  }

  /** A new ordered list at a level, counting from its `start`, in its `type` or the nesting's format. */
  ordered(level: number, start: unknown, type: unknown): ListNumber {
    const format =
      (typeof type === 'string' ? TYPE_FORMATS[type] : undefined) ??
      NESTED_FORMATS[level % NESTED_FORMATS.length] ??
      LevelFormat.DECIMAL;
    const first = wordStart(start);
    return this.list(`ordered-${format}-${first}`, () => orderedLevels(format, first), level);
  }

  /** The definitions for the document's `numbering.config`. */
  config(): NumberingDefinition[] {
    return [...this.definitions.values()];
  }

  private list(reference: string, levels: () => ILevelsOptions[], level: number): ListNumber {
    if (!this.definitions.has(reference)) this.definitions.set(reference, { reference, levels: levels() });
    this.instances += 1;
    return { reference, level: Math.min(level, MAX_LIST_LEVEL), instance: this.instances };
  }
}
