import { FONT_SIZES, HEADING_LEVELS } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';

/** Value of the font-size select that removes the size ("Default" in the list). */
export const DEFAULT_FONT_SIZE = 'default';

/** The font-size choices in toolbar order (spec: 10, 12, 14, default, 18, 20, 22). */
export const FONT_SIZE_OPTIONS = FONT_SIZES.map((size) =>
  size === null
    ? { value: DEFAULT_FONT_SIZE, label: 'Default' }
    : { value: String(size), label: String(size) },
);

type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** The block-type choices: a paragraph or one of the six heading levels. */
export const BLOCK_TYPE_OPTIONS = [
  { value: 'paragraph', label: 'Paragraph' },
  ...HEADING_LEVELS.map((level) => ({ value: `h${level}`, label: `Heading ${level}` })),
];

/** The font size at the selection, as a select value: a listed size, 'default', or the raw CSS length. */
export function currentFontSize(editor: Editor): string {
  const fontSize: unknown = editor.getAttributes('textStyle').fontSize;
  if (typeof fontSize !== 'string' || fontSize === '') return DEFAULT_FONT_SIZE;
  const px = /^(\d+)px$/.exec(fontSize)?.[1];
  return px && FONT_SIZE_OPTIONS.some((option) => option.value === px) ? px : fontSize;
}

/** Applies a font-size select value; 'default' removes the size so the text follows the paragraph. */
export function applyFontSize(editor: Editor, value: string): boolean {
  const chain = editor.chain().focus();
  if (value === DEFAULT_FONT_SIZE) return chain.unsetFontSize().run();
  return chain.setFontSize(`${value}px`).run();
}

/** The block type at the selection ('paragraph', 'h1'…'h6'), or '' inside anything else. */
export function currentBlockType(editor: Editor): string {
  for (const level of HEADING_LEVELS) {
    if (editor.isActive('heading', { level })) return `h${level}`;
  }
  return editor.isActive('paragraph') ? 'paragraph' : '';
}

const isHeadingLevel = (level: number): level is HeadingLevel =>
  (HEADING_LEVELS as readonly number[]).includes(level);

/** Turns the selected blocks into a paragraph or a heading. */
export function applyBlockType(editor: Editor, value: string): boolean {
  const chain = editor.chain().focus();
  if (value === 'paragraph') return chain.setParagraph().run();
  const level = Number(value.slice(1));
  return isHeadingLevel(level) && chain.setHeading({ level }).run();
}
