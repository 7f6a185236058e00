import type * as React from 'react';
import { cn } from '@/lib/utils';
import './form-controls.css';

type SwitchProps = Omit<React.ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch: a button with the switch role, so a <label htmlFor> names it, Space and
 * Enter toggle it and screen readers say on or off.
 */
function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-slot="switch"
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={() => onCheckedChange(!checked)}
      className={cn('ui-switch', className)}
      {...props}
    >
      <span />
    </button>
  );
}

export { Switch };
