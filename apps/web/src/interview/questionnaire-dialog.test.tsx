import type { InterviewQuestion } from '@lexdraft/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import { Toaster } from '@/components/ui/sonner';
import { UseTemplateDialog } from '@/documents/editor-screen/new-from-template-dialog';
import { buildDocument } from '@/test/document-fixtures';
import { fakeBackend, json } from '@/test/fake-backend';
import { buildQuestion } from '@/test/interview-fixtures';

// Use Template's "Fill in a questionnaire": the steps by group with their progress, Next checking
// the step, questions that come and go, the entity that fills its fields, and Create document.

const INTERVIEW = 'GET /docs/templates/:id/interview';
const SUBMIT = 'POST /docs/templates/:id/interview';
const SOURCES = 'GET /api/merge-fields/sources/:type';

const question = (parts: Partial<InterviewQuestion> & Pick<InterviewQuestion, 'id' | 'label' | 'group'>) =>
  buildQuestion(parts);

const QUESTIONS: InterviewQuestion[] = [
  question({ id: 'client.name', label: 'Client name', group: 'Entity', required: true, entity_fills: true }),
  question({ id: 'rush', label: 'Rush', group: 'Custom Fields', type: 'yes_no', required: true }),
  question({ id: 'rush_fee', label: 'Rush fee', group: 'Custom Fields', required: true, shown_if: 'rush' }),
  question({ id: 'notes', label: 'Notes', group: 'Custom Fields', shown_if: 'not rush' }),
];

let backend: ReturnType<typeof fakeBackend>;

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  backend = fakeBackend({
    'GET /docs/documents/filter-options': () =>
      json(200, { entities: [{ value: 'ent-1', label: 'Acme Holdings LLC' }], owners: [], contacts: [] }),
    [INTERVIEW]: () => json(200, { questions: QUESTIONS }),
    [SUBMIT]: () => json(201, buildDocument({ id: 'doc-5', name: 'NDA for Acme' })),
    [SOURCES]: () => json(200, []),
  });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

function EditorStub() {
  return <h1>Editor of {useParams().id}</h1>;
}

function OpenDialog({ onCreated }: { onCreated: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <UseTemplateDialog
      templateId="tpl-1"
      templateName="Mutual NDA"
      open={open}
      onOpenChange={setOpen}
      onCreated={onCreated}
    />
  );
}

