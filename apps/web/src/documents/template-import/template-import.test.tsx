import type { TemplateImportPreview } from '@lexdraft/contract';
import { TEMPLATE_IMPORT_MAX_BYTES } from '@lexdraft/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { configureApiClient } from '@/api/client';
import type { Template } from '@/api/templates';
import { useDocumentStore } from '@/documents/document-store';
import { fakeBackend, json, type SeenRequest } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { documentListRoutes } from '../list/document-test-backend';
import { IMPORT_MAX_BYTES } from './import-details';

// The Import Template screen (issue 13, Word import): the file and details, the preview with its
// placeholders highlighted, the mapping of each placeholder, and the import.

// The editor is another screen; here it only has to be reached.
vi.mock('@/documents/document-editor-page', () => ({
  DocumentEditorPage: () => <h1>Editor stub</h1>,
}));

const PREVIEW_ROUTE = 'POST /docs/templates/import/preview';
const IMPORT_ROUTE = 'POST /docs/templates/import';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const DEFINITIONS = [
  { id: 'person.first_name', label: 'First Name', category: 'Person', type: 'text', source: 'model' },
  { id: 'person.last_name', label: 'Last Name', category: 'Person', type: 'text', source: 'model' },
  { id: 'entity.name', label: 'Entity Name', category: 'Entity', type: 'text', source: 'model' },
  { id: 'governing_law', label: 'Governing Law', category: 'Terms', type: 'text', source: 'smart' },
];

function buildPreview(overrides: Partial<TemplateImportPreview> = {}): TemplateImportPreview {
  return {
    html:
      '<p>This agreement is between <mark data-placeholder="0">[Company Name]</mark> and ' +
      '<mark data-placeholder="1">{{client_first_name}}</mark>.</p>' +
      '<p>It closes on <mark data-placeholder="2">[Closing Date]</mark>.</p>' +
      '<p>Name: <mark data-placeholder="3">______</mark></p>',
    header: {
      enabled: true,
      height: 80,
      backgroundColor: '#ffffff',
      borderBottom: true,
      logo: null,
      content: '<p>Counsel for <mark data-placeholder="0">[Company Name]</mark></p>',
    },
    footer: {
      enabled: true,
      height: 60,
      backgroundColor: '#ffffff',
      borderTop: false,
      pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
      content: '<p>Strictly confidential</p>',
    },
    letterhead: null,
    logic: [],
    warnings: [
      'Unterminated placeholder "{{name" in the body ("Dear {{name"): it has no closing }} and was left as text.',
    ],
    placeholders: [
      {
        text: '[Company Name]',
        kind: 'square_bracket',
        locations: ['body', 'header'],
        occurrences: 2,
        context: 'This agreement is between [Company Name] and',
        suggested_field: 'entity.name',
      },
      {
        text: '{{client_first_name}}',
        kind: 'double_brace',
        locations: ['body'],
        occurrences: 1,
        context: 'between [Company Name] and {{client_first_name}}.',
        suggested_field: 'person.first_name',
      },
      {
        text: '[Closing Date]',
        kind: 'square_bracket',
        locations: ['body'],
        occurrences: 1,
        context: 'It closes on [Closing Date].',
        suggested_field: 'closing_date',
      },
      {
        text: 'Name: ______',
        kind: 'blank',
        locations: ['body'],
        occurrences: 1,
        context: 'Name: ______',
        suggested_field: 'name',
      },
    ],
    ...overrides,
  };
}

function buildTemplate(id: string): Template {
  return {
    id,
    _id: id,
    document_id: id,
    name: 'Mutual NDA',
    category: 'contracts',
    jurisdiction_code: 'US-CA',
    description: null,
    tags: [],
    placeholder_mappings: null,
    has_original_file: true,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
  };
}

let backend: ReturnType<typeof fakeBackend>;

