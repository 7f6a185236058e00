import { Node } from '@tiptap/core';
import { SUGGESTION_NODE_MARKS } from './suggestion-marks.js';

/**
 * The else part of a conditionBlock, always its last child: `<div data-else="">…blocks…</div>`.
 * Not in the block group, so it can stand nowhere else; a `div[data-else]` found outside a
 * condition is read as its plain content.
 */
export const ConditionElse = Node.create({
  name: 'conditionElse',
  content: 'block+',
  // A whole block inside may be suggested for insertion or deletion (suggestion-marks.ts).
  marks: SUGGESTION_NODE_MARKS,
  defining: true,

  parseHTML() {
    return [{ tag: 'div[data-else]', context: 'conditionBlock/' }];
  },

  renderHTML() {
    return ['div', { 'data-else': '' }, 0];
  },
});