async function openQuestionnaire(steps = 3) {
  const onCreated = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <MemoryRouter initialEntries={['/templates']}>
        <Routes>
          <Route path="/templates" element={<OpenDialog onCreated={onCreated} />} />
          <Route path="/documents/:id/edit" element={<EditorStub />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </>,
  );
  const quick = await screen.findByRole('dialog', { name: 'Use template' });
  await user.click(within(quick).getByRole('button', { name: 'Fill in a questionnaire' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fill in a questionnaire' });
  await within(dialog).findByRole('progressbar', { name: `Step 1 of ${steps}` });
  return { user, dialog, onCreated };
}

describe('Fill in a questionnaire', () => {
  it('walks the steps, checks each, and creates the document from the answers', async () => {
    const { user, dialog, onCreated } = await openQuestionnaire();
    const name = within(dialog).getByRole('textbox', { name: 'Document name' });
    expect(name).toHaveValue('Mutual NDA');
    await user.clear(name);
    await user.type(name, 'NDA for Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByRole('progressbar', { name: 'Step 2 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Entity' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('textbox', { name: 'Client name' })).toHaveAccessibleDescription(
      'Client name is required',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Client name' }), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByRole('progressbar', { name: 'Step 3 of 3' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Dropped once hidden');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));
    expect(within(dialog).getByText('Rush fee is required')).toBeInTheDocument();
    expect(backend.calls('POST /docs/templates/tpl-1/interview')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Rush fee' }), '$500');
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByRole('heading', { name: 'Editor of doc-5' })).toBeInTheDocument();
    expect(screen.getByText('New document created from template!')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledOnce();
    expect(backend.calls('POST /docs/templates/tpl-1/interview')[0]?.json()).toEqual({
      name: 'NDA for Acme',
      answers: { 'client.name': 'Acme', rush: 'true', rush_fee: '$500' },
      lists: {},
      entity_id: null,
    });
  });

  it('skips what a chosen entity fills and links the entity', async () => {
    const { user, dialog } = await openQuestionnaire();
    await user.click(within(dialog).getByRole('button', { name: /^Entity/ }));
    await user.click(await screen.findByText('Acme Holdings LLC'));
    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Custom Fields' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByRole('heading', { name: 'Editor of doc-5' })).toBeInTheDocument();
    expect(backend.calls('POST /docs/templates/tpl-1/interview')[0]?.json()).toEqual({
      name: 'Mutual NDA',
      answers: { rush: 'false' },
      lists: {},
      entity_id: 'ent-1',
    });
  });

  it("asks what the chosen entity's values call for, and sends only what was typed", async () => {
    backend.routes[INTERVIEW] = () =>
      json(200, {
        questions: [
          question({ id: 'entity.entity_type', label: 'Entity Type', group: 'Entity', entity_fills: true }),
          question({
            id: 'llc.manager',
            label: 'Manager',
            group: 'Custom Fields',
            shown_if: 'entity.entity_type == "LLC"',
          }),
        ],
      });
    backend.routes[SOURCES] = () =>
      json(200, [
        {
          id: 'ent-1',
          type: 'entity',
          name: 'Acme Holdings LLC',
          fields: { 'entity.name': 'Acme Holdings LLC', 'entity.entity_type': 'LLC' },
        },
      ]);
    // Before an entity is chosen, the entity's own question is the only one asked.
    const { user, dialog } = await openQuestionnaire(2);
    await user.click(within(dialog).getByRole('button', { name: /^Entity/ }));
    await user.click(await screen.findByText('Acme Holdings LLC'));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Manager' }), 'Ana Ruiz');
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByRole('heading', { name: 'Editor of doc-5' })).toBeInTheDocument();
    expect(backend.calls('POST /docs/templates/tpl-1/interview')[0]?.json()).toEqual({
      name: 'Mutual NDA',
      answers: { 'llc.manager': 'Ana Ruiz' },
      lists: {},
      entity_id: 'ent-1',
    });
  });

  it("shows the server's refusals on their questions, from the first step holding one", async () => {
    backend.routes[SUBMIT] = () =>
      json(422, {
        detail: 'Some answers are missing',
        errors: [{ field: 'client.name', message: 'Client name is required' }],
      });
    const { user, dialog } = await openQuestionnaire();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Client name' }), ' x');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await within(dialog).findByText('Client name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Step 2 of 3' })).toBeInTheDocument();
  });

  it('toasts any other failure and stays', async () => {
    backend.routes[SUBMIT] = () => json(404, { detail: 'Template not found' });
    const { user, dialog } = await openQuestionnaire();
    await user.click(within(dialog).getByRole('button', { name: /^Entity/ }));
    await user.click(await screen.findByText('Acme Holdings LLC'));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));

    expect(await screen.findByText('Template not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Fill in a questionnaire' })).toBeInTheDocument();
  });

  it('says when the template asks nothing, and still creates the document', async () => {
    backend.routes[INTERVIEW] = () => json(200, { questions: [] });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<OpenDialog onCreated={vi.fn()} />} />
          <Route path="/documents/:id/edit" element={<EditorStub />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Fill in a questionnaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill in a questionnaire' });
    expect(await within(dialog).findByText('This template has no fields to ask about.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create document' }));
    expect(await screen.findByRole('heading', { name: 'Editor of doc-5' })).toBeInTheDocument();
  });

  it('says why the questions did not load, and tries again', async () => {
    const answers = [
      () => json(500, { detail: 'Database unavailable' }),
      () => json(200, { questions: QUESTIONS }),
    ];
    backend.routes[INTERVIEW] = () => answers.shift()!();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <OpenDialog onCreated={vi.fn()} />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Fill in a questionnaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill in a questionnaire' });
    expect(await within(dialog).findByText('Database unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Step 1 of 3' })).toBeInTheDocument();
  });
});
