import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

interface ToolbarSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  className?: string;
  onValueChange: (value: string) => void;
}

/**
 * A compact native select for the toolbar. A value outside the list (a size pasted from Word, a mixed
 * selection) is shown as an extra, unselectable entry rather than silently showing the first option.
 */
export function ToolbarSelect({
  label,
  value,
  options,
  disabled,
  className,
  onValueChange,
}: ToolbarSelectProps) {
  const listed = options.some((option) => option.value === value);
  return (
    <NativeSelect
      aria-label={label}
      title={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onValueChange(event.target.value)}
      className={cn(
        '[&_select:hover]:bg-accent [&_select]:h-8 [&_select]:border-transparent [&_select]:bg-transparent [&_select]:shadow-none',
        className,
      )}
    >
      {!listed && (
        <option value={value} disabled>
          {value === '' ? '—' : value}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
