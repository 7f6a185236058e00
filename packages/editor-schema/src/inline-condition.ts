import { Mark } from '@tiptap/core';

/** Attributes of an inlineCondition mark. */
export interface InlineConditionAttributes {
  /** The condition in core's expression language. */
  expression: string;
}

/**
 * An inline condition: the text and fields it covers print only when the expression holds, stored
 * as `<span data-if="EXPR">…</span>`. A mark, so that the covered text stays ordinary text; it
 * excludes nothing, so conditions nest (`excludes: ''`). No else: a second one with `not` does that.
 */
export const InlineCondition = Mark.create({
  name: 'inlineCondition',
  excludes: '',
  // Above every other mark (links are 1000): the lowest rank, so its span wraps the others' tags and
  // a condition covering a link or bold text stays one span.
  priority: 1100,

  addAttributes() {
    return {
      expression: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-if') ?? '',
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-if]' }];
  },

  renderHTML({ mark }) {
    return ['span', { 'data-if': (mark.attrs as InlineConditionAttributes).expression }, 0];
  },
});
