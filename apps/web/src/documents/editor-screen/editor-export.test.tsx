import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json, type RouteHandler } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { dismissToasts, openEditor, sentChanges, typeInDocument } from './editor-test-support';

// Export PDF, Export Word and the held-back export of a document with empty fields, through the
// real screen down to the wire; the browser's download is the one thing watched from outside.

vi.setConfig({ testTimeout: 15_000 });

interface Download {
  fileName: string;
  blob: Blob;
}

let downloads: Download[];
let revoked: string[];

beforeEach(() => {
  downloads = [];
  revoked = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: the link's click is where the file leaves.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
});
afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

const FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What the export route answers for a document whose fields are all filled. */
const fileAnswer: RouteHandler = (request) => {
  const format = (request.query.get('format') ?? 'pdf') as keyof typeof FILE_TYPES;
  return new Response(format === 'pdf' ? '%PDF-1.7 test' : 'PK test', {
    status: 200,
    headers: {
      'Content-Type': FILE_TYPES[format],
      'Content-Disposition': `attachment; filename="document.${format}"`,
    },
  });
};

const EXPORT = 'GET /docs/documents/doc-1/export';

async function chooseFromMenu(user: Awaited<ReturnType<typeof openEditor>>['user'], item: string) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(screen.getByRole('menuitem', { name: item }));
}

describe('Export PDF and Export Word', () => {
  it('downloads the file under the name the server gives, and frees its URL', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'GET /docs/documents/:id/export': fileAnswer },
    });
    await chooseFromMenu(user, 'Export PDF');

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toBe('document.pdf');
    expect(downloads[0]!.blob.type).toBe('application/pdf');
    expect(await downloads[0]!.blob.text()).toBe('%PDF-1.7 test');
    expect(Object.fromEntries(backend.calls(EXPORT)[0]!.query)).toEqual({
      format: 'pdf',
      allow_unresolved: 'false',
    });
    await waitFor(() => expect(revoked).toEqual(['blob:test/0']));
    // Nothing was typed: nothing is saved first.
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
  });

  it('saves what is typed first, then exports the saved version', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1', current_version: 1 }), {
      routes: { 'GET /docs/documents/:id/export': fileAnswer },
    });
    typeInDocument(' Signed.');
    await chooseFromMenu(user, 'Export Word');

    await waitFor(() => expect(downloads.map((file) => file.fileName)).toEqual(['document.docx']));
    const order = backend.requests.map((request) => `${request.method} ${request.path}`);
    expect(order.slice(-2)).toEqual(['PUT /docs/documents/doc-1', EXPORT]);
    expect(sentChanges(backend, 'doc-1')[0]?.content?.ckeditor_html).toBe('<p>Dear client, Signed.</p>');
    expect(backend.calls(EXPORT)[0]!.query.get('format')).toBe('docx');
  });

  it('shows its progress while the file is made, and a second click starts nothing', async () => {
    const held = deferred<Response>();
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'GET /docs/documents/:id/export': () => held.promise },
    });
    await chooseFromMenu(user, 'Export PDF');

    // The title bar says so while the menu is closed.
    expect((await screen.findByText('Exporting PDF...')).closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const busy = screen.getByRole('menuitem', { name: 'Exporting PDF...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Export Word' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(backend.calls(EXPORT)).toHaveLength(1);

    held.resolve(
      fileAnswer({ query: new URLSearchParams('format=pdf') } as Parameters<RouteHandler>[0]) as Response,
    );
    await waitFor(() => expect(downloads).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Exporting PDF...')).not.toBeInTheDocument());
  });

  it('is offered to a viewer, who may read the document', async () => {
    const { user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      user: buildUser({ role: 'viewer', permissions: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    for (const item of ['Print preview', 'Export PDF', 'Export Word'])
      expect(screen.getByRole('menuitem', { name: item })).not.toHaveAttribute('aria-disabled');
  });
});

describe('an export held back for empty fields', () => {
  const unresolved: RouteHandler = (request) =>
    request.query.get('allow_unresolved') === 'true'
      ? fileAnswer(request)
      : json(422, {
          detail: 'This document has merge fields without values: person.first_name, client.name.',
          unresolved_fields: ['person.first_name', 'client.name'],
        });

  it('lists the fields by their labels, and Export anyway exports with allow_unresolved=true', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'GET /docs/documents/:id/export': unresolved },
    });
    await chooseFromMenu(user, 'Export PDF');

    const dialog = await screen.findByRole('dialog', { name: 'Unresolved merge fields' });
    const fields = within(within(dialog).getByRole('list', { name: 'Fields without values' })).getAllByRole(
      'listitem',
    );
    // A field the editor knows goes by its label; one it does not, by its id.
    expect(fields.map((item) => item.textContent)).toEqual(['First Name', 'client.name']);
    expect(dialog).toHaveTextContent('2 merge fields in this document have no value yet');
    expect(dialog).toHaveTextContent('label prints highlighted');
    expect(dialog).toHaveTextContent('recorded in the audit log');
    expect(downloads).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Export anyway' }));
    await waitFor(() => expect(downloads.map((file) => file.fileName)).toEqual(['document.pdf']));
    expect(backend.calls(EXPORT).map((request) => request.query.get('allow_unresolved'))).toEqual([
      'false',
      'true',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Fill values opens Manage Field Values instead', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'GET /docs/documents/:id/export': unresolved },
    });
    await chooseFromMenu(user, 'Export Word');
    const dialog = await screen.findByRole('dialog', { name: 'Unresolved merge fields' });
    await user.click(within(dialog).getByRole('button', { name: 'Fill values' }));

    expect(await screen.findByRole('dialog', { name: 'Manage Field Values' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unresolved merge fields' })).not.toBeInTheDocument(),
    );
    expect(backend.calls(EXPORT)).toHaveLength(1);
    expect(downloads).toEqual([]);
  });

  it('Cancel leaves without a file', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'GET /docs/documents/:id/export': unresolved },
    });
    await chooseFromMenu(user, 'Export PDF');
    const dialog = await screen.findByRole('dialog', { name: 'Unresolved merge fields' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls(EXPORT)).toHaveLength(1);
    expect(downloads).toEqual([]);
  });
});

