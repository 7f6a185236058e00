import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderFooterConfig } from '@/api/layout';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json, type RouteHandler, type SeenRequest } from '@/test/fake-backend';
import { buildWriter, dismissToasts, openEditor } from './editor-test-support';
import { assetUrl, DEFAULT_CONFIG, layoutServer, pngFile } from './layout/layout-test-backend';

// The whole app with the real editor runs in jsdom: slower than a unit test, so a longer limit.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

async function openSettings(
  config: HeaderFooterConfig = DEFAULT_CONFIG,
  routes: Record<string, RouteHandler> = {},
) {
  const layout = layoutServer({ config });
  const document = buildDocument();
  const opened = await openEditor(document, { user: buildWriter(), routes: { ...layout.routes, ...routes } });
  await opened.user.click(screen.getByRole('button', { name: 'More actions' }));
  await opened.user.click(await screen.findByRole('menuitem', { name: 'Header & Footer Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Header & Footer Settings' });
  return { ...opened, layout, dialog, document };
}

/** The logo a save sent. */
const sentLogo = (request: SeenRequest | undefined) =>
  (request?.json() as HeaderFooterConfig | undefined)?.header.logo;

/** Moves a native range input to a value, as dragging or the arrow keys would. */
function slide(slider: HTMLElement, value: number) {
  fireEvent.change(slider, { target: { value: String(value) } });
}

describe('Header & Footer Settings', () => {
  it('loads the saved settings and saves the header and footer as set', async () => {
    const { dialog, user, layout, backend, document } = await openSettings();
    const header = await within(dialog).findByRole('switch', { name: 'Show header' });
    expect(header).toHaveAttribute('aria-checked', 'false');
    // Off, the header's own settings wait.
    expect(within(dialog).getByRole('slider', { name: 'Header height' })).toBeDisabled();

    await user.click(header);
    const height = within(dialog).getByRole('slider', { name: 'Header height' });
    expect(height).toBeEnabled();
    expect(height).toHaveAttribute('min', '40');
    expect(height).toHaveAttribute('max', '150');
    expect(height).toHaveAttribute('step', '10');
    expect(height).toHaveValue('80');
    slide(height, 120);
    expect(within(dialog).getByText('120 px')).toBeInTheDocument();
    const colour = within(dialog).getByRole('textbox', { name: 'Header background' });
    await user.clear(colour);
    await user.type(colour, '#1F2A44');
    await user.click(within(dialog).getByRole('switch', { name: 'Bottom border' }));

    await user.click(within(dialog).getByRole('tab', { name: 'Footer' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Show footer' }));
    slide(within(dialog).getByRole('slider', { name: 'Footer height' }), 40);
    await user.click(within(dialog).getByRole('switch', { name: 'Top border' }));
    const format = within(dialog).getByRole('combobox', { name: 'Page number format' });
    expect([...format.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Page 1 of 3',
      '1',
      'Page 1',
      '1 of 3',
    ]);
    await user.selectOptions(format, '1 of 3');
    await user.click(within(dialog).getByRole('radio', { name: 'Right' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Header & footer settings saved')).toBeInTheDocument();
    const sent = backend.calls(`POST /api/docs/assets/header-footer-config/${document.id}`)[0]?.json();
    expect(sent).toEqual({
      header: { enabled: true, height: 120, backgroundColor: '#1F2A44', borderBottom: true, logo: null },
      footer: {
        enabled: true,
        height: 40,
        backgroundColor: '#ffffff',
        borderTop: true,
        pageNumbers: { enabled: true, position: 'right', format: 'x-of-y' },
      },
    });
    expect(layout.server.config).toEqual(sent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uploads a logo, places and sizes it, and removes it', async () => {
    const enabled = { ...DEFAULT_CONFIG, header: { ...DEFAULT_CONFIG.header, enabled: true } };
    const { dialog, user, backend, document } = await openSettings(enabled);
    const picker = userEvent.setup({ delay: null, applyAccept: false });
    const input = await within(dialog).findByLabelText('Upload logo', { selector: 'input[type="file"]' });

    await picker.upload(input, new File(['<svg/>'], 'logo.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid file type');
    await picker.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024)], 'logo.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File size must be less than 5MB');

    await picker.upload(input, pngFile('logo.png'));
    expect(await screen.findByText('Logo uploaded successfully')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', assetUrl(1));
    expect(backend.calls('POST /api/docs/assets/upload-url')[0]?.json()).toMatchObject({
      asset_type: 'logo',
    });
    const width = within(dialog).getByRole('slider', { name: 'Logo width' });
    expect(width).toHaveValue('120');
    expect(width).toHaveAttribute('min', '40');
    expect(width).toHaveAttribute('max', '300');
    slide(width, 200);
    await user.click(within(dialog).getByRole('radio', { name: 'Left' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Header & footer settings saved');
    const path = `POST /api/docs/assets/header-footer-config/${document.id}`;
    expect(sentLogo(backend.calls(path)[0])).toEqual({
      url: assetUrl(1),
      position: 'left',
      width: 200,
    });

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Header & Footer Settings' }));
    const reopened = await screen.findByRole('dialog', { name: 'Header & Footer Settings' });
    await user.click(await within(reopened).findByRole('button', { name: 'Remove logo' }));
    expect(within(reopened).queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    await user.click(within(reopened).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(backend.calls(path)).toHaveLength(2));
    expect(sentLogo(backend.calls(path)[1])).toBeNull();
  });

  it('names each slider by its label and speaks its value in pixels', async () => {
    const enabled = { ...DEFAULT_CONFIG, header: { ...DEFAULT_CONFIG.header, enabled: true } };
    const { dialog } = await openSettings(enabled);
    const height = await within(dialog).findByRole('slider', { name: 'Header height' });
    expect(height).toHaveAttribute('type', 'range');
    expect(height).toHaveAttribute('aria-valuetext', '80 pixels');
    slide(height, 90);
    expect(height).toHaveAttribute('aria-valuetext', '90 pixels');
  });

  it('says when saving failed, and stays open', async () => {
    const { dialog, user } = await openSettings(DEFAULT_CONFIG, {
      'POST /api/docs/assets/header-footer-config/:documentId': () =>
        json(422, { detail: 'Invalid request: header.height: must be at most 150' }),
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Failed to save header & footer settings')).toBeInTheDocument();
    expect(screen.getByText('Invalid request: header.height: must be at most 150')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Header & Footer Settings' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and a message without a retry when the load fails', async () => {
    const answer = deferred<Response>();
    const { dialog } = await openSettings(DEFAULT_CONFIG, {
      'GET /api/docs/assets/header-footer-config/:documentId': () => answer.promise,
    });
    expect(
      within(dialog).getByRole('status', { name: 'Loading header & footer settings' }),
    ).toBeInTheDocument();
    answer.resolve(json(500, { detail: 'Database unavailable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load header & footer settings',
    );
    expect(within(dialog).queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
