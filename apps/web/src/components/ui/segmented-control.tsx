import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import './form-controls.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon?: React.ReactNode;
}

interface SegmentedControlProps<T extends string> {
  /** What the choice is about; the group's accessible name. */
  legend: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onValueChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * One of a few choices side by side: native radio buttons in a fieldset, so arrow keys move
 * between them and screen readers name the group.
 */
function SegmentedControl<T extends string>({
  legend,
  value,
  options,
  onValueChange,
  disabled,
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset data-slot="segmented-control" disabled={disabled} className={cn('min-w-0', className)}>
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="ui-segmented">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
              className="sr-only"
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export { SegmentedControl };
