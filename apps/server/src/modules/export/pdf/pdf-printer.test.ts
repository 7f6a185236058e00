import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/errors.js';
import { exportDocumentOf, pdfReader, TEST_CHROMIUM } from '../../../test/export.js';
import { CHROMIUM_MISSING, createPdfPrinter } from './pdf-printer.js';
import { printHtml } from './print-html.js';

// The machine's Chromium, one printer for the file.

const log = pino({ level: 'silent' });
const printer = createPdfPrinter({ executablePath: TEST_CHROMIUM, concurrency: 2, log });
afterAll(() => printer.close());

/** The Chromium processes this test process started (Playwright runs the browser as its child). */
const browserProcesses = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command?.startsWith('chromium'))
    .map(([pid]) => Number(pid));

describe('createPdfPrinter', () => {
  let server: Server;
  const requested: string[] = [];
  let connections = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      response.end('');
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('prints HTML to PDF and lets the page fetch nothing, whatever it asks for', async () => {
    const remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="${remote}/style.css">
      <style>@import url("${remote}/import.css"); @font-face { font-family: X; src: url(${remote}/font.woff2); }
        body { font-family: X; background: url(${remote}/background.png); }</style>
      <script src="${remote}/script.js"></script>
      </head><body><p>Printed</p><img src="${remote}/image.png"><iframe src="${remote}/frame"></iframe>
      <object data="${remote}/object"></object><video poster="${remote}/poster.png"></video>
      <script>document.body.append('scripted')</script></body></html>`;
    const pdf = pdfReader(await printer.print(html));
    expect(await pdf.pages()).toBe(1);
    const text = (await pdf.pageTexts()).join('');
    expect(text).toContain('Printed');
    expect(text).not.toContain('scripted');
    expect(requested).toEqual([]);
    expect(connections).toBe(0);
  });

  it("repeats a table's header row at the top of every page the table runs onto", async () => {
    const rows = Array.from(
      { length: 90 },
      (_, row) => `<tr><td><p>Item ${row + 1}</p></td><td><p>$${row}.00</p></td></tr>`,
    );
    const html = `<table><tbody><tr><th><p>Service rendered</p></th><th><p>Fee charged</p></th></tr>${rows.join('')}</tbody></table>`;
    const pdf = pdfReader(await printer.print(printHtml(exportDocumentOf(html, 'Fees'))));
    const pages = await pdf.pageTexts();
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toMatch(/Service rendered\s+Fee charged/);
    expect(pages.at(-1)).toContain('Item 90');
  });

  it('starts the browser again after it died', async () => {
    await printer.print('<p>Warm</p>');
    // This file's printer is the only one of this process that started a browser.
    const started = browserProcesses();
    expect(started.length).toBeGreaterThan(0);
    for (const pid of started) process.kill(pid, 'SIGKILL');
    const pdf = pdfReader(await printer.print('<p>After the crash</p>'));
    expect((await pdf.pageTexts()).join('')).toContain('After the crash');
  });

  it('prints several documents at once', async () => {
    const files = await Promise.all([1, 2, 3, 4].map((index) => printer.print(`<p>Document ${index}</p>`)));
    const texts = await Promise.all(files.map(async (file) => (await pdfReader(file).pageTexts()).join('')));
    for (const [index, text] of texts.entries()) expect(text).toContain(`Document ${index + 1}`);
  });

  it('answers 503 saying how to install Chromium when there is none', async () => {
    const missing = createPdfPrinter({ executablePath: '/nonexistent/chromium', concurrency: 1, log });
    expect(missing.available).toBe(false);
    const error = await missing.print('<p>x</p>').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 503, detail: CHROMIUM_MISSING });
    await missing.close();
  });
});
