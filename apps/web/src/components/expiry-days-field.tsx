import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface ExpiryDaysFieldProps {
  id: string;
  value: string;
  /** The most days the server accepts; the hint reads "1 to {max} days". */
  max: number;
  /** The problem to show now, which replaces the hint; nothing while the field may not be judged yet. */
  error?: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
  className: string;
}

/** "Link expires after [n] days", for a link emailed to someone outside the firm (signing, intake). */
export function ExpiryDaysField({
  id,
  value,
  max,
  error,
  disabled,
  onChange,
  onBlur,
  className,
}: ExpiryDaysFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>Link expires after</Label>
      <div className="flex items-center gap-2">
        <div className="w-20">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            className="tabular-nums"
            value={value}
            disabled={disabled}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </div>
        <span className="text-sm">days</span>
      </div>
      <p id={`${id}-hint`} className={error ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'}>
        {error || `1 to ${max} days`}
      </p>
    </div>
  );
}
