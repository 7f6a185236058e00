import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkJob } from '@/api/bulk';
import { configureApiClient } from '@/api/client';
import type { Template } from '@/api/templates';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';

// Generate for many from the template library's row menu, through to the job's page.

let backend: ReturnType<typeof fakeBackend>;

const template: Template = {
  id: 'tpl-1',
  _id: 'tpl-1',
  document_id: 'tpl-1',
  name: 'Annual consent',
  category: 'corporate',
  jurisdiction_code: '',
  description: null,
  tags: [],
  placeholder_mappings: null,
  has_original_file: false,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

const job: BulkJob = {
  id: 'job-1',
  template_id: 'tpl-1',
  status: 'completed',
  total: 1,
  done: 1,
  failed: 0,
  documents: [{ row: 2, id: 'd1', name: 'Harlow consent' }],
  errors: [],
  created_at: '2026-03-01T10:00:00.000Z',
  finished_at: '2026-03-01T10:00:05.000Z',
};

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  const user = buildUser({ role: 'attorney', permissions: ['docs:write'] });
  startSignedIn(user);
  backend = fakeBackend({
    ...documentListRoutes([]),
    'GET /users/me': () => json(200, user),
    'GET /docs/templates': () => json(200, { templates: [template] }),
    'GET /docs/templates/:id': () => json(200, template),
    'GET /api/entities': () =>
      json(200, { items: [{ id: 'e1', name: 'Harlow Holdings LLC', entity_type: 'LLC' }], total: 1 }),
    'POST /docs/templates/:id/bulk-generate': () => json(202, { job_id: 'job-1' }),
    'GET /docs/bulk-jobs/:id': () => json(200, job),
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('Generate for many from the library', () => {
  it("opens from a template's row menu and leads to the job's page", async () => {
    const { router } = renderApp('/documents?type=template');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Annual consent' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Generate for many' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate for many' });
    expect(dialog).toHaveTextContent('"Annual consent"');

    await user.click(await within(dialog).findByRole('checkbox', { name: 'Harlow Holdings LLC' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    expect(await screen.findByRole('heading', { name: 'Generating documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bulk-jobs/job-1');
    expect(await screen.findByRole('link', { name: 'Harlow consent' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.calls('POST /docs/templates/tpl-1/bulk-generate')[0]?.json()).toEqual({
      entity_ids: ['e1'],
    });
  });
});
