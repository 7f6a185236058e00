import type { Editor } from '@tiptap/core';
import {
  BetweenHorizontalEndIcon,
  BetweenHorizontalStartIcon,
  BetweenVerticalEndIcon,
  BetweenVerticalStartIcon,
  TableCellsMergeIcon,
  TableColumnsSplitIcon,
  TablePropertiesIcon,
  TableRowsSplitIcon,
  Trash2Icon,
} from 'lucide-react';
import type { EditorAction } from './editor-actions';

// Commands return focus to the page, like every other editor action.
const chain = (editor: Editor) => editor.chain().focus();

// Row and column commands need a cell to act on; outside a table the Table menu greys them out.
const inTable = (editor: Editor) => editor.isActive('table');

/** The Table menu's commands. */
export const tableActions = {
  addRowBefore: {
    label: 'Add row above',
    icon: BetweenVerticalStartIcon,
    run: (editor) => chain(editor).addRowBefore().run(),
    canRun: inTable,
  },
  addRowAfter: {
    label: 'Add row below',
    icon: BetweenVerticalEndIcon,
    run: (editor) => chain(editor).addRowAfter().run(),
    canRun: inTable,
  },
  addColumnBefore: {
    label: 'Add column before',
    icon: BetweenHorizontalStartIcon,
    run: (editor) => chain(editor).addColumnBefore().run(),
    canRun: inTable,
  },
  addColumnAfter: {
    label: 'Add column after',
    icon: BetweenHorizontalEndIcon,
    run: (editor) => chain(editor).addColumnAfter().run(),
    canRun: inTable,
  },
  deleteRow: {
    label: 'Delete row',
    icon: TableRowsSplitIcon,
    run: (editor) => chain(editor).deleteRow().run(),
    canRun: inTable,
  },
  deleteColumn: {
    label: 'Delete column',
    icon: TableColumnsSplitIcon,
    run: (editor) => chain(editor).deleteColumn().run(),
    canRun: inTable,
  },
  mergeOrSplit: {
    label: 'Merge or split cells',
    icon: TableCellsMergeIcon,
    run: (editor) => chain(editor).mergeOrSplit().run(),
    canRun: (editor) => inTable(editor) && editor.can().mergeOrSplit(),
  },
  toggleHeaderRow: {
    label: 'Toggle header row',
    icon: TablePropertiesIcon,
    run: (editor) => chain(editor).toggleHeaderRow().run(),
    canRun: inTable,
  },
  deleteTable: {
    label: 'Delete table',
    icon: Trash2Icon,
    run: (editor) => chain(editor).deleteTable().run(),
    canRun: inTable,
  },
} satisfies Record<string, EditorAction>;
