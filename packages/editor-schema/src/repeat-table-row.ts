import { TableRow } from '@tiptap/extension-table';

/**
 * TableKit's row with a repeat: `<tr data-each="LIST" data-as="NAME">` prints once per item of the
 * list; a row without them is an ordinary row (both null, nothing written).
 */
export const RepeatTableRow = TableRow.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      each: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-each'),
        renderHTML: (attributes) => (attributes.each === null ? {} : { 'data-each': attributes.each }),
      },
      as: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-as'),
        renderHTML: (attributes) => (attributes.as === null ? {} : { 'data-as': attributes.as }),
      },
    };
  },
});
