import { CSS_LENGTH } from '@lexdraft/core';
import { FontSize } from '@tiptap/extension-text-style';

/** Keeps only font sizes core's allow-list stores; "medium" or calc() from pasted HTML fall back to the default. */
export function allowedFontSize(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.trim().toLowerCase();
  return CSS_LENGTH.test(compact) ? compact : null;
}

/** FontSize (on textStyle) that parses and renders only lengths the server will keep. */
export const LengthFontSize = FontSize.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          fontSize: {
            default: null,
            parseHTML: (element) => allowedFontSize(element.style.fontSize),
            renderHTML: (attributes) => {
              const fontSize = allowedFontSize(attributes.fontSize);
              return fontSize ? { style: `font-size: ${fontSize}` } : {};
            },
          },
        },
      },
    ];
  },
});
