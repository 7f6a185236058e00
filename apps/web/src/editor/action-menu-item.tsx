import type { Editor } from '@tiptap/core';
import {
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '@/components/ui/dropdown-menu';
import type { EditorAction } from './editor-actions';
import { shortcutLabel } from './shortcut-label';

interface ActionMenuItemProps {
  editor: Editor;
  action: EditorAction;
  disabled?: boolean;
  /** Pressed state for toggles; shown as a check mark. */
  checked?: boolean;
  /** Indents a plain item to line up with the check-mark column of toggles in the same menu. */
  inset?: boolean;
  onChoose: () => void;
}

/** An editor command as a menu item: icon, label, shortcut, and a check mark for toggles. */
export function ActionMenuItem({ editor, action, disabled, checked, inset, onChoose }: ActionMenuItemProps) {
  const { icon: Icon, label, shortcut } = action;
  const select = () => {
    onChoose();
    action.run(editor);
  };
  const content = (
    <>
      <Icon aria-hidden="true" />
      {label}
      {/* Phones have no keyboard to press the shortcut with. */}
      {shortcut && (
        <DropdownMenuShortcut className="pl-6 max-sm:hidden">{shortcutLabel(shortcut)}</DropdownMenuShortcut>
      )}
    </>
  );
  if (checked !== undefined) {
    return (
      <DropdownMenuCheckboxItem checked={checked} disabled={disabled} onSelect={select}>
        {content}
      </DropdownMenuCheckboxItem>
    );
  }
  return (
    <DropdownMenuItem inset={inset} disabled={disabled} onSelect={select}>
      {content}
    </DropdownMenuItem>
  );
}

interface ChoiceMenuSubProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  inset?: boolean;
  onChoose: () => void;
  onValueChange: (value: string) => void;
}

/** A submenu with one radio choice, the menu form of the toolbar's selects. */
export function ChoiceMenuSub({
  label,
  value,
  options,
  disabled,
  inset,
  onChoose,
  onValueChange,
}: ChoiceMenuSubProps) {
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger inset={inset} disabled={disabled}>
        {label}
      </DropdownMenuSubTrigger>
      <DropdownMenuSubContent>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            onChoose();
            onValueChange(next);
          }}
        >
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  );
}
