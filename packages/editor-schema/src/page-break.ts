import { mergeAttributes, Node } from '@tiptap/core';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';

/** Options of the page-break node. */
export interface PageBreakOptions {
  /** Extra attributes on the rendered div (kept empty so stored HTML stays inside the allow-list). */
  HTMLAttributes: Record<string, string>;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pageBreak: {
      /** Inserts a page break at the selection. */
      setPageBreak: () => ReturnType;
    };
  }
}

/**
 * Moves the caret from a just-inserted break into a new empty paragraph after it, as if the break
 * had split its block there: the next keystroke then types after the break instead of replacing it.
 */
function placeCaretAfterBreak(tr: Transaction, breakName: string): void {
  const { selection } = tr;
  // insertContent leaves the caret in the text after the break when its block went on after the
  // caret; it selects the break itself only when nothing followed (end of a block, empty block).
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== breakName) return;
  const after = selection.to;
  const $after = tr.doc.resolve(after);
  const blockType = $after.parent.contentMatchAt($after.index()).defaultType;
  if (!blockType?.isTextblock) return;
  tr.insert(after, blockType.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
}

// The exact shape core's allow-list and the exporters expect; anything else would be stripped on save.
const PAGE_BREAK_ATTRIBUTES = { 'data-page-break': 'true', class: 'page-break' };

/** A forced page break: a block atom stored as `<div data-page-break="true" class="page-break"></div>`. */
export const PageBreak = Node.create<PageBreakOptions>({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  // Above hardBreak and the core keymap, which both claim Mod-Enter.
  priority: 110,

  addOptions() {
    return { HTMLAttributes: {} };
  },

  parseHTML() {
    return [{ tag: 'div[data-page-break]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, PAGE_BREAK_ATTRIBUTES)];
  },

  // Plain-text exports and clipboard text mark the break with a form feed, the plain-text page break.
  renderText() {
    return '\f';
  },

  addCommands() {
    return {
      setPageBreak:
        () =>
        ({ chain }) =>
          chain()
            .insertContent({ type: this.name })
            // insertContent selects the break itself when nothing follows it in its block: typing
            // would then replace the break. The caret goes after it, as in a word processor.
            .command(({ tr, dispatch }) => {
              if (dispatch) placeCaretAfterBreak(tr, this.name);
              return true;
            })
            .run(),
    };
  },

  addKeyboardShortcuts() {
    return {
      // Inside a code block Mod-Enter keeps its meaning (leave the block).
      'Mod-Enter': () => !this.editor.isActive('codeBlock') && this.editor.commands.setPageBreak(),
    };
  },
});
