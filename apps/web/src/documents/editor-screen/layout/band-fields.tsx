import { HEADER_FOOTER_HEIGHT } from '@lexdraft/core';
import type { ReactNode } from 'react';
import { ColourField, PixelSlider, SwitchRow } from './layout-fields';

/** What the header and the footer both have; `border` is the header's bottom rule or the footer's top one. */
export interface BandValues {
  enabled: boolean;
  height: number;
  backgroundColor: string;
  border: boolean;
}

interface BandFieldsProps {
  name: 'Header' | 'Footer';
  /** Where it prints, under the on/off switch. */
  description: string;
  border: { label: string; description: string };
  values: BandValues;
  onChange: (part: Partial<BandValues>) => void;
  disabled: boolean;
  /** The band's own section (the header's logo, the footer's page numbers). */
  children: ReactNode;
}

/** The header's or footer's switch, height, colour and rule, then its own section; all off while it is. */
export function BandFields({
  name,
  description,
  border,
  values,
  onChange,
  disabled,
  children,
}: BandFieldsProps) {
  return (
    <div className="grid gap-5">
      <SwitchRow
        label={`Show ${name.toLowerCase()}`}
        description={description}
        checked={values.enabled}
        onChange={(enabled) => onChange({ enabled })}
        disabled={disabled}
      />
      <fieldset disabled={disabled || !values.enabled} className="grid min-w-0 gap-5 disabled:opacity-50">
        <legend className="sr-only">{name} settings</legend>
        <PixelSlider
          label={`${name} height`}
          value={values.height}
          range={HEADER_FOOTER_HEIGHT}
          onChange={(height) => onChange({ height })}
        />
        <ColourField
          label={`${name} background`}
          value={values.backgroundColor}
          onChange={(backgroundColor) => onChange({ backgroundColor })}
        />
        <SwitchRow
          label={border.label}
          description={border.description}
          checked={values.border}
          onChange={(checked) => onChange({ border: checked })}
        />
        {children}
      </fieldset>
    </div>
  );
}
