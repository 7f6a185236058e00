import { type LayoutPosition, LETTERHEAD_HEIGHT, LETTERHEAD_WIDTH, PAGE } from '@lexdraft/core';
import { ImageIcon } from 'lucide-react';

// The page's text width in CSS pixels (96 per inch): A4 less its side margins, where a letterhead
// of `width` pixels sits.
const TEXT_WIDTH_PX = ((PAGE.widthCm * 10 - PAGE.marginLeftMm - PAGE.marginRightMm) / 25.4) * 96;
const SIDE_MARGIN = `${(PAGE.marginLeftMm / (PAGE.widthCm * 10)) * 100}%`;

const clamp = (value: number, range: { min: number; max: number }) =>
  Number.isFinite(value) ? Math.min(range.max, Math.max(range.min, value)) : range.min;

const JUSTIFY: Record<LayoutPosition, string> = {
  left: 'justify-start',
  center: 'justify-center',
  right: 'justify-end',
};

/** The top of the first page as it will print, scaled to the dialog: the letterhead above the text. */
export function LetterheadPreview(props: {
  imageUrl: string | null;
  position: LayoutPosition;
  width: number;
  height: number;
}) {
  const width = clamp(props.width, LETTERHEAD_WIDTH);
  const height = clamp(props.height, LETTERHEAD_HEIGHT);
  return (
    <figure className="grid gap-2">
      <figcaption className="font-medium text-sm">Preview</figcaption>
      <div className="overflow-hidden rounded-md border bg-muted/60 px-4 pt-4">
        <div
          className="grid gap-3 rounded-sm bg-card pt-[6%] pb-4 shadow-sm"
          style={{ paddingLeft: SIDE_MARGIN, paddingRight: SIDE_MARGIN }}
        >
          <div className={`flex ${JUSTIFY[props.position]}`}>
            {props.imageUrl ? (
              <img
                src={props.imageUrl}
                alt="Letterhead"
                className="object-contain"
                style={{ width: `${(width / TEXT_WIDTH_PX) * 100}%`, aspectRatio: `${width} / ${height}` }}
              />
            ) : (
              <div
                className="flex items-center justify-center rounded-sm border border-dashed text-muted-foreground"
                style={{ width: `${(width / TEXT_WIDTH_PX) * 100}%`, aspectRatio: `${width} / ${height}` }}
              >
                <ImageIcon aria-hidden="true" className="size-5" />
                <span className="sr-only">No image yet</span>
              </div>
            )}
          </div>
          {/* Lines standing for the document's text. */}
          <div aria-hidden="true" className="grid gap-1.5 pt-2">
            <div className="h-1.5 w-2/5 rounded-full bg-muted" />
            <div className="h-1.5 w-full rounded-full bg-muted" />
            <div className="h-1.5 w-11/12 rounded-full bg-muted" />
            <div className="h-1.5 w-3/4 rounded-full bg-muted" />
          </div>
        </div>
      </div>
    </figure>
  );
}
