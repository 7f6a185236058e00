import type { Editor } from '@tiptap/core';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BoldIcon,
  ItalicIcon,
  ListIcon,
  ListOrderedIcon,
  type LucideIcon,
  MinusIcon,
  Redo2Icon,
  ScissorsLineDashedIcon,
  SquareDashedTextIcon,
  StrikethroughIcon,
  TableIcon,
  UnderlineIcon,
  Undo2Icon,
} from 'lucide-react';

/** One editing command as the toolbar and the menu bar show it. */
export interface EditorAction {
  label: string;
  icon: LucideIcon;
  /** TipTap key notation ("Mod-b"), shown in menus and tooltips. */
  shortcut?: string;
  run: (editor: Editor) => boolean;
  /** Pressed state, for toggles such as bold. */
  isActive?: (editor: Editor) => boolean;
  /** False when the command cannot apply here (nothing to undo, not in a table). */
  canRun?: (editor: Editor) => boolean;
}

// Every command returns focus to the page: the user clicked a button, their next keystroke is text.
const chain = (editor: Editor) => editor.chain().focus();

export const historyActions = {
  undo: {
    label: 'Undo',
    icon: Undo2Icon,
    shortcut: 'Mod-z',
    run: (editor) => chain(editor).undo().run(),
    canRun: (editor) => editor.can().undo(),
  },
  redo: {
    label: 'Redo',
    icon: Redo2Icon,
    shortcut: 'Mod-Shift-z',
    run: (editor) => chain(editor).redo().run(),
    canRun: (editor) => editor.can().redo(),
  },
} satisfies Record<string, EditorAction>;

export const selectAllAction: EditorAction = {
  label: 'Select all',
  icon: SquareDashedTextIcon,
  shortcut: 'Mod-a',
  run: (editor) => chain(editor).selectAll().run(),
};

export const markActions = {
  bold: {
    label: 'Bold',
    icon: BoldIcon,
    shortcut: 'Mod-b',
    run: (editor) => chain(editor).toggleBold().run(),
    isActive: (editor) => editor.isActive('bold'),
  },
  italic: {
    label: 'Italic',
    icon: ItalicIcon,
    shortcut: 'Mod-i',
    run: (editor) => chain(editor).toggleItalic().run(),
    isActive: (editor) => editor.isActive('italic'),
  },
  underline: {
    label: 'Underline',
    icon: UnderlineIcon,
    shortcut: 'Mod-u',
    run: (editor) => chain(editor).toggleUnderline().run(),
    isActive: (editor) => editor.isActive('underline'),
  },
  strike: {
    label: 'Strikethrough',
    icon: StrikethroughIcon,
    shortcut: 'Mod-Shift-s',
    run: (editor) => chain(editor).toggleStrike().run(),
    isActive: (editor) => editor.isActive('strike'),
  },
} satisfies Record<string, EditorAction>;

export const listActions = {
  bulletList: {
    label: 'Bulleted list',
    icon: ListIcon,
    shortcut: 'Mod-Shift-8',
    run: (editor) => chain(editor).toggleBulletList().run(),
    isActive: (editor) => editor.isActive('bulletList'),
  },
  orderedList: {
    label: 'Numbered list',
    icon: ListOrderedIcon,
    shortcut: 'Mod-Shift-7',
    run: (editor) => chain(editor).toggleOrderedList().run(),
    isActive: (editor) => editor.isActive('orderedList'),
  },
} satisfies Record<string, EditorAction>;

const OTHER_ALIGNMENTS = ['center', 'right', 'justify'] as const;

export const alignActions = {
  alignLeft: {
    label: 'Align left',
    icon: AlignLeftIcon,
    shortcut: 'Mod-Shift-l',
    // Left is the default, stored as no alignment at all so the HTML stays minimal.
    run: (editor) => chain(editor).unsetTextAlign().run(),
    isActive: (editor) => !OTHER_ALIGNMENTS.some((textAlign) => editor.isActive({ textAlign })),
  },
  alignCenter: {
    label: 'Align center',
    icon: AlignCenterIcon,
    shortcut: 'Mod-Shift-e',
    run: (editor) => chain(editor).setTextAlign('center').run(),
    isActive: (editor) => editor.isActive({ textAlign: 'center' }),
  },
  alignRight: {
    label: 'Align right',
    icon: AlignRightIcon,
    shortcut: 'Mod-Shift-r',
    run: (editor) => chain(editor).setTextAlign('right').run(),
    isActive: (editor) => editor.isActive({ textAlign: 'right' }),
  },
  alignJustify: {
    label: 'Justify',
    icon: AlignJustifyIcon,
    shortcut: 'Mod-Shift-j',
    run: (editor) => chain(editor).setTextAlign('justify').run(),
    isActive: (editor) => editor.isActive({ textAlign: 'justify' }),
  },
} satisfies Record<string, EditorAction>;

export const insertActions = {
  table: {
    label: 'Table',
    icon: TableIcon,
    run: (editor) => chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  pageBreak: {
    label: 'Page break',
    icon: ScissorsLineDashedIcon,
    shortcut: 'Mod-Enter',
    run: (editor) => chain(editor).setPageBreak().run(),
  },
  horizontalRule: {
    label: 'Horizontal rule',
    icon: MinusIcon,
    run: (editor) => chain(editor).setHorizontalRule().run(),
  },
} satisfies Record<string, EditorAction>;

/** An action that opens something (a dialog, the file picker, a panel) rather than editing the document. */
export function openerAction(label: string, icon: LucideIcon, open: () => void): EditorAction {
  return {
    label,
    icon,
    run: () => {
      open();
      return true;
    },
  };
}
