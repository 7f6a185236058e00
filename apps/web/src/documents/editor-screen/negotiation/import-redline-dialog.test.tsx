import { buildContent } from '@lexdraft/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRecord } from '@/api/documents';
import { buildDocument } from '@/test/document-fixtures';
import { json, type RouteHandler } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { dismissToasts, openEditor, pageEditor } from '../editor-test-support';

// Import Word redline… from the More actions menu: the file goes up as multipart, the dialog says
// what the import made, and the editor reloads the new version; a refusal shows the server's detail.

vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const IMPORTED_HTML =
  '<p>The fee is <del data-suggestion="s1" data-author-name="Dana">$500</del><ins data-suggestion="s2" data-author-name="Dana">$650</ins>.</p>';

function redlineServer(answer: RouteHandler) {
  const state = {
    document: buildDocument({
      id: 'doc-r',
      current_version: 6,
      versions: [
        {
          version: 6,
          content: buildContent('<p>The fee is $500.</p>'),
          created_at: '2026-03-01T10:00:00.000Z',
        },
      ],
    }),
  };
  const routes: Record<string, RouteHandler> = {
    'GET /docs/documents/:id': () => json(200, state.document),
    'POST /docs/documents/:id/import-redline': async (request) => {
      const response = await answer(request);
      if (response.ok) {
        const record: DocumentRecord = {
          ...state.document,
          current_version: 7,
          versions: [
            { version: 7, content: buildContent(IMPORTED_HTML), created_at: '2026-03-02T10:00:00.000Z' },
          ],
        };
        state.document = record;
      }
      return response;
    },
  };
  return { document: state.document, routes };
}

async function openImport(answer: RouteHandler) {
  const { document, routes } = redlineServer(answer);
  const view = await openEditor(document, { routes });
  await view.user.click(screen.getByRole('button', { name: 'More actions' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Import Word redline…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Word redline' });
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'redline.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  await view.user.upload(within(dialog).getByLabelText('Word file (.docx)'), file);
  await view.user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return { ...view, dialog };
}

describe('Import Word redline', () => {
  it('uploads the .docx, says what it made, and reloads the document at the new version', async () => {
    const { backend } = await openImport(() => json(200, { version: 7, suggestions: 4, comments: 2 }));
    expect(
      await screen.findByText('Imported 4 suggestions and 2 comments as version 7.'),
    ).toBeInTheDocument();
    const sent = backend.calls('POST /docs/documents/doc-r/import-redline');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('Content-Disposition: form-data; name="file"');
    await waitFor(() => expect(pageEditor().getHTML()).toContain('$650'));
    expect(backend.calls('GET /docs/documents/doc-r').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server’s detail when the file is refused, and keeps the dialog open to try another', async () => {
    const detail = 'The file is not a Word document (.docx): it is a PDF.';
    const { dialog } = await openImport(() => json(415, { detail }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(pageEditor().getHTML()).toContain('The fee is $500.');
  });

  it('is not offered to a viewer', async () => {
    const { document, routes } = redlineServer(() => json(500));
    const view = await openEditor(document, { routes, user: buildUser({ role: 'viewer', permissions: [] }) });
    await view.user.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menuitem', { name: 'Print preview' });
    expect(screen.queryByRole('menuitem', { name: 'Import Word redline…' })).not.toBeInTheDocument();
  });
});
