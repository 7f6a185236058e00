import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import type { Template } from '@/api/templates';
import { useDocumentStore } from '@/documents/document-store';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { buildDocument } from '@/test/document-fixtures';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';

// The questionnaire reached from the template library's Use Template, the same dialog as the editor's.

vi.mock('@/documents/document-editor-page', () => ({
  DocumentEditorPage: () => <h1>Editor stub</h1>,
}));

const template: Template = {
  id: 'tpl-1',
  _id: 'tpl-1',
  document_id: 'tpl-1',
  name: 'Engagement letter',
  category: 'general',
  jurisdiction_code: '',
  description: null,
  tags: [],
  placeholder_mappings: null,
  has_original_file: false,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-04T15:30:00.000Z',
};

let backend: ReturnType<typeof fakeBackend>;

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  const user = buildUser({ role: 'attorney', permissions: ['docs:write'] });
  startSignedIn(user);
  backend = fakeBackend({
    ...documentListRoutes([]),
    'GET /users/me': () => json(200, user),
    'GET /docs/templates': () => json(200, { templates: [template] }),
    'GET /docs/templates/:id/interview': () =>
      json(200, {
        questions: [
          {
            id: 'fee',
            label: 'Fee',
            type: 'text',
            required: true,
            group: 'Custom Fields',
            shown_if: null,
            options: [],
            item_fields: [],
            entity_fills: false,
            sensitive: false,
          },
        ],
      }),
    'POST /docs/templates/:id/interview': () => json(201, buildDocument({ id: 'doc-3' })),
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('the questionnaire from the template library', () => {
  it('opens from Use Template and creates the document', async () => {
    const { router } = renderApp('/documents?type=template');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Engagement letter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Use Template' }));
    const quick = await screen.findByRole('dialog', { name: 'Use template' });
    await user.click(within(quick).getByRole('button', { name: 'Fill in a questionnaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill in a questionnaire' });
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Fee' }), '$2,000');
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByRole('heading', { name: 'Editor stub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/doc-3/edit');
    expect(backend.calls('POST /docs/templates/tpl-1/interview')[0]?.json()).toEqual({
      name: 'Engagement letter',
      answers: { fee: '$2,000' },
      lists: {},
      entity_id: null,
    });
  });
});
