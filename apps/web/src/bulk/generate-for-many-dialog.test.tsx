import type { InterviewQuestionRecord } from '@lexdraft/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import { Toaster } from '@/components/ui/sonner';
import { fakeBackend, json, type SeenRequest } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { buildQuestion } from '@/test/interview-fixtures';
import { startSignedIn } from '@/test/session';
import { GenerateForManyDialog } from './generate-for-many-dialog';

// Generate for many: entities picked (searched, Select all across pages) or a CSV, posted as the
// server takes them, then the job's page; a refused CSV is said in the dialog.

const BULK = 'POST /docs/templates/:id/bulk-generate';
let backend: ReturnType<typeof fakeBackend>;
let entities: { id: string; name: string }[];

const question = (id: string, type: InterviewQuestionRecord['type'] = 'text'): InterviewQuestionRecord =>
  buildQuestion({ id, type, group: 'Matter' });

function entityPage(request: SeenRequest) {
  const q = (request.query.get('q') ?? '').toLowerCase();
  const limit = Number(request.query.get('limit'));
  const offset = Number(request.query.get('offset'));
  const matching = entities.filter((entity) => entity.name.toLowerCase().includes(q));
  const items = matching.slice(offset, offset + limit).map((entity) => ({ ...entity, entity_type: 'LLC' }));
  return json(200, { items, total: matching.length });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  startSignedIn(buildUser({ role: 'attorney' }));
  entities = [
    { id: 'e1', name: 'Harlow Holdings LLC' },
    { id: 'e2', name: 'Marsh Family Trust' },
    { id: 'e3', name: 'Marsh Capital LP' },
  ];
  backend = fakeBackend({
    'GET /api/entities': entityPage,
    'GET /docs/templates/:id/interview': () =>
      json(200, {
        questions: [question('matter.title'), question('deal.kind', 'choice'), question('sellers', 'list')],
      }),
    [BULK]: () => json(202, { job_id: 'job-1' }),
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

function renderDialog() {
  const onStarted = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <MemoryRouter initialEntries={['/documents/tpl-1/edit']}>
      <Routes>
        <Route
          path="/documents/:id/edit"
          element={
            <GenerateForManyDialog
              templateId="tpl-1"
              templateName="Annual consent"
              open
              onOpenChange={onOpenChange}
              onStarted={onStarted}
            />
          }
        />
        <Route path="/bulk-jobs/:id" element={<h1>Job page</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return { onStarted, onOpenChange, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

describe('Generate for many', () => {
  it('posts the ids of the entities picked, then opens the job', async () => {
    const { user, dialog, onStarted } = renderDialog();
    expect(dialog).toHaveAccessibleName('Generate for many');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Harlow Holdings LLC' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marsh Capital LP' }));
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'Job page' })).toBeInTheDocument();
    const [sent] = backend.calls('POST /docs/templates/tpl-1/bulk-generate');
    expect(sent?.json()).toEqual({ entity_ids: ['e1', 'e3'] });
    expect(onStarted).toHaveBeenCalledOnce();
  });

  it('pages the list, searches as one types and selects every match, across pages', async () => {
    entities = Array.from({ length: 205 }, (_, index) => ({ id: `m${index}`, name: `Marsh ${index}` }));
    entities.push({ id: 'h1', name: 'Harlow Holdings LLC' });
    const { user, dialog } = renderDialog();
    await within(dialog).findByRole('checkbox', { name: 'Marsh 0' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Marsh 60' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show more (156 more)' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Marsh 60' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('searchbox', { name: 'Search entities' }));
    await user.paste('marsh');
    await waitFor(() => expect(backend.calls('GET /api/entities').at(-1)?.query.get('q')).toBe('marsh'));
    expect(within(dialog).queryByRole('checkbox', { name: 'Harlow Holdings LLC' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(await within(dialog).findByText('205 selected')).toBeInTheDocument();
    const pages = backend
      .calls('GET /api/entities')
      .filter((request) => request.query.get('limit') === '200')
      .map((request) => request.query.get('offset'));
    expect(pages).toEqual(['0', '200']);

    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await screen.findByRole('heading', { name: 'Job page' });
    const body = backend.calls('POST /docs/templates/tpl-1/bulk-generate')[0]?.json() as {
      entity_ids: string[];
    };
    expect(body.entity_ids).toHaveLength(205);
    expect(body.entity_ids).not.toContain('h1');
  });

  it('asks for an entity before posting anything', async () => {
    const { user, dialog } = renderDialog();
    await within(dialog).findByRole('checkbox', { name: 'Harlow Holdings LLC' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByText('Select at least one entity.')).toBeInTheDocument();
    expect(backend.calls('POST /docs/templates/tpl-1/bulk-generate')).toHaveLength(0);
  });

  it("uploads a CSV as multipart, showing the template's field ids and a sample", async () => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Upload a CSV' }));
    expect(await within(dialog).findByText('matter.title, deal.kind')).toBeInTheDocument();
    const sample = within(dialog).getByRole('link', { name: 'Download a sample CSV' });
    expect(decodeURIComponent(sample.getAttribute('href') ?? '')).toBe(
      'data:text/csv;charset=utf-8,name,matter.title,deal.kind\r\n',
    );

    const csv = new File(['name,matter.title\nAcme consent,Annual consent\n'], 'matters.csv', {
      type: 'text/csv',
    });
    await user.upload(within(dialog).getByLabelText('CSV file'), csv);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: 'Job page' })).toBeInTheDocument();

    const [sent] = backend.calls('POST /docs/templates/tpl-1/bulk-generate');
    expect(sent?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Request('http://bulk.test/', {
      method: 'POST',
      headers: { 'Content-Type': sent?.headers.get('Content-Type') ?? '' },
      body: sent?.body,
    }).formData();
    expect(await (form.get('file') as Blob).text()).toBe('name,matter.title\nAcme consent,Annual consent\n');
  });

  it("shows the server's reason for a refused CSV and stays open", async () => {
    backend.routes[BULK] = () =>
      json(422, { detail: 'The column "matter.titel" names no field of this template.' });
    const { user, dialog, onStarted } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Upload a CSV' }));
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File(['matter.titel\nX\n'], 'bad.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(
      await within(dialog).findByText('The column "matter.titel" names no field of this template.'),
    ).toBeInTheDocument();
    expect(onStarted).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});
