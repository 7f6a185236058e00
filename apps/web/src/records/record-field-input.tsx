import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { maxLengthOf, type RecordFieldSpec } from './record-kinds';

interface RecordFieldInputProps {
  field: RecordFieldSpec;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One field of a record's form, labelled, with its hint or the server's message under it. */
export function RecordFieldInput({ field, value, error, disabled, onChange }: RecordFieldInputProps) {
  const id = `record-field-${field.name}`;
  const hintId = `${id}-hint`;
  const label = field.required ? (
    <>
      {field.label}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  ) : (
    field.label
  );
  return (
    <div className={cn(field.input === 'address' && 'sm:col-span-2')}>
      <FormField id={id} label={label} error={error}>
        {(control) => {
          const common = {
            ...control,
            name: field.name,
            value,
            disabled,
            required: field.required,
            maxLength: maxLengthOf(field),
            'aria-describedby': control['aria-describedby'] ?? (field.hint ? hintId : undefined),
          };
          return field.input === 'address' ? (
            <Textarea {...common} rows={2} onChange={(event) => onChange(event.target.value)} />
          ) : (
            <Input
              {...common}
              type={field.input}
              autoComplete="off"
              placeholder={field.placeholder}
              onChange={(event) => onChange(event.target.value)}
            />
          );
        }}
      </FormField>
      {field.hint && error === undefined && (
        <p id={hintId} className="mt-1.5 text-muted-foreground text-xs">
          {field.hint}
        </p>
      )}
    </div>
  );
}
