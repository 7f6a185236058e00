import { describeRepeat, logicFields, RECORD_LISTS, repeatProblem } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { getFieldDefinitions } from '../merge-field-display';
import { LogicFormButtons } from './logic-form-buttons';
import type { RepeatTarget } from './logic-target-types';

// The select's choice for a list field the firm types (any name), rather than a record list.
const OTHER = '';

interface RepeatFormProps {
  editor: Editor;
  /** The repeat block or table row edited. */
  target: RepeatTarget;
  onDone: () => void;
}

/** The list fields the document's repeats, joins and counts already use (record lists aside). */
function usedListFields(editor: Editor): string[] {
  const { lists } = logicFields(editor.getJSON() as Parameters<typeof logicFields>[0]);
  return lists.filter((list) => !RECORD_LISTS.includes(list));
}

/** A repeat's list (a record list, a list field the document uses, or one by name) and its item name. */
export function RepeatForm({ editor, target, onDone }: RepeatFormProps) {
  const [list, setList] = useState(target.list);
  const [as, setAs] = useState(target.as);
  const [listFields] = useState(() => usedListFields(editor));
  const id = useId();
  const [other, setOther] = useState(!RECORD_LISTS.includes(list) && !listFields.includes(list));
  const problem = repeatProblem(list.trim(), as.trim());
  const byId = new Map(getFieldDefinitions(editor).map((definition) => [definition.id, definition.label]));
  const labelOf = (field: string) => byId.get(field) ?? field;

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem !== undefined) return;
        target.apply(list.trim(), as.trim());
        onDone();
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-list`}>List</Label>
        <NativeSelect
          id={`${id}-list`}
          value={other ? OTHER : list}
          onChange={(event) => {
            const chosen = event.target.value;
            setOther(chosen === OTHER);
            if (chosen !== OTHER) setList(chosen);
          }}
        >
          {[...RECORD_LISTS, ...listFields].map((choice) => (
            <option key={choice} value={choice}>
              {describeRepeat(choice, labelOf)}
            </option>
          ))}
          <option value={OTHER}>A list field…</option>
        </NativeSelect>
      </div>
      {other && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>List field</Label>
          <Input id={`${id}-name`} value={list} onChange={(event) => setList(event.target.value)} />
        </div>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-as`}>Item name</Label>
        <Input
          id={`${id}-as`}
          value={as}
          spellCheck={false}
          aria-invalid={problem !== undefined}
          aria-describedby={`${id}-reading`}
          onChange={(event) => setAs(event.target.value)}
        />
        <p
          id={`${id}-reading`}
          role={problem === undefined ? undefined : 'alert'}
          className={problem === undefined ? 'text-muted-foreground' : 'text-destructive'}
        >
          {problem ??
            `${describeRepeat(list.trim(), labelOf)}: inside, ${as.trim()}.KEY reads the item's KEY`}
        </p>
      </div>
      <LogicFormButtons
        canApply={problem === undefined}
        removeLabel="Remove repeat"
        onRemove={target.remove}
        deleteLabel={target.deleteLabel}
        onDelete={target.delete}
        onDone={onDone}
      />
    </form>
  );
}
