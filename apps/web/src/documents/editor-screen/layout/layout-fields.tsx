import { LAYOUT_POSITIONS, type LayoutPosition } from '@lexdraft/core';
import { AlignCenterIcon, AlignLeftIcon, AlignRightIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import '@/components/ui/form-controls.css';

// The fields the letterhead and header and footer dialogs share, each with its label tied to it.

const POSITION_LABELS: Record<LayoutPosition, string> = { left: 'Left', center: 'Center', right: 'Right' };
const POSITION_ICONS: Record<LayoutPosition, ReactNode> = {
  left: <AlignLeftIcon aria-hidden="true" />,
  center: <AlignCenterIcon aria-hidden="true" />,
  right: <AlignRightIcon aria-hidden="true" />,
};
const POSITION_OPTIONS: SegmentedOption<LayoutPosition>[] = LAYOUT_POSITIONS.map((value) => ({
  value,
  label: POSITION_LABELS[value],
  icon: POSITION_ICONS[value],
}));

/** Left, center or right. */
export function PositionField(props: {
  legend: string;
  value: LayoutPosition;
  onChange: (value: LayoutPosition) => void;
  disabled?: boolean;
}) {
  return (
    <SegmentedControl
      legend={props.legend}
      value={props.value}
      options={POSITION_OPTIONS}
      onValueChange={props.onChange}
      disabled={props.disabled}
    />
  );
}

/** A labelled slider in pixels, its value shown beside the label. */
export function PixelSlider(props: {
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { label, value, range } = props;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-muted-foreground text-sm tabular-nums">
          {value} px
        </output>
      </div>
      <Slider
        id={id}
        value={value}
        min={range.min}
        max={range.max}
        step={range.step}
        aria-valuetext={`${value} pixels`}
        onValueChange={props.onChange}
        disabled={props.disabled}
      />
    </div>
  );
}

/** A labelled switch on one row, with a line saying what it does. */
export function SwitchRow(props: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{props.label}</Label>
        {props.description && (
          <p id={descriptionId} className="text-muted-foreground text-xs">
            {props.description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        disabled={props.disabled}
        aria-describedby={props.description ? descriptionId : undefined}
      />
    </div>
  );
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** A colour as #rrggbb: the browser's picker beside the code, which can be typed. */
export function ColourField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  // Follows a value changed by the picker (or by the parent) without losing what is being typed.
  if (props.value !== shown) {
    setShown(props.value);
    setText(props.value);
  }
  const invalid = !HEX_COLOUR.test(text);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${props.label} picker`}
          value={props.value.toLowerCase()}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.value)}
          className="ui-colour-swatch"
        />
        <div className="w-28">
          <Input
            id={id}
            value={text}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            disabled={props.disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              const next = event.target.value.trim();
              setText(next);
              if (HEX_COLOUR.test(next)) props.onChange(next);
            }}
            // A code left unfinished goes back to the colour in use, which is what a save sends.
            onBlur={() => {
              if (invalid) setText(props.value);
            }}
            className="font-mono uppercase"
          />
        </div>
      </div>
      {invalid && (
        <p id={errorId} className="text-destructive text-xs">
          Enter a colour as #RRGGBB
        </p>
      )}
    </div>
  );
}
