import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { buildWriter, dismissToasts, openEditor, pageEditor } from './editor-test-support';
import { assetUrl, layoutServer, ORG_ID, pngFile } from './layout/layout-test-backend';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  dismissToasts();
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const writer = () => buildWriter();
// A user whose organization owns the asset URLs of layout-test-backend.
const firmWriter = () => buildUser({ role: 'attorney', permissions: ['docs:write'], org_id: ORG_ID });

/**
 * The dialog once its letterhead has loaded (the skeleton gone), so that its fields are there: on a
 * busy machine the load can outlast the dialog's opening.
 */
async function loadedLetterheadDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Letterhead Settings' });
  await waitFor(() =>
    expect(within(dialog).queryByRole('status', { name: 'Loading letterhead' })).not.toBeInTheDocument(),
  );
  return dialog;
}

async function openLetterhead(options: Parameters<typeof layoutServer>[0] = {}, document = buildDocument()) {
  const layout = layoutServer(options);
  const opened = await openEditor(document, { routes: layout.routes, user: writer() });
  await opened.user.click(screen.getByRole('button', { name: 'More actions' }));
  await opened.user.click(await screen.findByRole('menuitem', { name: 'Letterhead Settings' }));
  const dialog = await loadedLetterheadDialog();
  // Uploads pick any file: the chooser's accept list is the browser's business, the checks are ours.
  const picker = userEvent.setup({ delay: null, applyAccept: false });
  return { ...opened, layout, dialog, picker };
}

const fileInput = (dialog: HTMLElement, label: 'Upload image' | 'Replace image') =>
  within(dialog).getByLabelText(label, { selector: 'input[type="file"]' });