describe('a failed export', () => {
  it('says "Export unavailable" with the server\'s words when it cannot print (503)', async () => {
    const detail =
      "PDF export is unavailable: Chromium was not found. Install Debian's chromium package or set CHROMIUM_PATH.";
    const { user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'GET /docs/documents/:id/export': () => json(503, { detail }) },
    });
    await chooseFromMenu(user, 'Export PDF');

    expect(await screen.findByText('Export unavailable')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('says "Export failed" with the message otherwise', async () => {
    const { user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: { 'GET /docs/documents/:id/export': () => json(500, { detail: 'The renderer stopped' }) },
    });
    await chooseFromMenu(user, 'Export Word');

    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('The renderer stopped')).toBeInTheDocument();
    // Done: the item is offered again.
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menuitem', { name: 'Export Word' })).not.toHaveAttribute('aria-disabled');
  });

  it('exports nothing when the save before it fails', async () => {
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: {
        'PUT /docs/documents/:id': () => json(500, { detail: 'Disk full' }),
        'GET /docs/documents/:id/export': fileAnswer,
      },
    });
    typeInDocument(' Final.');
    await chooseFromMenu(user, 'Export PDF');

    expect(await screen.findByText('Failed to save document: Disk full')).toBeInTheDocument();
    expect(backend.calls(EXPORT)).toEqual([]);
  });
});

describe('Print preview', () => {
  it('saves what is typed first, asks for the preview and says why it cannot show it', async () => {
    const detail =
      "PDF export is unavailable: Chromium was not found. Install Debian's chromium package or set CHROMIUM_PATH.";
    const { backend, user } = await openEditor(buildDocument({ id: 'doc-1', current_version: 1 }), {
      routes: { 'GET /docs/documents/:id/print-preview': () => json(503, { detail }) },
    });
    typeInDocument(' Signed.');
    await chooseFromMenu(user, 'Print preview');

    const dialog = await screen.findByRole('dialog', { name: 'Print preview' });
    const problem = await within(dialog).findByRole('alert');
    expect(problem).toHaveTextContent('The preview could not be shown');
    expect(problem).toHaveTextContent(detail);
    const order = backend.requests.map((request) => `${request.method} ${request.path}`);
    expect(order.slice(-2)).toEqual(['PUT /docs/documents/doc-1', 'GET /docs/documents/doc-1/print-preview']);

    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(backend.calls('GET /docs/documents/doc-1/print-preview')).toHaveLength(2));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
