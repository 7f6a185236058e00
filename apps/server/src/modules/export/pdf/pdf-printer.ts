import { accessSync, constants, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { HttpError } from '../../../lib/errors.js';
import { semaphore } from './semaphore.js';

// Prints HTML to PDF in the machine's Chromium (never a downloaded one): one browser, started once
// and kept, started again if it dies; a bounded number of pages at a time; in a context where no
// script runs and every request is refused, so that a document can make the browser fetch nothing
// (the print HTML carries its images and fonts inline as data: URLs, which are not requests).

export const CHROMIUM_MISSING =
  "PDF export is unavailable: Chromium was not found. Install Debian's chromium package or set CHROMIUM_PATH.";
export const CHROMIUM_FAILED =
  'PDF export is unavailable: Chromium could not be started. Check the chromium installation or CHROMIUM_PATH.';
const SHUT_DOWN = 'PDF export is unavailable: the server is shutting down.';

// The discard port on this machine: nothing answers a browser there.
const NO_PROXY = 'http://127.0.0.1:9';

/** How the browser is started (exported so that bench/export starts its raw baseline alike). */
export const CHROMIUM_ARGS = [
  // Glyph positions as the font says, not as the screen's hinting would round them.
  '--font-render-hinting=none',
  '--disable-gpu',
  // Belt and braces beside the refused requests: a frame's navigation would still open a
  // connection ahead of its request. Every connection goes to a proxy that is not there
  // (port 9, loopback included), so none reaches a host.
  `--proxy-server=${NO_PROXY}`,
  '--proxy-bypass-list=<-loopback>',
];

/** How a page is printed: the @page rules set size and margins. */
export const PDF_OPTIONS = { preferCSSPageSize: true, printBackground: true } as const;

// A 200-page contract prints in seconds; this only ends a print that hangs.
const PRINT_TIMEOUT_MS = 120_000;

export type PdfPrinterOptions = { executablePath: string; concurrency: number; log: FastifyBaseLogger };

export type PdfPrinter = {
  /** False when there is no Chromium at the configured path: every print then answers 503. */
  readonly available: boolean;
  /** Starts the browser in the background, so that the first print does not wait for it. */
  warm(): void;
  print(html: string): Promise<Buffer>;
  close(): Promise<void>;
};

/** True when `file` is a file this process may run. */
export function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function createPdfPrinter({ executablePath, concurrency, log }: PdfPrinterOptions): PdfPrinter {
  const available = isExecutableFile(executablePath);
  const withPage = semaphore(concurrency);
  let context: Promise<BrowserContext> | undefined;
  let closed = false;

  async function launch(): Promise<BrowserContext> {
    let browser: Browser;
    try {
      browser = await chromium.launch({
        executablePath,
        args: CHROMIUM_ARGS,
        // The app's own shutdown closes the browser.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (error) {
      log.error({ err: error }, 'Chromium could not be started for PDF export');
      throw new HttpError(503, CHROMIUM_FAILED);
    }
    try {
      const opened = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
      await opened.route('**/*', (route) => route.abort());
      return opened;
    } catch (error) {
      await browser.close().catch(() => {});
      throw error;
    }
  }

  function browserContext(): Promise<BrowserContext> {
    if (closed) return Promise.reject(new HttpError(503, SHUT_DOWN));
    if (!available) return Promise.reject(new HttpError(503, CHROMIUM_MISSING));
    if (!context) {
      const launching = launch();
      context = launching;
      launching.then(
        (opened) =>
          opened.browser()?.on('disconnected', () => {
            if (context === launching) context = undefined;
            if (!closed)
              log.warn('Chromium for PDF export went away; it is started again on the next export');
          }),
        () => {
          if (context === launching) context = undefined;
        },
      );
    }
    return context;
  }

  async function printOnce(html: string): Promise<Buffer> {
    const page = await (await browserContext()).newPage();
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
      return await page.pdf(PDF_OPTIONS);
    } finally {
      await page.close().catch(() => {});
    }
  }

  return {
    available,
    warm() {
      if (available) browserContext().catch(() => {});
    },
    print: (html) =>
      withPage(async () => {
        try {
          return await printOnce(html);
        } catch (error) {
          if (error instanceof HttpError || closed) throw error;
          // A browser that died under this print is started again, once, for it.
          const launching = context;
          const current = await launching?.catch(() => undefined);
          if (current?.browser()?.isConnected()) throw error;
          if (context === launching) context = undefined;
          return printOnce(html);
        }
      }),
    async close() {
      closed = true;
      const opened = await context?.catch(() => undefined);
      context = undefined;
      await opened?.browser()?.close();
    },
  };
}
