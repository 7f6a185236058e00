import { mergeAttributes, Node } from '@tiptap/core';

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
          chain().insertContent({ type: this.name }).run(),
    };
  },

  addKeyboardShortcuts() {
    return {
      // Inside a code block Mod-Enter keeps its meaning (leave the block).
      'Mod-Enter': () => !this.editor.isActive('codeBlock') && this.editor.commands.setPageBreak(),
    };
  },
});
