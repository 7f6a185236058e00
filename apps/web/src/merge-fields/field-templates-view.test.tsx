import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldTemplate } from '@/api/merge-fields';
import { json } from '@/test/fake-backend';
import { advance } from '@/test/session';
import { openFieldValuesDialog, resetFieldValues } from './field-values-test-support';
import { useMergeFieldStore } from './merge-field-store';
import { type MergeFieldServer, mergeFieldServer } from './merge-field-test-backend';

afterEach(resetFieldValues);

const acmeDefaults: FieldTemplate = {
  id: 'tpl-acme',
  name: 'Acme defaults',
  description: 'For Acme engagement letters',
  values: { 'entity.name': 'Acme Holdings LLC', governing_law: 'Delaware' },
  field_keys: ['entity.name', 'governing_law'],
  created_at: '2025-03-01T10:00:00.000Z',
};
const smithDefaults: FieldTemplate = {
  id: 'tpl-smith',
  name: 'Smith family',
  description: null,
  values: { 'person.last_name': 'Smith' },
  field_keys: ['person.last_name'],
  created_at: '2025-03-02T10:00:00.000Z',
};

const COUNTS: [string, number][] = [
  ['person.first_name', 1],
  ['entity.name', 1],
  ['governing_law', 1],
];

async function openTemplates(server: MergeFieldServer, options: { readOnly?: boolean } = {}) {
  const opened = await openFieldValuesDialog(server, { counts: COUNTS, ...options });
  await opened.user.click(screen.getByRole('button', { name: 'Templates' }));
  await advance(0);
  return opened;
}

describe('Field Value Templates', () => {
  it('lists the templates and previews the picked one', async () => {
    const { user } = await openTemplates(mergeFieldServer({ templates: [acmeDefaults, smithDefaults] }));

    expect(screen.getByText('Field Value Templates')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Manual Entry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Acme defaults/ }));

    expect(screen.getByRole('button', { name: /Acme defaults/ })).toHaveAttribute('aria-pressed', 'true');
    const preview = screen.getByRole('region', { name: 'Acme defaults' });
    expect(within(preview).getByText('For Acme engagement letters')).toBeInTheDocument();
    const terms = within(preview).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Entity Name{{entity.name}}',
      'Governing Law{{governing_law}}',
    ]);
    const values = within(preview).getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['Acme Holdings LLC', 'Delaware']);
  });

  it('applies a template through the server and returns to Manual Entry showing its values', async () => {
    const { backend, user } = await openTemplates(mergeFieldServer({ templates: [acmeDefaults] }));

    await user.click(screen.getByRole('button', { name: /Acme defaults/ }));
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));

    expect(await screen.findByText('Applied template: Acme defaults')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Manual Entry', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Entity Name')).toHaveValue('Acme Holdings LLC');
    expect(screen.getByLabelText('Governing Law')).toHaveValue('Delaware');
    expect(useMergeFieldStore.getState().values['entity.name']).toBe('Acme Holdings LLC');
    expect(useMergeFieldStore.getState().smartValues.governing_law).toBe('Delaware');
    expect(
      backend
        .calls('POST /docs/documents/doc-1/merge-field-values/from-field-template')
        .map((call) => call.json()),
    ).toEqual([{ template_id: acmeDefaults.id }]);
    expect(screen.getAllByRole('img', { name: /^From the field template/ })).toHaveLength(2);
  });

  it('deletes a template after confirmation', async () => {
    const server = mergeFieldServer({ templates: [acmeDefaults, smithDefaults] });
    const { backend, user } = await openTemplates(server);

    await user.click(screen.getByRole('button', { name: /Acme defaults/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete template?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Acme defaults"?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await advance(0);

    expect(await screen.findByText('Template deleted successfully')).toBeInTheDocument();
    expect(backend.calls('DELETE /docs/field-templates/tpl-acme')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Acme defaults/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Smith family/ })).toBeInTheDocument();
  });

  it('says so when a delete fails and keeps the template', async () => {
    const { user } = await openFieldValuesDialog(mergeFieldServer({ templates: [acmeDefaults] }), {
      counts: COUNTS,
      routes: { 'DELETE /docs/field-templates/:id': () => json(500, { detail: 'Database down' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await advance(0);

    await user.click(screen.getByRole('button', { name: /Acme defaults/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await advance(0);

    expect(await screen.findByText('Failed to delete template')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Acme defaults/ })).toBeInTheDocument();
  });

  it('tells the user when the templates cannot be loaded', async () => {
    await openFieldValuesDialog(mergeFieldServer(), {
      counts: COUNTS,
      routes: { 'GET /docs/field-templates': () => json(500, {}) },
    }).then(({ user }) => user.click(screen.getByRole('button', { name: 'Templates' })));
    await advance(0);

    expect(await screen.findByText('Failed to load templates')).toBeInTheDocument();
    expect(screen.getByText('No templates saved yet.')).toBeInTheDocument();
  });

  it('saves the current values as a template, refusing a blank name', async () => {
    const server = mergeFieldServer({
      values: { 'person.first_name': 'Ada' },
      smartValues: { governing_law: 'Delaware' },
    });
    const { backend, user } = await openTemplates(server);
    const save = screen.getByRole('button', { name: 'Save Current as Template' });
    expect(save).toBeEnabled();

    await user.click(save);
    expect(screen.getByText('Please enter a template name')).toBeInTheDocument();
    expect(backend.calls('POST /docs/field-templates')).toEqual([]);

    await user.type(screen.getByLabelText('Template name'), 'Ada in Delaware');
    expect(screen.queryByText('Please enter a template name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Description (optional)'), 'Our usual terms');
    await user.click(save);
    await advance(0);

    expect(backend.calls('POST /docs/field-templates').map((request) => request.json())).toEqual([
      {
        name: 'Ada in Delaware',
        description: 'Our usual terms',
        values: { 'person.first_name': 'Ada', governing_law: 'Delaware' },
        field_keys: ['person.first_name', 'entity.name', 'governing_law'],
      },
    ]);
    expect(await screen.findByText('Template saved successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ada in Delaware/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Template name')).toHaveValue('');
  });

  it('says so when saving a template fails', async () => {
    const { user } = await openFieldValuesDialog(
      mergeFieldServer({ values: { 'person.first_name': 'Ada' } }),
      {
        counts: COUNTS,
        routes: { 'POST /docs/field-templates': () => json(500, {}) },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await advance(0);

    await user.type(screen.getByLabelText('Template name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save Current as Template' }));
    await advance(0);

    expect(await screen.findByText('Failed to save template')).toBeInTheDocument();
  });

  it('disables Save Current as Template while no field has a value', async () => {
    await openTemplates(mergeFieldServer());

    expect(screen.getByRole('button', { name: 'Save Current as Template' })).toBeDisabled();
  });

  it('goes back to the fields with Back', async () => {
    const { user } = await openTemplates(mergeFieldServer());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Manual Entry', selected: true })).toBeInTheDocument();
  });

  it('only previews when read-only', async () => {
    const { user } = await openTemplates(mergeFieldServer({ templates: [acmeDefaults] }), { readOnly: true });

    await user.click(screen.getByRole('button', { name: /Acme defaults/ }));
    expect(screen.getByText('Delaware')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Current as Template' })).not.toBeInTheDocument();
  });
});
