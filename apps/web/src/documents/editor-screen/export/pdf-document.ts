import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * Opens a PDF with pdf.js, fetched on first use (it is large and only Print preview needs it).
 * The worker is an asset of this origin, which the page's CSP (script-src 'self') lets run.
 */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    // The CSP has no 'unsafe-eval'; the PDFs are our own, so the faster font path is not missed.
    isEvalSupported: false,
    // Our PDFs embed every font (docs/export-api.md), and nothing may be fetched from elsewhere.
    useSystemFonts: false,
  }).promise;
}