describe('Letterhead Settings', () => {
  it('uploads an image with progress, then saves it with the position and size chosen', async () => {
    const { dialog, picker, layout, backend, user } = await openLetterhead();
    const save = within(dialog).getByRole('button', { name: 'Save letterhead' });
    expect(save).toBeDisabled();

    const released = deferred<void>();
    layout.server.holdUpload = released.promise;
    await picker.upload(fileInput(dialog, 'Upload image'), pngFile());
    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByText('Uploading 0%')).toBeInTheDocument();
    released.resolve();
    expect(await within(dialog).findByText('Uploaded')).toBeInTheDocument();
    expect(await screen.findByText('Asset uploaded successfully')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Letterhead' })).toHaveAttribute('src', assetUrl(1));
    expect(backend.calls('POST /api/docs/assets/upload-url')[0]?.json()).toEqual({
      filename: 'letterhead.png',
      asset_type: 'letterhead',
      content_type: 'image/png',
    });

    await user.click(within(dialog).getByRole('radio', { name: 'Right' }));
    const width = within(dialog).getByRole('spinbutton', { name: 'Width' });
    await user.clear(width);
    await user.type(width, '320');
    await user.click(save);

    expect(await screen.findByText('Letterhead added to document')).toBeInTheDocument();
    const [put] = backend.requests.filter(
      (request) => request.path.endsWith('/letterhead') && request.method === 'PUT',
    );
    expect(put?.json()).toEqual({
      letterhead: { image_url: assetUrl(1), position: 'right', width: 320, height: 100 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a file that is not an image, or one of 5 MB or more, before uploading', async () => {
    const { dialog, picker, backend } = await openLetterhead();
    await picker.upload(
      fileInput(dialog, 'Upload image'),
      new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please upload an image file');

    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'scan.png', { type: 'image/png' });
    await picker.upload(fileInput(dialog, 'Upload image'), big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Image must be less than 5MB');
    expect(backend.calls('POST /api/docs/assets/upload-url')).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Save letterhead' })).toBeDisabled();
  });

  it("says why an upload failed, in the server's words", async () => {
    const layout = layoutServer();
    const { user } = await openEditor(buildDocument(), {
      user: writer(),
      routes: {
        ...layout.routes,
        'PUT /api/docs/assets/local-upload': () => json(415, { detail: 'Invalid file type' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Letterhead Settings' }));
    const dialog = await loadedLetterheadDialog();
    await userEvent.setup({ delay: null }).upload(fileInput(dialog, 'Upload image'), pngFile());
    expect(await screen.findByText('Failed to upload asset')).toBeInTheDocument();
    expect(screen.getByText('Invalid file type')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("fills width and height from the image's own size, keeping its shape within the limits", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:letterhead');
    URL.revokeObjectURL = vi.fn();
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        naturalWidth = 1600;
        naturalHeight = 400;
        set src(_url: string) {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    const { dialog, picker } = await openLetterhead();
    await picker.upload(fileInput(dialog, 'Upload image'), pngFile());
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Width' })).toHaveValue(500));
    expect(within(dialog).getByRole('spinbutton', { name: 'Height' })).toHaveValue(125);
  });

  it('checks width and height as they are typed', async () => {
    const saved = { image_url: assetUrl(7), position: 'center' as const, width: 200, height: 100 };
    const { dialog, user } = await openLetterhead({ letterhead: saved });
    const width = await within(dialog).findByRole('spinbutton', { name: 'Width' });
    expect(width).toHaveValue(200);
    expect(within(dialog).getByRole('radio', { name: 'Center' })).toBeChecked();
    await user.clear(width);
    await user.type(width, '40');
    expect(within(dialog).getByText('Width must be a whole number from 50 to 500')).toBeInTheDocument();
    expect(width).toHaveAttribute('aria-invalid', 'true');
    const height = within(dialog).getByRole('spinbutton', { name: 'Height' });
    await user.clear(height);
    await user.type(height, '301');
    expect(within(dialog).getByText('Height must be a whole number from 50 to 300')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save letterhead' })).toBeDisabled();
    await user.clear(width);
    await user.type(width, '500');
    await user.clear(height);
    await user.type(height, '50');
    expect(within(dialog).getByRole('button', { name: 'Save letterhead' })).toBeEnabled();
  });

  it('removes the letterhead', async () => {
    const saved = { image_url: assetUrl(7), position: 'left' as const, width: 240, height: 90 };
    const { dialog, user, layout } = await openLetterhead({ letterhead: saved });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove letterhead' }));
    expect(await screen.findByText('Letterhead removed from document')).toBeInTheDocument();
    expect(layout.server.letterhead).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when saving or removing failed, and stays open', async () => {
    const saved = { image_url: assetUrl(7), position: 'left' as const, width: 240, height: 90 };
    const layout = layoutServer({ letterhead: saved });
    const { user } = await openEditor(buildDocument(), {
      user: writer(),
      routes: {
        ...layout.routes,
        'PUT /docs/documents/:id/letterhead': (request) =>
          (request.json() as { letterhead: unknown }).letterhead
            ? json(500, {})
            : json(422, {
                detail:
                  'Invalid request: letterhead.image_url: must be an image uploaded to this organization',
              }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Letterhead Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Letterhead Settings' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save letterhead' }));
    expect(await screen.findByText('Failed to update letterhead')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove letterhead' }));
    expect(await screen.findByText('Failed to remove letterhead')).toBeInTheDocument();
    expect(screen.getByText(/must be an image uploaded to this organization/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Letterhead Settings' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and a message without a retry when the load fails', async () => {
    const answer = deferred<Response>();
    const layout = layoutServer();
    const { user } = await openEditor(buildDocument(), {
      user: writer(),
      routes: { ...layout.routes, 'GET /docs/documents/:id/letterhead': () => answer.promise },
    });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Letterhead Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Letterhead Settings' });
    expect(within(dialog).getByRole('status', { name: 'Loading letterhead' })).toBeInTheDocument();
    answer.resolve(json(500, { detail: 'Database unavailable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load letterhead');
    expect(within(dialog).queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  });
});

describe('who may change the layout', () => {
  it('a viewer is not offered Letterhead or Header & Footer Settings', async () => {
    const viewer = buildUser({ role: 'viewer', permissions: [] });
    const { user } = await openEditor(buildDocument(), { user: viewer });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menuitem', { name: 'Close' });
    expect(screen.queryByRole('menuitem', { name: 'Letterhead Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Header & Footer Settings' })).not.toBeInTheDocument();
  });

  it('a writer is offered both on a template too, Header & Footer right after Letterhead', async () => {
    const { user } = await openEditor(buildDocument({ is_template: true }), { user: writer() });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    const letterhead = items.indexOf('Letterhead Settings');
    expect(letterhead).toBeGreaterThan(-1);
    expect(items[letterhead + 1]).toBe('Header & Footer Settings');
  });
});

describe('a letterhead in the older place (the document’s own metadata)', () => {
  const legacy = { url: assetUrl(3), position: 'left', width: 640, height: 80 };

  it('moves into the content once the editor is ready, silently', async () => {
    const layout = layoutServer();
    const document = buildDocument({ metadata: { letterhead: legacy, matter: 'M-7' } });
    const { backend } = await openEditor(document, { user: firmWriter(), routes: layout.routes });
    await waitFor(() => expect(layout.server.letterhead).not.toBeNull());
    const puts = backend.requests.filter(
      (request) => request.method === 'PUT' && request.path.endsWith('/letterhead'),
    );
    expect(puts.map((request) => request.json())).toEqual([
      { letterhead: { image_url: assetUrl(3), position: 'left', width: 500, height: 80 } },
    ]);
    expect(screen.queryByText(/letterhead/i)).not.toBeInTheDocument();
  });

  it('is left alone for a viewer, who may not change the document', async () => {
    const layout = layoutServer();
    const viewer = buildUser({ role: 'viewer', permissions: [], org_id: ORG_ID });
    const document = buildDocument({ metadata: { letterhead: legacy } });
    const { backend } = await openEditor(document, { user: viewer, routes: layout.routes });
    await waitFor(() => expect(pageEditor()).toBeDefined());
    await act(async () => {});
    expect(backend.requests.filter((request) => request.path.endsWith('/letterhead'))).toEqual([]);
  });
});
