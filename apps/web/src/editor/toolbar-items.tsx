import { ImagePlusIcon, LinkIcon, ListTreeIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActionMenuItem, ChoiceMenuSub } from './action-menu-item';
import { type EditorAction, historyActions, insertActions, openerAction } from './editor-actions';
import type { EditorUi } from './editor-ui';
import { applyBlockType, applyFontSize, BLOCK_TYPE_OPTIONS, FONT_SIZE_OPTIONS } from './text-format';
import { ToolbarButton } from './toolbar-button';
import { ToolbarSelect } from './toolbar-select';
import { TOGGLE_ACTIONS, type ToggleId, type ToolbarState } from './use-toolbar-state';

/** One toolbar control, in its bar form and in its "More tools" menu form. */
export interface ToolbarItem {
  id: string;
  /** First control of a group: drawn after a separator. */
  groupStart: boolean;
  bar: ReactNode;
  menu: ReactNode;
}

interface ButtonOptions {
  pressed?: boolean;
  disabled: boolean;
  groupStart?: boolean;
}

/**
 * The toolbar's controls in order. Items at the end overflow first, so the order runs from what is
 * used on every line (undo, text style, marks) to what is used now and then (inserts, the outline).
 */
export function toolbarItems(ui: EditorUi, state: ToolbarState, onChoose: () => void): ToolbarItem[] {
  const { editor, editable } = ui;
  const readOnly = !editable;

  const button = (id: string, action: EditorAction, options: ButtonOptions): ToolbarItem => ({
    id,
    groupStart: options.groupStart ?? false,
    bar: (
      <ToolbarButton
        label={action.label}
        icon={action.icon}
        shortcut={action.shortcut}
        pressed={options.pressed}
        disabled={options.disabled}
        onClick={() => action.run(editor)}
      />
    ),
    menu: (
      <ActionMenuItem
        editor={editor}
        action={action}
        checked={options.pressed}
        disabled={options.disabled}
        inset
        onChoose={onChoose}
      />
    ),
  });

  const toggle = (id: ToggleId, groupStart = false) =>
    button(id, TOGGLE_ACTIONS[id], { pressed: state.active[id], disabled: readOnly, groupStart });

  const select = (
    id: string,
    label: string,
    value: string,
    options: { value: string; label: string }[],
    apply: (value: string) => void,
    className: string,
  ): ToolbarItem => ({
    id,
    groupStart: id === 'blockType',
    bar: (
      <ToolbarSelect
        label={label}
        value={value}
        options={options}
        disabled={readOnly}
        className={className}
        onValueChange={apply}
      />
    ),
    menu: (
      <ChoiceMenuSub
        label={label}
        value={value}
        options={options}
        disabled={readOnly}
        inset
        onChoose={onChoose}
        onValueChange={apply}
      />
    ),
  });

  return [
    button('undo', historyActions.undo, { disabled: readOnly || !state.canUndo }),
    button('redo', historyActions.redo, { disabled: readOnly || !state.canRedo }),
    select(
      'blockType',
      'Text style',
      state.blockType,
      BLOCK_TYPE_OPTIONS,
      (value) => applyBlockType(editor, value),
      'w-32',
    ),
    select(
      'fontSize',
      'Font size',
      state.fontSize,
      FONT_SIZE_OPTIONS,
      (value) => applyFontSize(editor, value),
      'w-28',
    ),
    toggle('bold', true),
    toggle('italic'),
    toggle('underline'),
    toggle('strike'),
    toggle('bulletList', true),
    toggle('orderedList'),
    toggle('alignLeft', true),
    toggle('alignCenter'),
    toggle('alignRight'),
    toggle('alignJustify'),
    button('link', openerAction('Link', LinkIcon, ui.openLinkDialog), {
      disabled: readOnly,
      groupStart: true,
    }),
    button('image', openerAction('Insert image', ImagePlusIcon, ui.pickImage), { disabled: readOnly }),
    button('table', { ...insertActions.table, label: 'Insert table' }, { disabled: readOnly }),
    button('pageBreak', { ...insertActions.pageBreak, label: 'Insert page break' }, { disabled: readOnly }),
    button('outline', openerAction('Show outline', ListTreeIcon, ui.toggleOutline), {
      pressed: ui.outlineOpen,
      disabled: false,
      groupStart: true,
    }),
  ];
}
