import { describeCondition, expressionFields, parseExpression } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { getFieldDefinitions } from '../merge-field-display';
import {
  BUILDER_OPERATORS,
  type BuilderState,
  buildExpression,
  readBuilder,
  takesNoValue,
} from './condition-builder';
import { LogicFormButtons } from './logic-form-buttons';
import type { ConditionTarget } from './logic-target-types';

interface ConditionFormProps {
  editor: Editor;
  /** The block or inline condition edited. */
  target: ConditionTarget;
  onDone: () => void;
}

const EMPTY: BuilderState = { field: '', operator: '==', value: '' };

/** The fields the builder offers: the definitions, then those the expression reads that none has. */
function fieldOptions(editor: Editor, expression: string): { id: string; label: string }[] {
  const options = getFieldDefinitions(editor).map(({ id, label }) => ({ id, label }));
  const parsed = parseExpression(expression);
  const known = new Set(options.map((option) => option.id));
  const used = parsed.ok ? expressionFields(parsed.expression).filter((id) => !known.has(id)) : [];
  return [...options, ...used.map((id) => ({ id, label: id }))];
}

/** A condition's builder (field, operator, value) and its raw expression, with the parse error as it is typed. */
export function ConditionForm({ editor, target, onDone }: ConditionFormProps) {
  const initial = target.expression;
  const [expression, setExpression] = useState(initial);
  const [builder, setBuilder] = useState<BuilderState>(() => {
    const parsed = parseExpression(initial);
    return (parsed.ok && readBuilder(parsed.expression)) || EMPTY;
  });
  const [options] = useState(() => fieldOptions(editor, initial));
  const id = useId();
  const parsed = parseExpression(expression);
  const labelOf = (field: string) => options.find((option) => option.id === field)?.label ?? field;

  const change = (next: Partial<BuilderState>) => {
    const state = { ...builder, ...next };
    setBuilder(state);
    const written = buildExpression(state);
    if (written !== '') setExpression(written);
  };

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.ok) return;
        target.apply(expression.trim());
        onDone();
      }}
    >
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-field`}>Field</Label>
          <NativeSelect
            id={`${id}-field`}
            value={builder.field}
            onChange={(event) => change({ field: event.target.value })}
          >
            <option value="">Choose a field</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-operator`}>Operator</Label>
          <NativeSelect
            id={`${id}-operator`}
            value={builder.operator}
            onChange={(event) => change({ operator: event.target.value })}
          >
            {BUILDER_OPERATORS.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {!takesNoValue(builder.operator) && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-value`}>
            {builder.operator === 'in' ? 'Values, separated by commas' : 'Value'}
          </Label>
          <Input
            id={`${id}-value`}
            value={builder.value}
            onChange={(event) => change({ value: event.target.value })}
          />
        </div>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-expression`}>Expression</Label>
        <Input
          id={`${id}-expression`}
          className="font-mono"
          value={expression}
          spellCheck={false}
          aria-invalid={!parsed.ok}
          aria-describedby={`${id}-reading`}
          onChange={(event) => setExpression(event.target.value)}
        />
        <p
          id={`${id}-reading`}
          role={parsed.ok ? undefined : 'alert'}
          className={parsed.ok ? 'text-muted-foreground' : 'text-destructive'}
        >
          {parsed.ok ? `If ${describeCondition(parsed.expression, labelOf)}` : parsed.error}
        </p>
      </div>
      {target.addOtherwise && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            target.addOtherwise?.();
            onDone();
          }}
        >
          Add Otherwise
        </Button>
      )}
      <LogicFormButtons
        canApply={parsed.ok}
        removeLabel="Remove condition"
        onRemove={target.remove}
        onDelete={target.delete}
        onDone={onDone}
      />
    </form>
  );
}
