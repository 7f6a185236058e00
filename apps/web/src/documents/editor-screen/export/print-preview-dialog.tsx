import { CircleAlertIcon, FileDownIcon, FileTextIcon, Loader2Icon, XIcon } from 'lucide-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useState } from 'react';
import { type ExportFormat, getPrintPreview } from '@/api/export';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { EXPORT_LABELS } from '../editor-commands';
import { openPdf } from './pdf-document';
import { PdfPages } from './pdf-pages';
import type { DocumentExport } from './use-document-export';

const NOT_SAVED = 'The document could not be saved, so its pages cannot be shown.';

interface PrintPreviewDialogProps {
  exporter: DocumentExport;
  /** The document's name, under the title. */
  name: string;
}

/** Print preview (More actions): the pages exactly as the PDF export prints them, full screen. */
export function PrintPreviewDialog({ exporter, name }: PrintPreviewDialogProps) {
  const [pages, setPages] = useState({ current: 1, total: 0 });
  return (
    <Dialog open={exporter.previewOpen} onOpenChange={exporter.setPreviewOpen}>
      <DialogContent
        showCloseButton={false}
        className="flex h-dvh max-h-dvh max-w-full flex-col gap-0 rounded-none border-0 p-0"
      >
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b bg-card px-3 py-2 sm:px-4">
          <div className="min-w-0 flex-1">
            <DialogTitle>Print preview</DialogTitle>
            <DialogDescription className="truncate">{name}</DialogDescription>
          </div>
          {/* On a phone its own row under the title and Close; in line with them from sm up. */}
          <div className="order-last flex w-full items-center gap-2 sm:order-none sm:w-auto">
            <p
              aria-live="polite"
              className="mr-auto whitespace-nowrap text-muted-foreground text-sm tabular-nums sm:mr-1"
            >
              {pages.total > 0 ? `Page ${pages.current} of ${pages.total}` : ''}
            </p>
            <ExportButton format="pdf" exporter={exporter} />
            <ExportButton format="docx" exporter={exporter} />
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="shrink-0">
              <XIcon />
            </Button>
          </DialogClose>
        </div>
        {/* Mounted with the dialog: each opening shows the version saved at that moment. */}
        <PreviewPages
          load={async (signal) => {
            // The server prints the saved version: what is typed goes in first.
            if (!(await exporter.saveFirst())) throw new Error(NOT_SAVED);
            return getPrintPreview(exporter.documentId, { signal });
          }}
          onPages={(total) => setPages({ current: 1, total })}
          onCurrentPage={(current) => setPages((shown) => ({ ...shown, current }))}
        />
      </DialogContent>
    </Dialog>
  );
}

function ExportButton({ format, exporter }: { format: ExportFormat; exporter: DocumentExport }) {
  const busy = exporter.exporting === format;
  const Icon = busy ? Loader2Icon : format === 'pdf' ? FileDownIcon : FileTextIcon;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={exporter.exporting !== null}
      onClick={() => void exporter.exportFile(format)}
    >
      <Icon aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
      {busy ? EXPORT_LABELS[format].busy : EXPORT_LABELS[format].idle}
    </Button>
  );
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; pdf: PDFDocumentProxy };

interface PreviewPagesProps {
  load: (signal: AbortSignal) => Promise<Blob>;
  onPages: (total: number) => void;
  onCurrentPage: (page: number) => void;
}

function PreviewPages({ load, onPages, onCurrentPage }: PreviewPagesProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const fetchPdf = useEffectEvent(load);
  const opened = useEffectEvent(onPages);

  useEffect(() => {
    // Counted so that a retry runs the effect again.
    void attempt;
    const controller = new AbortController();
    let pdf: PDFDocumentProxy | undefined;
    setLoaded({ status: 'loading' });
    void (async () => {
      try {
        const blob = await fetchPdf(controller.signal);
        const document = await openPdf(await blob.arrayBuffer());
        if (controller.signal.aborted) {
          void document.destroy();
          return;
        }
        pdf = document;
        opened(document.numPages);
        setLoaded({ status: 'ready', pdf: document });
      } catch (error) {
        if (!controller.signal.aborted)
          setLoaded({ status: 'failed', message: errorMessage(error, 'The pages could not be shown.') });
      }
    })();
    return () => {
      controller.abort();
      void pdf?.destroy();
    };
  }, [attempt]);

  if (loaded.status === 'ready') return <PdfPages pdf={loaded.pdf} onCurrentPage={onCurrentPage} />;
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center bg-muted p-6">
      {loaded.status === 'loading' ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner aria-label="Preparing the pages" />
          Preparing the pages...
        </p>
      ) : (
        <div role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
          <CircleAlertIcon aria-hidden="true" className="size-6 text-destructive" />
          <p className="font-medium">The preview could not be shown</p>
          <p className="text-muted-foreground text-sm">{loaded.message}</p>
          <Button variant="outline" size="sm" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
