import { describeRepeat, RECORD_LISTS, repeatProblem } from '@lexdraft/core';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { getFieldDefinitions } from '../merge-field-display';
import type { LogicFormProps } from './condition-form';
import { logicNodeAt, setLogicAttrs } from './logic-edits';
import { LogicFormButtons } from './logic-form-buttons';

// The select's choice for a list field the firm types (any name), rather than a record list.
const OTHER = '';

/** A repeat's list (a record list, or a list field by name) and its item name. */
export function RepeatForm({ editor, pos, onDone }: LogicFormProps) {
  const node = logicNodeAt(editor, pos, ['repeatBlock']);
  const [list, setList] = useState(String(node?.attrs.list ?? RECORD_LISTS[0]));
  const [as, setAs] = useState(String(node?.attrs.as ?? 'item'));
  const id = useId();
  const isRecordList = RECORD_LISTS.includes(list);
  const [other, setOther] = useState(!isRecordList);
  const problem = repeatProblem(list.trim(), as.trim());
  const byId = new Map(getFieldDefinitions(editor).map((definition) => [definition.id, definition.label]));
  const labelOf = (field: string) => byId.get(field) ?? field;

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem !== undefined || !node) return;
        setLogicAttrs(editor, pos, { list: list.trim(), as: as.trim() });
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
          {RECORD_LISTS.map((record) => (
            <option key={record} value={record}>
              {describeRepeat(record, labelOf)}
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
        editor={editor}
        pos={pos}
        canApply={problem === undefined && !!node}
        removeLabel="Remove repeat"
        onDone={onDone}
      />
    </form>
  );
}
