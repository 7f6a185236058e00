import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import { useDocumentStore } from '@/documents/document-store';
import { deferred, fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { useAiStatusStore } from '../ai/ai-status-store';
import { disabledStatus, eventStream, frame, offlineStatus } from '../ai/ai-test-backend';
import { documentListRoutes } from '../list/document-test-backend';

// Draft with AI in the template library: the dialog, the request, opening the new template, the
// failures in spec section 8's words, and what it says offline and with the assistant off.

vi.mock('@/documents/document-editor-page', () => ({
  DocumentEditorPage: () => <h1>Editor stub</h1>,
}));

const GENERATE = 'POST /docs/templates/generate';
let backend: ReturnType<typeof fakeBackend>;

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  useAiStatusStore.getState().reset();
  const user = buildUser({ role: 'attorney', permissions: ['docs:write'] });
  startSignedIn(user);
  backend = fakeBackend({
    ...documentListRoutes([]),
    'GET /users/me': () => json(200, user),
    'GET /docs/templates': () => json(200, { templates: [] }),
    'GET /docs/ai/status': () => json(200, offlineStatus()),
    [GENERATE]: () =>
      eventStream([
        frame('delta', { text: '<h1>Mutual NDA</h1>' }),
        frame('result', { success: true, template_id: 'tpl-9', error: null, source: 'builtin' }),
      ]),
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

async function openDialog() {
  const view = renderApp('/documents?type=template');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Draft with AI' }));
  const dialog = await screen.findByRole('dialog', { name: 'Draft a template with AI' });
  return { ...view, user, dialog };
}

describe('Draft with AI', () => {
  it('drafts a template from the description and opens it', async () => {
    const { user, dialog, router } = await openDialog();
    expect(await within(dialog).findByText(/assembled from the built-in clause library/)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What should it be?' }),
      'A mutual NDA, two years',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Category' }), 'Contracts');
    await user.type(within(dialog).getByRole('textbox', { name: 'Jurisdiction' }), 'US-DE');
    await user.click(within(dialog).getByRole('button', { name: 'Draft template' }));

    expect(await screen.findByRole('heading', { name: 'Editor stub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/tpl-9/edit');
    expect(screen.getByText('Template drafted')).toBeInTheDocument();
    const sent = backend.calls(GENERATE)[0]!;
    expect(sent.headers.get('Accept')).toBe('text/event-stream');
    expect(sent.json()).toEqual({
      prompt: 'A mutual NDA, two years',
      name: '',
      category: 'Contracts',
      jurisdiction_code: 'US-DE',
    });
  });

  it('passes on the clause library’s notes about what it left out', async () => {
    backend.routes[GENERATE] = () =>
      json(201, {
        success: true,
        template_id: 'tpl-3',
        error: null,
        notes: ['A non-compete was left out: it does not belong in a lease.'],
      });
    const { user, dialog } = await openDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What should it be?' }),
      'A lease with a non-compete',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Draft template' }));
    expect(
      await screen.findByText('A non-compete was left out: it does not belong in a lease.'),
    ).toBeInTheDocument();
  });

  it('asks for a description first', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Draft template' }));
    expect(within(dialog).getByText('Describe the template you need')).toBeInTheDocument();
    expect(backend.calls(GENERATE)).toEqual([]);
  });

  it('shows the server’s message, or spec section 8’s default, and keeps the dialog', async () => {
    const answers = [
      () =>
        json(422, {
          success: false,
          template_id: null,
          error: 'The prompt is too vague',
          detail: 'The prompt is too vague',
        }),
      () => json(201, { success: false, template_id: null, error: null }),
      () => json(500, {}),
    ];
    backend.routes[GENERATE] = () => answers.shift()!();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'What should it be?' }), 'Something');
    const draft = within(dialog).getByRole('button', { name: 'Draft template' });

    await user.click(draft);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The prompt is too vague');
    await user.click(draft);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Generation failed'));
    await user.click(draft);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to generate template with AI'),
    );
  });

  it('waits for the answer, with the drafted text showing as it comes', async () => {
    const held = deferred<Response>();
    backend.routes[GENERATE] = () => held.promise;
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'What should it be?' }), 'An NDA');
    await user.click(within(dialog).getByRole('button', { name: 'Draft template' }));
    expect(within(dialog).getByRole('button', { name: 'Drafting…' })).toBeDisabled();
    held.resolve(json(201, { success: true, template_id: 'tpl-2', error: null }));
    expect(await screen.findByRole('heading', { name: 'Editor stub' })).toBeInTheDocument();
  });

  it('says the assistant is off and drafts nothing', async () => {
    backend.routes['GET /docs/ai/status'] = () => json(200, disabledStatus());
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('The AI assistant is off')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Draft template' })).not.toBeInTheDocument();
  });
});
