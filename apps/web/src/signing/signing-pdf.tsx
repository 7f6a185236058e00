import { CircleAlertIcon, PenLineIcon } from 'lucide-react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { type Ref, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { openPdf } from '@/documents/editor-screen/export/pdf-document';
import { errorMessage } from '@/lib/error-message';
import { useColumnWidth, useNearView, usePageCanvas } from '@/lib/pdf-page-view';
import { fieldBox, fieldsOnPage, type SignatureField } from './signature-fields';
import { type AdoptedSignature, SignaturePreview } from './signature-preview';
import { getSigningPdf, isDeadLink } from './signing-api';

// Skeletons stand in for at most this many pages while the file loads.
const MAX_SKELETONS = 3;

interface SigningPdfProps {
  token: string;
  /** From the session, so that the skeletons and labels are right before the file arrives. */
  pageCount: number;
  fields: readonly SignatureField[];
  /** The signature adopted so far, shown in the fields as it will be stamped. */
  signature: AdoptedSignature | null;
  onSignHere: () => void;
  onDeadLink: (error: unknown) => void;
}

type Loaded = { pages: PDFPageProxy[] } | { error: string };

/**
 * Step (c): the frozen PDF page by page (pdf.js, fetched with this step), each page a canvas as wide
 * as the column at the screen's pixel density, this signer's fields marked on their pages; the
 * first field is brought into view once the pages are laid out.
 */
export function SigningPdf({ token, pageCount, fields, signature, onSignHere, onDeadLink }: SigningPdfProps) {
  const column = useRef<HTMLDivElement>(null);
  const width = useColumnWidth(column);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const firstMarker = useRef<HTMLButtonElement>(null);
  const broughtIntoView = useRef(false);
  const reportDeadLink = useEffectEvent(onDeadLink);

  useEffect(() => {
    void attempt; // Try again loads the file anew.
    const controller = new AbortController();
    let live = true;
    let pdf: PDFDocumentProxy | undefined;
    setLoaded(null);
    (async () => {
      try {
        const bytes = await getSigningPdf(token, controller.signal);
        pdf = await openPdf(bytes);
        const opened = pdf;
        const pages = await Promise.all(
          Array.from({ length: opened.numPages }, (_, index) => opened.getPage(index + 1)),
        );
        if (live) setLoaded({ pages });
      } catch (error) {
        if (!live) return;
        if (isDeadLink(error)) reportDeadLink(error);
        else setLoaded({ error: errorMessage(error, 'The document could not be loaded') });
      }
    })();
    return () => {
      live = false;
      controller.abort();
      void pdf?.destroy();
    };
  }, [token, attempt]);

  const pages = loaded && 'pages' in loaded ? loaded.pages : null;
  useEffect(() => {
    if (!pages || width === 0 || broughtIntoView.current || !firstMarker.current) return;
    broughtIntoView.current = true;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    firstMarker.current.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, [pages, width]);

  const firstField = fields[0];
  return (
    <div ref={column} className="flex w-full flex-col items-center gap-4 sm:gap-6">
      <p role="status" className="sr-only">
        {pages ? `The document is open: ${pages.length} ${pages.length === 1 ? 'page' : 'pages'}.` : ''}
        {loaded === null ? 'Loading the document…' : ''}
      </p>
      {loaded && 'error' in loaded && (
        <Alert variant="destructive" className="max-w-xl">
          <CircleAlertIcon aria-hidden="true" />
          <AlertDescription>
            <p>{loaded.error}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-1"
              onClick={() => setAttempt((count) => count + 1)}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {loaded === null &&
        Array.from({ length: Math.min(Math.max(pageCount, 1), MAX_SKELETONS) }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
            key={index}
            data-testid="page-skeleton"
            style={width > 0 ? { width } : undefined}
            className="relative aspect-[210/297] w-full bg-white shadow-sm ring-1 ring-black/5"
          >
            <SheetPlaceholder />
          </div>
        ))}
      {pages &&
        width > 0 &&
        pages.map((page) => (
          <PdfSheet
            key={page.pageNumber}
            page={page}
            width={width}
            total={pages.length}
            fields={fieldsOnPage(fields, page.pageNumber)}
            firstField={firstField}
            firstMarker={firstMarker}
            signature={signature}
            onSignHere={onSignHere}
          />
        ))}
    </div>
  );
}

interface PdfSheetProps {
  page: PDFPageProxy;
  width: number;
  total: number;
  fields: SignatureField[];
  firstField: SignatureField | undefined;
  firstMarker: Ref<HTMLButtonElement>;
  signature: AdoptedSignature | null;
  onSignHere: () => void;
}

function PdfSheet({
  page,
  width,
  total,
  fields,
  firstField,
  firstMarker,
  signature,
  onSignHere,
}: PdfSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const near = useNearView(sheet);
  const { canvas, drawnAt } = usePageCanvas(page, width, near);
  const natural = page.getViewport({ scale: 1 });
  const scale = width / natural.width;
  const height = Math.round(natural.height * scale);

  const shown = page.getViewport({ scale });
  return (
    <div
      ref={sheet}
      data-page={page.pageNumber}
      style={{ width, height }}
      className="relative shrink-0 bg-white shadow-sm ring-1 ring-black/5"
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Page ${page.pageNumber} of ${total}`}
        className="block size-full"
      />
      {drawnAt !== width && <SheetPlaceholder />}
      {fields.map((field) => {
        const box = fieldBox(shown, field);
        return (
          // The whole field is the marker: it covers no text of the page, and takes the signer
          // to the signature panel. Its tab sits on the border, half above it.
          <button
            key={`${field.x},${field.y}`}
            ref={field === firstField ? firstMarker : undefined}
            type="button"
            data-testid="signature-field"
            aria-label={`Sign here, page ${page.pageNumber}`}
            onClick={onSignHere}
            style={box}
            className="absolute scroll-my-24 rounded-sm border-2 border-gold border-dashed bg-gold/10 outline-none transition-colors hover:bg-gold/20 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {signature && <SignaturePreview signature={signature} width={box.width} height={box.height} />}
            <span
              aria-hidden="true"
              className="absolute top-0 left-1 flex -translate-y-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-gold px-1.5 py-px font-semibold text-[0.625rem] text-foreground uppercase leading-tight tracking-wide shadow-sm"
            >
              <PenLineIcon className="size-2.5" />
              Sign here
            </span>
          </button>
        );
      })}
    </div>
  );
}

// The widths of a page's lines of text while it loads, as fractions of the text column.
const LINE_WIDTHS = [0.45, 1, 0.96, 1, 0.7, 0, 1, 0.93, 1, 0.98, 0.55, 0, 1, 0.97, 0.88];

/** A blank sheet with grey lines where text will be, pulsing while the page loads. */
function SheetPlaceholder() {
  return (
    <div aria-hidden="true" className="absolute inset-0 flex flex-col gap-[2.2%] bg-white px-[12%] pt-[14%]">
      {LINE_WIDTHS.map((fraction, index) =>
        fraction === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <span key={index} className="h-[1.2%]" />
        ) : (
          <Skeleton
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            key={index}
            style={{ width: `${fraction * 100}%` }}
            className="h-[1.2%] rounded-sm"
          />
        ),
      )}
    </div>
  );
}
