import { buildContent } from '@lexdraft/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { buildProvenance } from '@/merge-fields/merge-field-test-backend';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { dismissToasts, fieldsOf, openEditor } from './editor-test-support';

// Issue 16: the notice above the page while values filled from the firm's records no longer match
// them, with Update and Keep per value and Update all, or the list alone where nothing may change.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const acme = {
  source: 'record' as const,
  record_type: 'entity' as const,
  record_id: '00000000-0000-4000-8000-000000000002',
  record_name: 'Acme Holdings LLC',
  at: '2026-11-03T10:00:00.000Z',
  by: { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Ruiz' },
};
const stale = (before: string, after: string) =>
  buildProvenance({ ...acme, stale: true, stale_old_value: before, stale_new_value: after });

function staleDocument(provenance: Record<string, ReturnType<typeof buildProvenance>>, canUpdate = true) {
  const document = buildDocument({ id: 'doc-1', current_version: 1 });
  const values = { 'entity.name': 'Acme Holdings LLC', 'entity.entity_address': '1 Main St' };
  document.versions = [
    {
      version: 1,
      created_at: document.updated_at,
      content: buildContent(`<p>${field('entity.name')} at ${field('entity.entity_address')}</p>`, {
        merge_field_values: values,
      }),
    },
  ];
  const fields = fieldsOf(document);
  fields.provenance = provenance;
  fields.canUpdateStale = canUpdate;
  return { document, fields, routes: layerRoutes };
}

// The layers below the document's values: none here, so what shows is the document's own.
const layerRoutes = {
  'GET /docs/documents/:id/value-layers': () => json(200, { defaults: {}, records: {}, record_sources: {} }),
};

const notice = () => screen.findByRole('region', { name: "Values changed in the firm's records" });

describe('the stale values notice', () => {
  it('counts the changed values, lists each with Update and Keep, and Update refreshes the values', async () => {
    const { document, fields, routes } = staleDocument({
      'entity.name': stale('Acme Holdings LLC', 'Acme Holdings Inc.'),
      'entity.entity_address': stale('1 Main St', '9 Elm St'),
    });
    const { backend, user } = await openEditor(document, { fields, routes });

    const region = await notice();
    expect(within(region).getByText("2 values changed in the firm's records")).toBeInTheDocument();
    // Issue 29: a short list shows each old and new value side by side without a click.
    expect(within(region).getByText('1 Main St')).toBeVisible();
    expect(within(region).getByText('9 Elm St')).toBeVisible();
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Entity Address1 Main St9 Elm St· Acme Holdings LLCUpdateKeep',
      'Entity NameAcme Holdings LLCAcme Holdings Inc.· Acme Holdings LLCUpdateKeep',
    ]);
    expect(within(region).getByRole('button', { name: 'Update all' })).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Update Entity Name' }));
    await waitFor(() =>
      expect(useMergeFieldStore.getState().values['entity.name']).toBe('Acme Holdings Inc.'),
    );
    expect(
      backend.calls('POST /docs/documents/doc-1/stale-values/update').map((call) => call.json()),
    ).toEqual([{ field_ids: ['entity.name'] }]);
    expect(await within(region).findByText("1 value changed in the firm's records")).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Keep Entity Address' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Values changed/ })).toBeNull());
    expect(useMergeFieldStore.getState().values['entity.entity_address']).toBe('1 Main St');
  });

  it('updates every value with Update all', async () => {
    const { document, fields, routes } = staleDocument({
      'entity.name': stale('Acme Holdings LLC', 'Acme Holdings Inc.'),
      'entity.entity_address': stale('1 Main St', '9 Elm St'),
    });
    const { backend, user } = await openEditor(document, { fields, routes });

    await user.click(within(await notice()).getByRole('button', { name: 'Update all' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Values changed/ })).toBeNull());
    expect(
      backend.calls('POST /docs/documents/doc-1/stale-values/update').map((call) => call.json()),
    ).toEqual([{}]);
    expect(useMergeFieldStore.getState().values).toMatchObject({
      'entity.name': 'Acme Holdings Inc.',
      'entity.entity_address': '9 Elm St',
    });
  });

  it('shows the list without buttons where the document may not change', async () => {
    const { document, fields, routes } = staleDocument(
      { 'entity.name': stale('Acme Holdings LLC', 'Acme Inc.') },
      false,
    );
    await openEditor(document, { fields, routes });

    const region = await notice();
    expect(within(region).getByText("1 value changed in the firm's records")).toBeInTheDocument();
    expect(within(region).getByText('Signed and sent documents are never changed.')).toBeVisible();
    expect(within(region).queryByRole('button', { name: /Update|Keep/ })).toBeNull();
  });

  it('tells a viewer they can only view the document', async () => {
    const { document, fields, routes } = staleDocument(
      { 'entity.name': stale('Acme Holdings LLC', 'Acme Inc.') },
      false,
    );
    const viewer = buildUser({ role: 'viewer', permissions: ['docs:read'] });
    await openEditor(document, { fields, routes, user: viewer });

    const region = await notice();
    expect(within(region).getByText('You can only view this document.')).toBeVisible();
    expect(within(region).queryByRole('button', { name: /Update|Keep/ })).toBeNull();
  });

  it('keeps a long list behind Review until asked, and Hide closes it', async () => {
    const many = Object.fromEntries(
      ['entity.name', 'entity.entity_address', 'entity.ein', 'entity.state'].map((id) => [
        id,
        stale(`old ${id}`, `new ${id}`),
      ]),
    );
    const { document, fields, routes } = staleDocument(many);
    const { user } = await openEditor(document, { fields, routes });

    const region = await notice();
    expect(within(region).getByText('new entity.name')).not.toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Review' }));
    expect(within(region).getByText('old entity.name')).toBeVisible();
    expect(within(region).getByText('new entity.name')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Hide' }));
    expect(within(region).getByText('new entity.name')).not.toBeVisible();
  });

  it('shows nothing while no value is stale', async () => {
    const { document, fields, routes } = staleDocument({ 'entity.name': buildProvenance(acme) });
    await openEditor(document, { fields, routes });
    await screen.findByRole('img', { name: 'From Acme Holdings LLC (entity), 3 Nov 2026, by Ana Ruiz' });
    expect(screen.queryByRole('region', { name: /Values changed/ })).toBeNull();
  });
});
