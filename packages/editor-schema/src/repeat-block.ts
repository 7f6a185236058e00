import { Node } from '@tiptap/core';
import { SUGGESTION_NODE_MARKS } from './suggestion-marks.js';

/** Attributes of a repeatBlock node (and of a repeated table row). */
export interface RepeatAttributes {
  /** The list repeated over: a record list (`entity.owners`) or a list field (`sellers`). */
  list: string;
  /** The name each item goes by inside: `owner` makes `owner.first_name` read the item. */
  as: string;
}

/**
 * A repeat: its blocks print once for every item of the list, stored as
 * `<div data-each="LIST" data-as="NAME">…blocks…</div>`.
 */
export const RepeatBlock = Node.create({
  name: 'repeatBlock',
  group: 'block',
  content: 'block+',
  // A whole block inside may be suggested for insertion or deletion (suggestion-marks.ts).
  marks: SUGGESTION_NODE_MARKS,
  defining: true,

  addAttributes() {
    return {
      list: { default: '', parseHTML: (element) => element.getAttribute('data-each') ?? '', rendered: false },
      as: { default: '', parseHTML: (element) => element.getAttribute('data-as') ?? '', rendered: false },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-each]' }];
  },

  renderHTML({ node }) {
    const { list, as } = node.attrs as RepeatAttributes;
    return ['div', { 'data-each': list, 'data-as': as }, 0];
  },
});
