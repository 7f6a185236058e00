import type { FilterOption } from '@/api/documents';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

interface RecordFilterSelectProps {
  id: string;
  /** The select's name for screen readers: "Entity". */
  label: string;
  /** The option meaning no filter: "All entities". */
  anyLabel: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** One of the Entity / Owner / Contact filters: a native select, so phones show their own picker. */
export function RecordFilterSelect({
  id,
  label,
  anyLabel,
  options,
  value,
  onChange,
  className,
}: RecordFilterSelectProps) {
  // A choice from the URL is kept visible until the options that name it have loaded.
  const listed = value === '' || options.some((option) => option.value === value);

  return (
    <div className={className}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'w-full [&>select]:truncate',
          value !== '' && '[&>select]:border-primary/40 [&>select]:bg-primary/5 [&>select]:text-foreground',
          value === '' && '[&>select]:text-muted-foreground',
        )}
      >
        <option value="">{anyLabel}</option>
        {!listed && <option value={value}>{`Selected ${label.toLowerCase()}`}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
