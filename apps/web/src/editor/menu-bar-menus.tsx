import { SIGNATURE_MAX_RECIPIENTS } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  GaugeIcon,
  GitBranchIcon,
  ImagePlusIcon,
  LinkIcon,
  ListTreeIcon,
  RepeatIcon,
  SignatureIcon,
} from 'lucide-react';
import { Fragment } from 'react';
import {
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '@/components/ui/dropdown-menu';
import { ActionMenuItem, ChoiceMenuSub } from './action-menu-item';
import { insertLogic } from './assembly/insert-logic';
import { editConditionAction, repeatRowAction } from './assembly/logic-actions';
import {
  alignActions,
  historyActions,
  insertActions,
  listActions,
  markActions,
  openerAction,
  selectAllAction,
} from './editor-actions';
import type { EditorUi } from './editor-ui';
import { tableActions } from './table-actions';
import { applyBlockType, BLOCK_TYPE_OPTIONS } from './text-format';
import { useToolbarState } from './use-toolbar-state';

interface MenuItemsProps {
  ui: EditorUi;
  onChoose: () => void;
}

/** Edit: undo, redo, select all. */
export function EditMenuItems({ ui, onChoose }: MenuItemsProps) {
  const { editor, editable } = ui;
  const state = useToolbarState(editor);
  return (
    <>
      <ActionMenuItem
        editor={editor}
        action={historyActions.undo}
        disabled={!editable || !state.canUndo}
        onChoose={onChoose}
      />
      <ActionMenuItem
        editor={editor}
        action={historyActions.redo}
        disabled={!editable || !state.canRedo}
        onChoose={onChoose}
      />
      <DropdownMenuSeparator />
      <ActionMenuItem editor={editor} action={selectAllAction} onChoose={onChoose} />
    </>
  );
}

/** Insert: link, image, table, page break, horizontal rule, condition, repeat, signature field. */
export function InsertMenuItems({ ui, onChoose }: MenuItemsProps) {
  const { editor, editable } = ui;
  const actions = [
    openerAction('Link…', LinkIcon, ui.openLinkDialog),
    openerAction('Image…', ImagePlusIcon, ui.pickImage),
    insertActions.table,
    insertActions.pageBreak,
    insertActions.horizontalRule,
    // Wrap the selected blocks, or insert an empty one, and open its edit popover.
    { label: 'Condition', icon: GitBranchIcon, run: (current: Editor) => insertLogic(current, 'condition') },
    { label: 'Repeat', icon: RepeatIcon, run: (current: Editor) => insertLogic(current, 'repeat') },
  ];
  return (
    <>
      {actions.map((action) => (
        <ActionMenuItem
          key={action.label}
          editor={editor}
          action={action}
          disabled={!editable}
          onChoose={onChoose}
        />
      ))}
      <SignatureFieldMenuSub ui={ui} onChoose={onChoose} />
    </>
  );
}

const SIGNERS = Array.from({ length: SIGNATURE_MAX_RECIPIENTS }, (_, index) => index + 1);

/** Signature field: which signer signs there (1 is the request's first signer). */
function SignatureFieldMenuSub({ ui, onChoose }: MenuItemsProps) {
  const { editor, editable } = ui;
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger disabled={!editable}>
        <SignatureIcon aria-hidden="true" />
        Signature field
      </DropdownMenuSubTrigger>
      <DropdownMenuSubContent className="max-h-72 overflow-y-auto" aria-label="Which signer signs here">
        {SIGNERS.map((signer) => (
          <DropdownMenuItem
            key={signer}
            onSelect={() => {
              onChoose();
              editor.chain().focus().insertSignatureField(signer).run();
            }}
          >
            Signer {signer}
          </DropdownMenuItem>
        ))}
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  );
}

/** Format: marks, text style, lists and alignment, with the current ones checked; the caret's condition. */
export function FormatMenuItems({ ui, onChoose }: MenuItemsProps) {
  const { editor, editable } = ui;
  const state = useToolbarState(editor);
  const inCondition = useEditorState({
    editor,
    selector: ({ editor: current }) => editConditionAction.canRun(current),
  });
  const groups = [markActions, listActions, alignActions] as const;
  return (
    <>
      <ChoiceMenuSub
        label="Headings"
        value={state.blockType}
        options={BLOCK_TYPE_OPTIONS}
        disabled={!editable}
        inset
        onChoose={onChoose}
        onValueChange={(value) => applyBlockType(editor, value)}
      />
      {groups.map((group) => (
        <Fragment key={Object.keys(group)[0]}>
          <DropdownMenuSeparator />
          {Object.entries(group).map(([id, action]) => (
            <ActionMenuItem
              key={id}
              editor={editor}
              action={action}
              checked={state.active[id as keyof typeof state.active]}
              disabled={!editable}
              onChoose={onChoose}
            />
          ))}
        </Fragment>
      ))}
      <DropdownMenuSeparator />
      <ActionMenuItem
        editor={editor}
        action={editConditionAction}
        disabled={!editable || !inCondition}
        inset
        onChoose={onChoose}
      />
    </>
  );
}

// The Table menu's commands, with the repeat of a row (issue 30).
const TABLE_ACTIONS = { ...tableActions, repeatRow: repeatRowAction };

/** Table: row, column, cell and table commands, disabled outside a table. */
export function TableMenuItems({ ui, onChoose }: MenuItemsProps) {
  const { editor, editable } = ui;
  const can = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(Object.entries(TABLE_ACTIONS).map(([id, action]) => [id, action.canRun(current)])),
  });
  const item = (id: keyof typeof TABLE_ACTIONS) => (
    <ActionMenuItem
      editor={editor}
      action={TABLE_ACTIONS[id]}
      disabled={!editable || !can[id]}
      onChoose={onChoose}
    />
  );
  return (
    <>
      <ActionMenuItem
        editor={editor}
        action={{ ...insertActions.table, label: 'Insert table' }}
        disabled={!editable}
        onChoose={onChoose}
      />
      <DropdownMenuSeparator />
      {item('addRowBefore')}
      {item('addRowAfter')}
      {item('addColumnBefore')}
      {item('addColumnAfter')}
      <DropdownMenuSeparator />
      {item('deleteRow')}
      {item('deleteColumn')}
      <DropdownMenuSeparator />
      {item('repeatRow')}
      <DropdownMenuSeparator />
      {item('mergeOrSplit')}
      {item('toggleHeaderRow')}
      <DropdownMenuSeparator />
      {item('deleteTable')}
    </>
  );
}

interface ViewMenuItemsProps extends MenuItemsProps {
  /** Opens the Performance dialog (typing latency, frame rate, slow operations). */
  onShowPerformance: () => void;
}

/** View: the outline sidebar and the editor's performance figures. */
export function ViewMenuItems({ ui, onChoose, onShowPerformance }: ViewMenuItemsProps) {
  return (
    <>
      <DropdownMenuCheckboxItem checked={ui.outlineOpen} onSelect={ui.toggleOutline}>
        <ListTreeIcon aria-hidden="true" />
        Show outline
      </DropdownMenuCheckboxItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem
        inset
        onSelect={() => {
          onChoose();
          onShowPerformance();
        }}
      >
        <GaugeIcon aria-hidden="true" />
        Performance
      </DropdownMenuItem>
    </>
  );
}
