import { type LayoutPosition, PAGE, pageNumberText } from '@lexdraft/core';
import type { CSSProperties, ReactNode } from 'react';
import type { HeaderFooterConfig } from '@/api/layout';

// An A4 page in miniature: sizes are fractions of the page's width in CSS pixels (96 per inch),
// so that the header, logo and footer keep their proportions at any size.
const PAGE_WIDTH_PX = (PAGE.widthCm / 2.54) * 96;
const ofWidth = (px: number) => `${(px / PAGE_WIDTH_PX) * 100}%`;
const SIDE = ofWidth((PAGE.marginLeftMm / 25.4) * 96);

const JUSTIFY: Record<LayoutPosition, CSSProperties['justifyContent']> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/** A band of the page (header or footer) of `height` pixels, its content at a position. */
function Band(props: {
  height: number;
  colour: string;
  border: 'top' | 'bottom' | null;
  position: LayoutPosition;
  children?: ReactNode;
}) {
  return (
    // Padding in % is of the width: the band keeps its height-to-page-width ratio.
    <div className="relative" style={{ paddingTop: ofWidth(props.height), backgroundColor: props.colour }}>
      <div
        className="absolute inset-0 flex items-center"
        style={{
          justifyContent: JUSTIFY[props.position],
          paddingLeft: SIDE,
          paddingRight: SIDE,
          borderTop: props.border === 'top' ? '1px solid #94a3b8' : undefined,
          borderBottom: props.border === 'bottom' ? '1px solid #94a3b8' : undefined,
          // Where the band ends, on a white band over a white page.
          outline: '1px dashed rgb(148 163 184 / 0.5)',
          outlineOffset: '-1px',
        }}
      >
        {props.children}
      </div>
    </div>
  );
}

/** The first page as the settings would print it: the header, some text, the footer. */
export function HeaderFooterPreview({ config }: { config: HeaderFooterConfig }) {
  const { header, footer } = config;
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="font-medium text-sm">Preview</figcaption>
      <div
        className="flex flex-col overflow-hidden rounded-sm border bg-card shadow-sm"
        style={{ aspectRatio: `${PAGE.widthCm} / ${PAGE.heightCm}` }}
      >
        {header.enabled && (
          <Band
            height={header.height}
            colour={header.backgroundColor}
            border={header.borderBottom ? 'bottom' : null}
            position={header.logo?.position ?? 'center'}
          >
            {header.logo && (
              <img
                src={header.logo.url}
                alt=""
                className="max-h-[80%] object-contain"
                style={{ width: ofWidth(header.logo.width) }}
              />
            )}
          </Band>
        )}
        <div
          aria-hidden="true"
          className="grid flex-1 content-start gap-1.5 py-4"
          style={{ paddingLeft: SIDE, paddingRight: SIDE }}
        >
          <div className="mb-1 h-1.5 w-1/2 rounded-full bg-border" />
          {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3', 'w-full', 'w-11/12', 'w-3/4'].map(
            (width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of lines that never changes
              <div key={index} className={`h-1.5 rounded-full bg-muted ${width}`} />
            ),
          )}
        </div>
        {footer.enabled && (
          <Band
            height={footer.height}
            colour={footer.backgroundColor}
            border={footer.borderTop ? 'top' : null}
            position={footer.pageNumbers.position}
          >
            {footer.pageNumbers.enabled && (
              <span className="text-[9px] text-muted-foreground leading-none">
                {pageNumberText(footer.pageNumbers.format, 1, 3)}
              </span>
            )}
          </Band>
        )}
      </div>
    </figure>
  );
}
