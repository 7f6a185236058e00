import type * as React from 'react';
import { cn } from '@/lib/utils';
import './form-controls.css';

type SliderProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'min' | 'max' | 'onChange'> & {
  value: number;
  min: number;
  max: number;
  onValueChange: (value: number) => void;
};

/** The browser's own range input (arrow keys, Page Up/Down, Home/End, screen readers, touch), styled. */
function Slider({ value, min, max, onValueChange, className, style, ...props }: SliderProps) {
  const fill = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      data-slot="slider"
      value={value}
      min={min}
      max={max}
      onChange={(event) => onValueChange(Number(event.target.value))}
      style={{ '--fill': `${fill}%`, ...style } as React.CSSProperties}
      className={cn('ui-slider', className)}
      {...props}
    />
  );
}

export { Slider };
