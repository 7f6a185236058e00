import { fieldMarker, groupMergeFields } from '@lexdraft/core';
import { type ChangeEvent, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { FallbackHint } from './fallback-hint';
import { isMultiLineField } from './field-paths';
import { useFallback } from './layered-values';
import type { DocumentField } from './merge-field-store';
import { MergeFieldsEmpty } from './merge-fields-empty';
import { readOnlyInputProps } from './read-only-input';
import { SourceMark } from './source-mark';

interface ManualEntryTabProps {
  fields: DocumentField[];
  draftValue: (id: string) => string;
  onChange: (id: string, value: string) => void;
  /** `{label} is required` by field id, for the required fields that are empty. */
  problems: Map<string, string>;
  /** Show every problem, touched or not (after a save attempt). */
  showAllProblems: boolean;
  readOnly: boolean;
  /** The document's repeats use lists, whose tables follow: no empty state then. */
  hasLists?: boolean;
}

/** Manual Entry: an input per field of the document, in the panel's groups. */
export function ManualEntryTab({
  fields,
  problems,
  showAllProblems,
  hasLists,
  ...props
}: ManualEntryTabProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (id: string) =>
    setTouched((current) => (current.has(id) ? current : new Set(current).add(id)));

  if (fields.length === 0 && hasLists) return null;
  if (fields.length === 0)
    return <MergeFieldsEmpty title="No Fields in Document" then=", then fill in its value here" />;
  return (
    <div className="grid grid-cols-1 gap-6 pb-2">
      {groupMergeFields(fields).map(({ group, fields: members }) => (
        <section key={group.id} aria-label={group.label} className="grid grid-cols-1 gap-3">
          <h3 className="border-b pb-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide">
            {group.label}
          </h3>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {members.map((field) => (
              <FieldInput
                key={field.id}
                field={field}
                problem={showAllProblems || touched.has(field.id) ? problems.get(field.id) : undefined}
                onTouch={touch}
                {...props}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

interface FieldInputProps extends Pick<ManualEntryTabProps, 'draftValue' | 'onChange' | 'readOnly'> {
  field: DocumentField;
  problem: string | undefined;
  onTouch: (id: string) => void;
}

function FieldInput({ field, problem, draftValue, onChange, onTouch, readOnly }: FieldInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const fallbackId = `${id}-fallback`;
  const multiLine = isMultiLineField(field.id);
  const required = field.definition?.required === true;
  const value = draftValue(field.id);
  // Empty, the field shows what a lower layer gives it (the current value the document prints).
  const fallback = useFallback(field.id);
  const fallbackShown = fallback !== undefined && value === '';
  const inputProps = {
    id,
    value,
    placeholder: fallbackShown ? fallback.value : undefined,
    ...readOnlyInputProps(readOnly),
    'data-field-input': '',
    'aria-required': required || undefined,
    'aria-invalid': problem !== undefined || undefined,
    'aria-describedby':
      [fallbackShown && fallbackId, problem && errorId].filter(Boolean).join(' ') || undefined,
    onBlur: () => onTouch(field.id),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onTouch(field.id);
      onChange(field.id, event.target.value);
    },
  };
  return (
    <div className={cn('grid content-start gap-1.5', multiLine && 'sm:col-span-2')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5">
        <span className="flex items-baseline gap-0.5">
          <Label htmlFor={id}>{field.label}</Label>
          {/* Outside the label, so the input's name is the field's label alone; aria-required says it. */}
          {required && (
            <span aria-hidden="true" className="font-medium text-destructive text-sm leading-none">
              *
            </span>
          )}
          <SourceMark fieldId={field.id} hasValue={inputProps.value !== ''} className="self-center" />
        </span>
        <code className="truncate font-mono text-[11px] text-muted-foreground">{fieldMarker(field.id)}</code>
      </div>
      {multiLine ? <Textarea rows={3} {...inputProps} /> : <Input autoComplete="off" {...inputProps} />}
      {fallbackShown && <FallbackHint id={fallbackId} hint={fallback.hint} />}
      {problem && (
        <p id={errorId} className="text-destructive text-xs">
          {problem}
        </p>
      )}
    </div>
  );
}
