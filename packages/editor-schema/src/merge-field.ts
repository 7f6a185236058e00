import { fieldMarkerWithFormat, isFieldId, parseFormat, readFormattedField } from '@lexdraft/core';
import { InputRule, Node, PasteRule } from '@tiptap/core';

/** Attributes of a mergeField node. */
export interface MergeFieldAttributes {
  /** The field's id, a valid name (core's isFieldId): `person.first_name`, `Closing Date`. */
  id: string;
  /** How the value prints (`currency: "EUR"`, `date: "Do [day of] MMMM, YYYY"`), or null for as it is. */
  format: string | null;
  /** Only in a resolved document, never stored: the text the field prints, or null when it has no value. */
  value: string | null;
  /** Only in a resolved document: true when the format could not read the value, which prints as it is. */
  unreadable: boolean;
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

/** The field a marker's inner text names: `id`, or `id | format` with a format core can read. */
function typedField(inner: string): { id: string; format: string | null } | undefined {
  const id = inner.trim();
  if (isFieldId(id)) return { id, format: null };
  const formatted = readFormattedField(inner);
  // A format that does not read stays text while it is typed, as the server leaves it on save.
  return formatted && parseFormat(formatted.format).ok ? formatted : undefined;
}

/**
 * A merge field: an inline atom stored as `<span data-merge-field="id">{{id}}</span>`, so that the
 * marker survives in plain text, exports and HTML from elsewhere; with a format,
 * `<span data-merge-field="id" data-format="FORMAT">{{id | FORMAT}}</span>`. This is the schema and its typing
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
      format: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-format'),
        rendered: false,
      },
      // Set by the resolver only: never read from HTML nor written to it, so no stored document has them.
      value: { default: null, parseHTML: () => null, rendered: false },
      unreadable: { default: false, parseHTML: () => false, rendered: false },
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
    const { id, format } = node.attrs as MergeFieldAttributes;
    const attributes =
      format === null ? { 'data-merge-field': id } : { 'data-merge-field': id, 'data-format': format };
    return ['span', attributes, fieldMarkerWithFormat(id, format)];
  },

  renderText({ node }) {
    const { id, format } = node.attrs as MergeFieldAttributes;
    return fieldMarkerWithFormat(id, format);
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
          const field = typedField(match[1] ?? '');
          if (!field) return null;
          // The field keeps the marks of the marker it replaces (a bold marker gives a bold field).
          const marks = state.doc.nodeAt(range.from)?.marks;
          state.tr.replaceWith(range.from, range.to, this.type.create(field, null, marks));
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
            const field = typedField(match[1] ?? '');
            return field ? [{ index: match.index, text: match[0], data: field }] : [];
          }),
        handler: ({ state, range, match }) => {
          const marks = state.doc.nodeAt(range.from)?.marks;
          state.tr.replaceWith(range.from, range.to, this.type.create(match.data ?? null, null, marks));
        },
      }),
    ];
  },
});
