import { LOGO_WIDTH } from '@lexdraft/core';
import { Trash2Icon } from 'lucide-react';
import { useEffect } from 'react';
import type { HeaderConfig } from '@/api/layout';
import { Button } from '@/components/ui/button';
import { BandFields } from './band-fields';
import { ImagePicker } from './image-picker';
import { PixelSlider, PositionField } from './layout-fields';
import { useImageUpload } from './use-image-upload';

interface HeaderSettingsProps {
  header: HeaderConfig;
  onChange: (header: HeaderConfig) => void;
  /** Told while a logo uploads, so that the settings are not saved without it. */
  onUploadingChange: (uploading: boolean) => void;
  disabled: boolean;
}

/** The header: on or off, its height, colour and border, and the firm's logo. */
export function HeaderSettings({ header, onChange, onUploadingChange, disabled }: HeaderSettingsProps) {
  const change = (part: Partial<HeaderConfig>) => onChange({ ...header, ...part });
  const upload = useImageUpload({
    assetType: 'logo',
    notImage: 'Invalid file type',
    tooLarge: 'File size must be less than 5MB',
    uploaded: 'Logo uploaded successfully',
  });
  const { uploading } = upload;
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  const pick = async (file: File) => {
    const asset = await upload.upload(file);
    if (!asset) return;
    change({
      logo: {
        url: asset.url,
        position: header.logo?.position ?? 'center',
        width: header.logo?.width ?? LOGO_WIDTH.default,
      },
    });
  };

  const { logo } = header;
  return (
    <BandFields
      name="Header"
      description="Printed at the top of every page."
      border={{ label: 'Bottom border', description: 'A thin line under the header.' }}
      values={{ ...header, border: header.borderBottom }}
      onChange={({ border, ...part }) =>
        change(border === undefined ? part : { ...part, borderBottom: border })
      }
      disabled={disabled}
    >
      <section aria-label="Logo" className="grid gap-4 rounded-md border p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <h3 className="font-medium text-sm">Logo</h3>
            {!logo && <p className="text-muted-foreground text-xs">Shown in the header on every page.</p>}
          </div>
          {logo && (
            <div className="flex h-12 max-w-40 items-center justify-center rounded-sm border bg-card px-2">
              <img src={logo.url} alt="Logo" className="max-h-10 max-w-full object-contain" />
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1">
            <ImagePicker
              upload={upload}
              label={logo ? 'Replace logo' : 'Upload logo'}
              onPicked={(file) => void pick(file)}
            />
          </div>
          {logo && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10! hover:text-destructive!"
              onClick={() => change({ logo: null })}
            >
              <Trash2Icon aria-hidden="true" />
              Remove logo
            </Button>
          )}
        </div>
        {logo && (
          <>
            <PositionField
              legend="Logo position"
              value={logo.position}
              onChange={(position) => change({ logo: { ...logo, position } })}
            />
            <PixelSlider
              label="Logo width"
              value={logo.width}
              range={LOGO_WIDTH}
              onChange={(width) => change({ logo: { ...logo, width } })}
            />
          </>
        )}
      </section>
    </BandFields>
  );
}
