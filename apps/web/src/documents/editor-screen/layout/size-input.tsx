import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Why a size typed in pixels is refused, or null when it is a whole number within the range. */
export function sizeProblem(
  label: string,
  value: string,
  range: { min: number; max: number },
): string | null {
  const number = Number(value);
  if (value.trim() === '' || !Number.isInteger(number) || number < range.min || number > range.max) {
    return `${label} must be a whole number from ${range.min} to ${range.max}`;
  }
  return null;
}

/** A size in pixels, typed, with its limits shown and its problem said under it. */
export function SizeInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  range: { min: number; max: number };
  problem: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = useId();
  const { label, range, problem } = props;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          disabled={props.disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={hintId}
          className="pr-8 tabular-nums"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-sm"
        >
          px
        </span>
      </div>
      <p id={hintId} className={problem ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'}>
        {problem ?? `${range.min} to ${range.max} px`}
      </p>
    </div>
  );
}
