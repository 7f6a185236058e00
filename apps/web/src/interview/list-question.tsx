import type { InterviewItemField, InterviewQuestion } from '@lexdraft/core';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef } from 'react';
import { FieldError } from '@/auth/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RequiredMark } from './question-input';

/** One row of a list question: values by item field id. */
export type ListRow = Record<string, string>;

interface ListQuestionProps {
  question: InterviewQuestion;
  rows: ListRow[];
  onChange: (rows: ListRow[]) => void;
  error: string | undefined;
  disabled?: boolean;
}

const INPUT_TYPES: Record<InterviewItemField['type'], string> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  date: 'date',
};

/**
 * A list question (the sellers of `{{#each sellers as seller}}`): one card per row with an input
 * per item field, rows added and removed. Cards stack, so it reads the same on a phone.
 */
export function ListQuestion({ question, rows, onChange, error, disabled }: ListQuestionProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const emptyRow = () => Object.fromEntries(question.item_fields.map((field) => [field.id, '']));
  // Rows have no id of their own: a key per row, kept in step with adds and removes, lets React
  // keep the focus and the inputs with the row they belong to when one above is removed.
  const keys = useRef<number[]>([]);
  const lastKey = useRef(0);
  while (keys.current.length < rows.length) keys.current.push(++lastKey.current);
  keys.current.length = rows.length;
  const rowKeys = keys.current;
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onChange(rows.filter((_, at) => at !== index));
  };
  const setCell = (index: number, field: string, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <fieldset
      className="grid min-w-0 gap-3"
      aria-invalid={error !== undefined || undefined}
      aria-describedby={error !== undefined ? errorId : undefined}
    >
      <legend className="mb-2 flex items-center gap-1 font-medium text-sm">
        {question.label}
        <RequiredMark required={question.required} />
      </legend>
      {rows.length === 0 && <p className="text-muted-foreground text-sm">No rows yet.</p>}
      {rows.map((row, index) => {
        const rowName = `Row ${index + 1}`;
        return (
          <fieldset
            key={rowKeys[index]}
            aria-label={`${question.label}, ${rowName.toLowerCase()}`}
            className="grid min-w-0 gap-3 rounded-lg border p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium text-muted-foreground text-xs">{rowName}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove row ${index + 1} of ${question.label}`}
                onClick={() => remove(index)}
                disabled={disabled}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {question.item_fields.map((field) => {
                const inputId = `${id}-${index}-${field.id}`;
                return (
                  <div key={field.id} className="grid gap-2">
                    <Label htmlFor={inputId}>{field.label}</Label>
                    <Input
                      id={inputId}
                      type={INPUT_TYPES[field.type]}
                      autoComplete="off"
                      value={row[field.id] ?? ''}
                      onChange={(event) => setCell(index, field.id, event.target.value)}
                      disabled={disabled}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...rows, emptyRow()])}
          disabled={disabled}
        >
          <PlusIcon aria-hidden="true" />
          Add row
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
