import { Node } from '@tiptap/core';
import { SUGGESTION_NODE_MARKS } from './suggestion-marks.js';

/** Attributes of a conditionBlock node. */
export interface ConditionBlockAttributes {
  /** The condition in core's expression language: `entity.entity_type == "LLC"`. */
  expression: string;
}

/**
 * A block condition: its blocks print when the expression holds, else its optional conditionElse's.
 * Stored as `<div data-if="EXPR">…blocks…<div data-else="">…blocks…</div></div>`. It has no
 * renderText: its plain text is its content's, every branch included, as the editor shows them.
 */
export const ConditionBlock = Node.create({
  name: 'conditionBlock',
  group: 'block',
  content: 'block+ conditionElse?',
  // A whole block inside may be suggested for insertion or deletion (suggestion-marks.ts).
  marks: SUGGESTION_NODE_MARKS,
  defining: true,

  addAttributes() {
    return {
      expression: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-if') ?? '',
        // Written by renderHTML itself, so that the stored div carries this one attribute only.
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-if]' }];
  },

  renderHTML({ node }) {
    return ['div', { 'data-if': (node.attrs as ConditionBlockAttributes).expression }, 0];
  },
});
