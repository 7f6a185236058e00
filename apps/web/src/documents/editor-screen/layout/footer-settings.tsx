import { PAGE_NUMBER_FORMATS, type PageNumberFormat, pageNumberText } from '@lexdraft/core';
import { useId } from 'react';
import type { FooterConfig, PageNumbersConfig } from '@/api/layout';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { BandFields } from './band-fields';
import { PositionField, SwitchRow } from './layout-fields';

interface FooterSettingsProps {
  footer: FooterConfig;
  onChange: (footer: FooterConfig) => void;
  disabled: boolean;
}

/** The footer: on or off, its height, colour and border, and the page numbers. */
export function FooterSettings({ footer, onChange, disabled }: FooterSettingsProps) {
  const change = (part: Partial<FooterConfig>) => onChange({ ...footer, ...part });
  const changeNumbers = (part: Partial<PageNumbersConfig>) =>
    change({ pageNumbers: { ...footer.pageNumbers, ...part } });
  const formatId = useId();
  const { pageNumbers } = footer;
  return (
    <BandFields
      name="Footer"
      description="Printed at the bottom of every page."
      border={{ label: 'Top border', description: 'A thin line above the footer.' }}
      values={{ ...footer, border: footer.borderTop }}
      onChange={({ border, ...part }) => change(border === undefined ? part : { ...part, borderTop: border })}
      disabled={disabled}
    >
      <section aria-label="Page numbers" className="grid gap-4 rounded-md border p-4">
        <SwitchRow
          label="Page numbers"
          description="Numbered in the footer of every page."
          checked={pageNumbers.enabled}
          onChange={(enabled) => changeNumbers({ enabled })}
        />
        <fieldset disabled={!pageNumbers.enabled} className="grid min-w-0 gap-4 disabled:opacity-50">
          <legend className="sr-only">Page number settings</legend>
          <PositionField
            legend="Page number position"
            value={pageNumbers.position}
            onChange={(position) => changeNumbers({ position })}
          />
          <div className="grid content-start gap-2">
            <Label htmlFor={formatId}>Page number format</Label>
            <NativeSelect
              id={formatId}
              className="w-full sm:w-56"
              value={pageNumbers.format}
              onChange={(event) => changeNumbers({ format: event.target.value as PageNumberFormat })}
            >
              {PAGE_NUMBER_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {pageNumberText(format, 1, 3)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </fieldset>
      </section>
    </BandFields>
  );
}