/** The multipart form a request carried (file names are dropped on jsdom's way to fetch). */
function formOf(request: SeenRequest | undefined): Promise<FormData> {
  if (!request) throw new Error('No request was sent');
  return new Request('http://import.test/', {
    method: 'POST',
    headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
    body: request.body,
  }).formData();
}

/** The text fields of a form, without the file. */
async function fieldsOf(request: SeenRequest | undefined): Promise<Record<string, string>> {
  const form = await formOf(request);
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

const docx = (name = 'Mutual_NDA.docx', content = 'PK word bytes') =>
  new File([content], name, { type: DOCX_TYPE });

function signInAs(who: User) {
  startSignedIn(who);
  backend.routes['GET /users/me'] = () => json(200, who);
}

function openImport() {
  const view = renderApp('/documents/templates/import');
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

type TestUser = ReturnType<typeof userEvent.setup>;

async function pickFile(user: TestUser, file = docx()) {
  await user.upload(await screen.findByLabelText('Word file'), file);
}

/** Step 1 filled with a file (its name becomes the template's), then Preview, up to step 2's table. */
async function previewWith(user: TestUser, fill?: () => Promise<void>) {
  await pickFile(user);
  await fill?.();
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByRole('table', { name: 'Placeholders and the fields they become' });
}

const picker = (text: string) =>
  screen.getByRole('button', { name: new RegExp(`^Field for ${escapeRegExp(text)}:`) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function choose(user: TestUser, text: string, option: string) {
  await user.click(picker(text));
  await user.click(await screen.findByRole('radio', { name: option }));
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  useDocumentStore.getState().reset();
  backend = fakeBackend({
    ...documentListRoutes([]),
    'GET /docs/templates': () => json(200, { templates: [] }),
    'GET /api/merge-fields': () => json(200, DEFINITIONS),
    [PREVIEW_ROUTE]: () => json(200, buildPreview()),
    [IMPORT_ROUTE]: () => json(201, buildTemplate('tpl-9')),
  });
  signInAs(buildUser({ role: 'attorney', permissions: ['docs:write'] }));
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('opening the screen', () => {
  it('is offered on the Templates tab to writers, and opens the import', async () => {
    const { router } = renderApp('/documents?type=template');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Import template' }));
    expect(router.state.location.pathname).toBe('/documents/templates/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import template' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Intelligent detection' })).toBeChecked();
  });

  it('is neither offered to nor usable by a viewer', async () => {
    signInAs(buildUser({ role: 'viewer', permissions: [] }));
    renderApp('/documents?type=template');
    await screen.findByText('No templates yet');
    expect(screen.queryByRole('link', { name: 'Import template' })).not.toBeInTheDocument();

    renderApp('/documents/templates/import');
    expect(await screen.findByText('You cannot import templates')).toBeInTheDocument();
    expect(screen.queryByLabelText('Word file')).not.toBeInTheDocument();
  });
});

describe('step 1: the file and details', () => {
  it('takes a .docx, naming the template after it', async () => {
    const { user } = openImport();
    await pickFile(user, docx('Share_Purchase_Agreement.docx'));
    expect(screen.getByText('Share_Purchase_Agreement.docx')).toBeInTheDocument();
    expect(screen.getByLabelText('Template name')).toHaveValue('Share Purchase Agreement');
  });

  it('refuses another type and a file of 10 MB or more, saying why, before any upload', async () => {
    const { user } = openImport();
    await pickFile(user, new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type. Choose a Word document (.docx).',
    );

    const big = new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'huge.docx', { type: DOCX_TYPE });
    await pickFile(user, big);
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(screen.getByLabelText('Template name')).toHaveValue('');
    expect(backend.calls(PREVIEW_ROUTE)).toHaveLength(0);
    // The web's limit is the server's.
    expect(IMPORT_MAX_BYTES).toBe(TEMPLATE_IMPORT_MAX_BYTES);
  });

  it('takes a dropped file', async () => {
    openImport();
    const zone = (await screen.findByText('Drop a Word file here')).closest('div')?.parentElement;
    if (!zone) throw new Error('No drop zone');
    fireEvent.drop(zone, { dataTransfer: { files: [docx('Lease.docx')] } });
    expect(await screen.findByText('Lease.docx')).toBeInTheDocument();
    expect(screen.getByLabelText('Template name')).toHaveValue('Lease');
  });

  it('asks for a file and a name before previewing', async () => {
    const { user } = openImport();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a Word file (.docx) to import');
    expect(screen.getByRole('button', { name: 'Choose a Word file' })).toHaveFocus();

    await pickFile(user);
    await user.clear(screen.getByLabelText('Template name'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Please enter a template name')).toBeInTheDocument();
    expect(screen.getByLabelText('Template name')).toHaveFocus();
    expect(backend.calls(PREVIEW_ROUTE)).toHaveLength(0);
  });

  it('previews with intelligent detection on by default, and off when switched off', async () => {
    const { user } = openImport();
    await previewWith(user);
    const [first] = backend.calls(PREVIEW_ROUTE);
    expect(first?.query.get('use_intelligent_detection')).toBe('true');
    // Node's File, not jsdom's: the form was read on Node's side of the bridge.
    const sent = (await formOf(first)).get('file');
    expect(typeof sent).not.toBe('string');
    expect(await (sent as Blob).text()).toBe('PK word bytes');

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    await user.click(screen.getByRole('switch', { name: 'Intelligent detection' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Placeholders and the fields they become' });
    expect(
      backend.calls(PREVIEW_ROUTE).map((request) => request.query.get('use_intelligent_detection')),
    ).toEqual(['true', 'false']);
  });

  it('shows the spec’s text with the server’s reason when the preview fails, keeping the form', async () => {
    backend.routes[PREVIEW_ROUTE] = () =>
      json(422, {
        detail: 'The file is a macro-enabled Word document (.docm); save it as .docx and try again',
      });
    const { user } = openImport();
    await pickFile(user);
    await user.type(screen.getByLabelText('Category'), 'contracts');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByText('Failed to preview template import', {
      selector: '[data-slot=alert-title]',
    });
    expect(alert.closest('[role=alert]')).toHaveTextContent('macro-enabled Word document (.docm)');
    expect(screen.getByLabelText('Template name')).toHaveValue('Mutual NDA');
    expect(screen.getByLabelText('Category')).toHaveValue('contracts');
  });
});

describe('step 2: the preview and the mappings', () => {
  it('shows the document with each placeholder highlighted in place, the header, footer and warnings', async () => {
    const { user } = openImport();
    await previewWith(user);
    const page = screen.getByRole('article', { name: 'Converted document' });
    const marks = page.querySelectorAll('mark[data-placeholder]');
    expect([...marks].map((mark) => mark.textContent)).toEqual([
      '[Company Name]',
      '[Company Name]',
      '{{client_first_name}}',
      '[Closing Date]',
      '______',
    ]);
    expect(within(page).getByRole('region', { name: 'Header' })).toHaveTextContent(
      'Counsel for [Company Name]',
    );
    expect(within(page).getByRole('region', { name: 'Footer' })).toHaveTextContent('Strictly confidential');
    expect(within(page).getByText(/This agreement is between/)).toBeInTheDocument();
    expect(screen.getByText(/Unterminated placeholder "\{\{name"/)).toBeInTheDocument();
  });

  it('maps each placeholder to its suggestion by default: a firm’s field, or a custom field', async () => {
    const { user } = openImport();
    await previewWith(user);
    expect(picker('[Company Name]')).toHaveAccessibleName('Field for [Company Name]: Entity: Entity Name');
    expect(picker('{{client_first_name}}')).toHaveAccessibleName(
      'Field for {{client_first_name}}: Person: First Name',
    );
    expect(picker('[Closing Date]')).toHaveAccessibleName('Field for [Closing Date]: Custom field');
    expect(screen.getByLabelText('Custom field name for [Closing Date]')).toHaveValue('closing_date');
  });

  it('searches the fields and sends the one chosen', async () => {
    const { user } = openImport();
    await previewWith(user);
    await user.click(picker('[Company Name]'));
    await user.type(await screen.findByRole('textbox', { name: 'Search fields' }), 'govern');
    expect(screen.queryByRole('radio', { name: /Entity Name/ })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(picker('[Company Name]')).toHaveAccessibleName('Field for [Company Name]: Terms: Governing Law');
    await user.click(screen.getByRole('button', { name: 'Import template' }));
    await screen.findByRole('heading', { name: 'Editor stub' });
    const mappings = JSON.parse((await fieldsOf(backend.calls(IMPORT_ROUTE)[0])).placeholder_mappings ?? '');
    expect(mappings['[Company Name]']).toBe('governing_law');
  });

  it('checks a custom field name against the spec’s rules before importing', async () => {
    const { user } = openImport();
    await previewWith(user);
    await choose(user, '{{client_first_name}}', 'Custom field…');
    const name = screen.getByLabelText('Custom field name for {{client_first_name}}');
    expect(name).toHaveValue('');
    await user.type(name, '1st client');
    expect(
      screen.getByText(/is not a valid field name: Start with a letter or underscore/),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'organization.motto');
    expect(screen.getByText(/"organization\.motto" is ignored/)).toBeInTheDocument();

    // Import is refused, with the name in focus.
    await user.click(screen.getByRole('button', { name: 'Import template' }));
    expect(backend.calls(IMPORT_ROUTE)).toHaveLength(0);
    expect(name).toHaveFocus();
    expect(screen.getByText('Fix the custom field names marked below.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'client_nickname');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Import template' }));
    await screen.findByRole('heading', { name: 'Editor stub' });
    const mappings = JSON.parse((await fieldsOf(backend.calls(IMPORT_ROUTE)[0])).placeholder_mappings ?? '');
    expect(mappings['{{client_first_name}}']).toBe('client_nickname');
  });

  it('re-runs the preview when intelligent detection is switched, keeping choices for placeholders still found', async () => {
    const { user } = openImport();
    await previewWith(user);
    await choose(user, '{{client_first_name}}', 'Leave as text');
    const [, braces] = buildPreview().placeholders;
    backend.routes[PREVIEW_ROUTE] = () =>
      json(
        200,
        buildPreview({
          html: '<p>Dear <mark data-placeholder="0">{{client_first_name}}</mark></p>',
          placeholders: braces ? [braces] : [],
        }),
      );
    await user.click(screen.getByRole('switch', { name: 'Intelligent detection' }));
    await waitFor(() => expect(screen.queryByText('[Closing Date]')).not.toBeInTheDocument());
    expect(backend.calls(PREVIEW_ROUTE).at(-1)?.query.get('use_intelligent_detection')).toBe('false');
    expect(picker('{{client_first_name}}')).toHaveAccessibleName(
      'Field for {{client_first_name}}: Leave as text',
    );

    await user.click(screen.getByRole('button', { name: 'Import template' }));
    await screen.findByRole('heading', { name: 'Editor stub' });
    const fields = await fieldsOf(backend.calls(IMPORT_ROUTE)[0]);
    expect(fields.use_intelligent_detection).toBe('false');
    expect(JSON.parse(fields.placeholder_mappings ?? '')).toEqual({ '{{client_first_name}}': null });
  });

  it('lists the conditions and repeats found, in words beside the tag the file wrote', async () => {
    backend.routes[PREVIEW_ROUTE] = () =>
      json(
        200,
        buildPreview({
          logic: [
            { kind: 'if', expression: 'client.type == "LLC"', text: '{% if client.type == "LLC" %}' },
            { kind: 'each', list: 'users', as: 'user', text: '{#users}' },
          ],
        }),
      );
    const { user } = openImport();
    await previewWith(user);
    const found = screen.getByRole('region', { name: '2 conditions and repeats' });
    const items = within(found).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('If client.type is LLC{% if client.type == "LLC" %}');
    expect(items[1]).toHaveTextContent('For each row of users, as user{#users}');
  });

  it('says so when no placeholder was found', async () => {
    backend.routes[PREVIEW_ROUTE] = () =>
      json(200, buildPreview({ html: '<p>Plain text</p>', placeholders: [], warnings: [] }));
    const { user } = openImport();
    await pickFile(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/No placeholders were found/)).toBeInTheDocument();
  });
});

describe('importing', () => {
  it('sends exactly the spec’s fields: leave as text is null, absent description and tags are not sent', async () => {
    const { user } = openImport();
    await previewWith(user, async () => {
      await user.type(screen.getByLabelText('Category'), 'contracts');
      await user.type(screen.getByLabelText('Jurisdiction code'), 'US-CA');
    });
    await choose(user, 'Name: ______', 'Leave as text');
    await user.click(screen.getByRole('button', { name: 'Import template' }));
    await screen.findByRole('heading', { name: 'Editor stub' });

    const [request] = backend.calls(IMPORT_ROUTE);
    const fields = await fieldsOf(request);
    expect(Object.keys(fields).sort()).toEqual([
      'category',
      'jurisdiction_code',
      'name',
      'placeholder_mappings',
      'use_intelligent_detection',
    ]);
    expect(fields).toMatchObject({
      name: 'Mutual NDA',
      category: 'contracts',
      jurisdiction_code: 'US-CA',
      use_intelligent_detection: 'true',
    });
    expect(JSON.parse(fields.placeholder_mappings ?? '')).toEqual({
      '[Company Name]': 'entity.name',
      '{{client_first_name}}': 'person.first_name',
      '[Closing Date]': 'closing_date',
      'Name: ______': null,
    });
    expect(await ((await formOf(request)).get('file') as Blob).text()).toBe('PK word bytes');
  });

  it('sends the description and tags when given, tags as JSON text, and opens the new template', async () => {
    const { user, router } = openImport();
    await previewWith(user, async () => {
      await user.type(screen.getByLabelText(/Description/), 'Two-way confidentiality');
      await user.type(screen.getByLabelText(/Tags/), 'nda{Enter}mutual{Enter}');
    });
    await user.click(screen.getByRole('button', { name: 'Import template' }));
    await screen.findByRole('heading', { name: 'Editor stub' });
    expect(router.state.location.pathname).toBe('/documents/tpl-9/edit');
    expect(await screen.findByText('Template imported successfully')).toBeInTheDocument();
    const fields = await fieldsOf(backend.calls(IMPORT_ROUTE)[0]);
    expect(fields.description).toBe('Two-way confidentiality');
    expect(fields.tags).toBe('["nda","mutual"]');
    expect(fields.category).toBe('');
    expect(fields.jurisdiction_code).toBe('');
  });

  it('shows the spec’s text with the server’s detail on failure, losing nothing', async () => {
    backend.routes[IMPORT_ROUTE] = () =>
      json(422, {
        detail:
          'placeholder_mappings: "[Closing Date]" maps to "closing date!", which is not a valid field name',
      });
    const { user, router } = openImport();
    await previewWith(user);
    await choose(user, 'Name: ______', 'Leave as text');
    await user.click(screen.getByRole('button', { name: 'Import template' }));

    const title = await screen.findByText('Failed to import template', {
      selector: '[data-slot=alert-title]',
    });
    expect(title.closest('[role=alert]')).toHaveTextContent('"[Closing Date]" maps to "closing date!"');
    expect(router.state.location.pathname).toBe('/documents/templates/import');
    expect(picker('Name: ______')).toHaveAccessibleName('Field for Name: ______: Leave as text');
    expect(screen.getByRole('button', { name: 'Import template' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Template name')).toHaveValue('Mutual NDA');
  });
});
