import { fieldMarker, isFieldId } from '@lexdraft/core';
import { InputRule, Node, PasteRule } from '@tiptap/core';

/** Attributes of a mergeField node. */
export interface MergeFieldAttributes {
  /** The field's id, a valid name (core's isFieldId): `person.first_name`, `Closing Date`. */
  id: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mergeField: {
      /** Inserts the field `id` at the selection; fails for an invalid name. */
      insertMergeField: (id: string) => ReturnType;
    };
  }
}

// A marker whose closing "}}" was just typed (the rule runs on the typed text, so it ends the input).
const TYPED_MARKER = /\{\{([^{}]+)\}\}$/;
const MARKERS = /\{\{([^{}]+)\}\}/g;

/**
 * A merge field: an inline atom stored as `<span data-merge-field="id">{{id}}</span>`, so that the
 * marker survives in plain text, exports and HTML from elsewhere. This is the schema and its typing
 * rules only; the web editor adds its chip view and the `{{` suggestion on top.
 */
export const MergeField = Node.create({
  name: 'mergeField',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-merge-field'),
        // Written by renderHTML itself, so that the stored span carries this one attribute only.
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[data-merge-field]',
        // An invalid name stays text (its marker, if any, is kept as typed).
        getAttrs: (element) => (isFieldId(element.getAttribute('data-merge-field') ?? '') ? null : false),
      },
    ];
  },

  renderHTML({ node }) {
    const { id } = node.attrs as MergeFieldAttributes;
    return ['span', { 'data-merge-field': id }, fieldMarker(id)];
  },

  renderText({ node }) {
    return fieldMarker((node.attrs as MergeFieldAttributes).id);
  },

  addCommands() {
    return {
      insertMergeField:
        (id) =>
        ({ commands }) =>
          isFieldId(id) && commands.insertContent({ type: this.name, attrs: { id } }),
    };
  },

  addInputRules() {
    return [
      new InputRule({
        find: TYPED_MARKER,
        handler: ({ state, range, match }) => {
          const id = match[1]?.trim() ?? '';
          if (!isFieldId(id)) return null;
          // The field keeps the marks of the marker it replaces (a bold marker gives a bold field).
          const marks = state.doc.nodeAt(range.from)?.marks;
          state.tr.replaceWith(range.from, range.to, this.type.create({ id }, null, marks));
        },
        // Backspace after the new field deletes it, as after any field, rather than restoring the text.
        undoable: false,
      }),
    ];
  },

  addPasteRules() {
    return [
      new PasteRule({
        // Only valid names: one null handler would make the rule drop every replacement of the paste.
        find: (text) =>
          Array.from(text.matchAll(MARKERS)).flatMap((match) => {
            const id = match[1]?.trim() ?? '';
            return isFieldId(id) ? [{ index: match.index, text: match[0], data: { id } }] : [];
          }),
        handler: ({ state, range, match }) => {
          const marks = state.doc.nodeAt(range.from)?.marks;
          state.tr.replaceWith(range.from, range.to, this.type.create({ id: match.data?.id }, null, marks));
        },
      }),
    ];
  },
});
