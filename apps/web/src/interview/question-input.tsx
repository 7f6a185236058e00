import { formatFieldDate, type InterviewQuestion } from '@lexdraft/core';
import type * as React from 'react';
import { useId } from 'react';
import { FieldError } from '@/auth/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { isMultiLineField } from '@/merge-fields/field-paths';

interface QuestionInputProps {
  question: InterviewQuestion;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled?: boolean;
}

// Past this many choices a radio group is a long scroll on a phone: a select takes one line.
const RADIO_CHOICES_MAX = 5;
const INPUT_TYPES: Partial<Record<InterviewQuestion['type'], string>> = {
  email: 'email',
  phone: 'tel',
  date: 'date',
};
const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The asterisk of a required question; the input says it to screen readers (aria-required). */
export function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

/** The props that tie a control to its error message. */
function invalidProps(error: string | undefined, errorId: string) {
  return {
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': error !== undefined ? errorId : undefined,
  };
}

interface RadioQuestionProps extends QuestionInputProps {
  id: string;
  choices: { value: string; label: string }[];
}

/** A few answers side by side: native radios, so arrow keys move between them. */
function RadioQuestion({ id, question, value, onChange, error, disabled, choices }: RadioQuestionProps) {
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="flex items-center gap-1 font-medium text-sm leading-none">
        {question.label}
        <RequiredMark required={question.required} />
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required={question.required || undefined}
        {...invalidProps(error, `${id}-error`)}
        className="flex flex-wrap gap-x-5 gap-y-2"
      >
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-9 items-center gap-2 text-sm sm:min-h-0">
            <input
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              disabled={disabled}
              className="size-4 accent-primary"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * One question that takes a single answer, with its label, its input by type (a date shows as
 * Mon D, YYYY beneath its picker) and its message. List questions are ListQuestion's.
 */
export function QuestionInput(props: QuestionInputProps) {
  const { question, value, onChange, error, disabled } = props;
  const id = useId();
  if (question.type === 'yes_no') return <RadioQuestion {...props} id={id} choices={YES_NO} />;
  const options = question.options.map((option) => ({ value: option, label: option }));
  if (question.type === 'choice' && options.length <= RADIO_CHOICES_MAX)
    return <RadioQuestion {...props} id={id} choices={options} />;

  const control = {
    id,
    value,
    disabled,
    'aria-required': question.required || undefined,
    ...invalidProps(error, `${id}-error`),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };
  let input: React.ReactNode;
  if (question.type === 'choice') {
    input = (
      <NativeSelect {...control} className="w-full">
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
  } else if (question.type === 'text' && isMultiLineField(question.id)) {
    input = <Textarea rows={3} {...control} />;
  } else {
    const type = INPUT_TYPES[question.type] ?? 'text';
    input = <Input type={type} autoComplete="off" {...control} />;
  }
  const shownDate = question.type === 'date' && value !== '' ? formatFieldDate(value) : undefined;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {question.label}
        <RequiredMark required={question.required} />
      </Label>
      {input}
      {shownDate !== undefined && shownDate !== 'Invalid date' && (
        <p className="text-muted-foreground text-sm">{shownDate}</p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
