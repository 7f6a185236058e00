import { TriangleAlertIcon } from 'lucide-react';
import { createContext, memo, type ReactNode, use, useMemo } from 'react';
import type { TemplateImportPreview } from '@/api/template-import';
import { cn } from '@/lib/utils';
import type { MappingChoice } from './mappings';
import { type RenderMark, renderPreviewHtml } from './preview-html';
import '@/editor/editor.css';

// Only a picture the preview inlined (never a link to elsewhere) is shown.
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/;

const MARK_TONES: Record<MappingChoice['kind'], string> = {
  field: 'bg-primary/15 text-foreground ring-1 ring-primary/30',
  custom: 'bg-warning/25 text-foreground ring-1 ring-warning/50',
  text: 'bg-transparent text-muted-foreground underline decoration-dashed decoration-muted-foreground/60',
};

/** What each placeholder of the preview currently becomes, to colour its highlights. */
export type ChoiceKinds = readonly MappingChoice['kind'][];

interface MarkState {
  kinds: ChoiceKinds;
  active: number | null;
  onPick: (index: number) => void;
}

// The highlights read their colour from here, so that a new choice re-renders them and not the
// whole document (parsed once per preview).
const MarkStateContext = createContext<MarkState>({ kinds: [], active: null, onPick: () => undefined });

function PlaceholderMark({ index, children }: { index: number; children: ReactNode }) {
  const { kinds, active, onPick } = use(MarkStateContext);
  return (
    // A pointer's shortcut to the placeholder's row; the keyboard's way is the table itself.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the rows hold the same choice, in reach of the keyboard
    <mark
      data-placeholder={index}
      onClick={() => onPick(index)}
      className={cn(
        'cursor-pointer rounded-[3px] px-0.5 transition-shadow',
        MARK_TONES[kinds[index] ?? 'field'],
        active === index && 'outline-2 outline-primary outline-offset-1',
      )}
    >
      {children}
    </mark>
  );
}

const renderMark: RenderMark = (index, children, key) => (
  <PlaceholderMark key={key} index={index}>
    {children}
  </PlaceholderMark>
);

/** The server's HTML (through the allow-list of preview-html) with each placeholder highlighted. */
const MarkedHtml = memo(function MarkedHtml({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => renderPreviewHtml(html, renderMark), [html]);
  return <div className={cn('lexdraft-prose', className)}>{nodes}</div>;
});

interface ImportPreviewProps {
  preview: TemplateImportPreview;
  kinds: ChoiceKinds;
  active: number | null;
  onPick: (index: number) => void;
}

/** The converted document as a page: letterhead, header, body and footer, placeholders highlighted. */
export function ImportPreview({ preview, kinds, active, onPick }: ImportPreviewProps) {
  const { header, footer, letterhead } = preview;
  const marks = useMemo(() => ({ kinds, active, onPick }), [kinds, active, onPick]);
  const logo = header?.logo && DATA_IMAGE.test(header.logo.url) ? header.logo : null;
  return (
    <MarkStateContext value={marks}>
      <div className="lexdraft-canvas rounded-xl border max-sm:px-2">
        <article aria-label="Converted document" className="lexdraft-page min-h-0! cursor-default!">
          {letterhead && DATA_IMAGE.test(letterhead.image_url) && (
            <div className={cn('flex px-[12mm] pt-6 max-sm:px-5', alignment(letterhead.position))}>
              <img
                src={letterhead.image_url}
                alt="Letterhead"
                style={{ width: letterhead.width, maxWidth: '100%', height: 'auto' }}
              />
            </div>
          )}
          {header && (
            <Band
              label="Header"
              className={cn('border-b', header.borderBottom ? 'border-border' : 'border-dashed')}
            >
              {logo && (
                <div className={cn('mb-2 flex', alignment(logo.position))}>
                  <img
                    src={logo.url}
                    alt="Header logo"
                    style={{ width: logo.width, maxWidth: '100%', height: 'auto' }}
                  />
                </div>
              )}
              <MarkedHtml html={header.content} className="text-[10pt]" />
            </Band>
          )}
          <div className="lexdraft-page-text">
            {preview.html.trim() === '' ? (
              <p className="text-muted-foreground text-sm italic">The document has no body text.</p>
            ) : (
              <MarkedHtml html={preview.html} />
            )}
          </div>
          {footer && (
            <Band
              label="Footer"
              className={cn('border-t', footer.borderTop ? 'border-border' : 'border-dashed')}
            >
              <MarkedHtml html={footer.content} className="text-[10pt]" />
            </Band>
          )}
        </article>
      </div>
    </MarkStateContext>
  );
}

function alignment(position: 'left' | 'center' | 'right') {
  return position === 'center' ? 'justify-center' : position === 'right' ? 'justify-end' : 'justify-start';
}

function Band({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={cn('bg-muted/30 px-[12mm] py-3 max-sm:px-5', className)}>
      <p className="mb-1 font-medium font-sans text-[10px] text-muted-foreground uppercase tracking-wider">
        {label}
      </p>
      {children}
    </section>
  );
}

/** The preview's warnings (broken placeholders left as text, images left out), or nothing. */
export function ImportWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="import-warnings-heading"
      className="rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm"
    >
      <h3
        id="import-warnings-heading"
        className="flex items-center gap-2 font-medium text-warning-foreground"
      >
        <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
        {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-warning-foreground/90">
        {warnings.map((warning, index) => (
          // Two warnings may read the same; their place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} className="break-words">
            {warning}
          </li>
        ))}
      </ul>
    </section>
  );
}
