import { fieldMarker, isFieldId } from '@lexdraft/core';
import { InputRule, Node, PasteRule } from '@tiptap/core';
import { Suggestion } from '@tiptap/suggestion';
import {
  createMergeFieldStorage,
  type MergeFieldStorage,
  registerChip,
  unregisterChip,
} from './merge-field-display';
import { type MergeFieldSuggestionRender, mergeFieldSuggestion } from './merge-field-suggestion';

/** Options of the mergeField node. */
export interface MergeFieldOptions {
  /** Renders the `{{` suggestion list; null leaves the suggestion out (schema-only editors, tests). */
  renderSuggestions: MergeFieldSuggestionRender | null;
}

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
 * marker survives in plain text, exports and HTML from elsewhere. The editor shows it through a
 * plain-DOM chip painted by merge-field-display.ts (no React per field: documents hold thousands).
 */
export const MergeField = Node.create<MergeFieldOptions, MergeFieldStorage>({
  name: 'mergeField',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { renderSuggestions: null };
  },

  addStorage() {
    return createMergeFieldStorage();
  },

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

  addNodeView() {
    return ({ node, editor }) => {
      const { id } = node.attrs as MergeFieldAttributes;
      const dom = document.createElement('span');
      dom.setAttribute('contenteditable', 'false');
      dom.dataset.mergeField = id;
      registerChip(editor, dom, id);
      return {
        dom,
        // Same field (marks may have changed around it): keep the painted chip.
        update: (next) => next.type === node.type && next.attrs.id === id,
        destroy: () => unregisterChip(editor, dom),
      };
    };
  },

  // Browsers differ on deleting a contenteditable=false span next to the caret; these make it one step.
  addKeyboardShortcuts() {
    const deleteField = (direction: 'backward' | 'forward') => () =>
      this.editor.commands.command(({ state, tr }) => {
        const { empty, $from } = state.selection;
        const node = direction === 'backward' ? $from.nodeBefore : $from.nodeAfter;
        if (!empty || node?.type !== this.type) return false;
        const from = direction === 'backward' ? $from.pos - node.nodeSize : $from.pos;
        tr.delete(from, from + node.nodeSize);
        return true;
      });
    return { Backspace: deleteField('backward'), Delete: deleteField('forward') };
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

  addProseMirrorPlugins() {
    const render = this.options.renderSuggestions;
    return render
      ? [Suggestion(mergeFieldSuggestion({ editor: this.editor, nodeName: this.name, render }))]
      : [];
  },
});
