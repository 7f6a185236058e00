import type { FilterOption } from '@/api/documents';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

interface FilterNativeSelectProps {
  id: string;
  /** The option meaning no filter: "All entities". */
  anyLabel: string;
  options: FilterOption[];
  /** A choice the options do not list (yet), kept visible as this option. */
  unlisted?: FilterOption;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A list filter's select: native, so phones show their own picker, and tinted while a filter is in
 * force. The documents list's record filters and the template library's facets share it.
 */
export function FilterNativeSelect({
  id,
  anyLabel,
  options,
  unlisted,
  value,
  onChange,
  className,
}: FilterNativeSelectProps) {
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn(
        '[&>select]:truncate',
        value !== '' && '[&>select]:border-primary/40 [&>select]:bg-primary/5 [&>select]:text-foreground',
        className,
      )}
    >
      <option value="">{anyLabel}</option>
      {unlisted && <option value={unlisted.value}>{unlisted.label}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

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

/** One of the Entity / Owner / Contact filters. */
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
      <FilterNativeSelect
        id={id}
        anyLabel={anyLabel}
        options={options}
        unlisted={listed ? undefined : { value, label: `Selected ${label.toLowerCase()}` }}
        value={value}
        onChange={onChange}
        className={cn('w-full', value === '' && '[&>select]:text-muted-foreground')}
      />
    </div>
  );
}
