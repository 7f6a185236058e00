import { FIELD_VALUE_DIALOG_AUTOSAVE_MS } from '@lexdraft/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, json } from '@/test/fake-backend';
import { advance } from '@/test/session';
import { openFieldValuesDialog, resetFieldValues, sentValues } from './field-values-test-support';
import { useMergeFieldStore } from './merge-field-store';
import { mergeFieldServer } from './merge-field-test-backend';

afterEach(resetFieldValues);

const PERSON_AND_ENTITY: [string, number][] = [
  ['person.first_name', 2],
  ['entity.name', 1],
  ['entity.entity_address', 1],
  ['matter_number', 1],
];

describe('Manual Entry', () => {
  it("lists the fields in the Merge Fields panel's groups", async () => {
    await openFieldValuesDialog(mergeFieldServer({ values: { 'person.first_name': 'Ada' } }), {
      counts: [['matter_number', 1], ...PERSON_AND_ENTITY.filter(([id]) => id !== 'matter_number')],
    });

    // The panel's groups in the panel's order, although the text uses a custom field first.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Person',
      'Entity',
      'Custom Fields',
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Manage Field Values' });
    expect(within(dialog).getByRole('tab', { name: 'Manual Entry', selected: true })).toBeInTheDocument();
    const person = screen.getByRole('region', { name: 'Person' });
    expect(within(person).getByLabelText('First Name')).toHaveValue('Ada');
    expect(within(person).getByText('{{person.first_name}}')).toBeInTheDocument();
    const entity = screen.getByRole('region', { name: 'Entity' });
    expect(within(entity).getByLabelText('Entity Name').tagName).toBe('INPUT');
    expect(within(entity).getByLabelText('Entity Address').tagName).toBe('TEXTAREA');
    expect(
      within(screen.getByRole('region', { name: 'Custom Fields' })).getByLabelText('matter_number'),
    ).toHaveValue('');
  });

  it('puts a smart field under Custom Fields and contact fields under Person, as the panel does', async () => {
    await openFieldValuesDialog(mergeFieldServer(), {
      counts: [
        ['governing_law', 1],
        ['contact.email', 1],
      ],
    });

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Person',
      'Custom Fields',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Person' })).getByLabelText('contact.email'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Custom Fields' })).getByLabelText('Governing Law'),
    ).toBeVisible();
  });

  it('autosaves 1,500 ms after the last change, saying Auto-saving... while the save runs', async () => {
    const answer = deferred<Response>();
    const server = mergeFieldServer();
    const { backend, user } = await openFieldValuesDialog(server, {
      counts: PERSON_AND_ENTITY,
      routes: {
        'PUT /docs/documents/:id/merge-field-values': async (request) => {
          await answer.promise;
          Object.assign(server.values, request.json());
          return json(200, { merge_field_values: server.values });
        },
      },
    });

    await user.type(screen.getByLabelText('First Name'), 'Ad');
    await advance(1_000);
    await user.type(screen.getByLabelText('First Name'), 'a');
    await advance(FIELD_VALUE_DIALOG_AUTOSAVE_MS - 1);
    expect(sentValues(backend)).toEqual([]);
    expect(screen.queryByText('Auto-saving...')).not.toBeInTheDocument();

    await advance(1);
    expect(sentValues(backend)).toEqual([{ 'person.first_name': 'Ada' }]);
    expect(screen.getByText('Auto-saving...')).toBeInTheDocument();

    answer.resolve(json(200));
    await advance(0);
    expect(screen.queryByText('Auto-saving...')).not.toBeInTheDocument();
    expect(server.values).toEqual({ 'person.first_name': 'Ada' });
    expect(useMergeFieldStore.getState().values).toEqual({ 'person.first_name': 'Ada' });
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('marks required fields and refuses to save while one is empty', async () => {
    const { backend, user, onOpenChange } = await openFieldValuesDialog(mergeFieldServer(), {
      counts: [
        ['person.first_name', 1],
        ['governing_law', 1],
      ],
    });

    const label = screen.getByText('Governing Law').parentElement!;
    expect(within(label).getByText('*')).toHaveClass('text-destructive');
    expect(within(screen.getByText('First Name').parentElement!).queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Governing Law')).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByText('Governing Law is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save Values' }));

    expect(screen.getByText('Governing Law is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Governing Law')).toHaveAccessibleDescription('Governing Law is required');
    expect(await screen.findByText('Please fix the errors before saving')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(backend.calls('PUT /docs/documents/doc-1/smart-fields')).toEqual([]);
    expect(sentValues(backend)).toEqual([]);

    await user.type(screen.getByLabelText('Governing Law'), 'Delaware');
    expect(screen.queryByText('Governing Law is required')).not.toBeInTheDocument();
  });

  it('shows the required message once an empty required field was left', async () => {
    const { user } = await openFieldValuesDialog(mergeFieldServer(), {
      counts: [
        ['governing_law', 1],
        ['person.first_name', 1],
      ],
    });

    await user.click(screen.getByLabelText('Governing Law'));
    expect(screen.queryByText('Governing Law is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Governing Law is required')).toBeInTheDocument();
  });

  it('saves with Ctrl+Enter, then closes with Field values saved successfully', async () => {
    const server = mergeFieldServer();
    const { backend, user, onOpenChange } = await openFieldValuesDialog(server, {
      counts: [
        ['person.first_name', 1],
        ['governing_law', 1],
      ],
    });

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Governing Law'), 'Delaware');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await advance(0);

    expect(sentValues(backend)).toEqual([{ 'person.first_name': 'Ada' }]);
    expect(backend.calls('PUT /docs/documents/doc-1/smart-fields').map((request) => request.json())).toEqual([
      { values: { governing_law: 'Delaware' } },
    ]);
    expect(await screen.findByText('Field values saved successfully')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The autosave has nothing left to do.
    await advance(FIELD_VALUE_DIALOG_AUTOSAVE_MS * 2);
    expect(sentValues(backend)).toHaveLength(1);
  });

  it('saves with Cmd+Enter too', async () => {
    const { backend, user, onOpenChange } = await openFieldValuesDialog(mergeFieldServer(), {
      counts: [['person.first_name', 1]],
    });

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await advance(0);

    expect(sentValues(backend)).toEqual([{ 'person.first_name': 'Ada' }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('moves through the fields with Tab and Shift+Tab', async () => {
    const { user } = await openFieldValuesDialog(mergeFieldServer(), { counts: PERSON_AND_ENTITY });

    // The dialog opens in the first field.
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Entity Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Entity Address')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('matter_number')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Entity Address')).toHaveFocus();
  });

  it('closes on Cancel without saving a change that was not auto-saved yet', async () => {
    const { backend, user, onOpenChange } = await openFieldValuesDialog(mergeFieldServer(), {
      counts: [['person.first_name', 1]],
    });

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(FIELD_VALUE_DIALOG_AUTOSAVE_MS);
    expect(sentValues(backend)).toEqual([]);
  });

  it('says No Fields in Document when the text has none', async () => {
    await openFieldValuesDialog(mergeFieldServer(), { counts: [] });

    expect(screen.getByText('No Fields in Document')).toBeInTheDocument();
    expect(screen.getByText(/in the document to insert a merge field/)).toBeInTheDocument();
  });

  it('shows values without letting them change when read-only', async () => {
    await openFieldValuesDialog(mergeFieldServer({ values: { 'person.first_name': 'Ada' } }), {
      counts: [['person.first_name', 1]],
      readOnly: true,
    });

    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByLabelText('First Name')).toHaveClass('border-dashed', 'focus-visible:ring-0');
    expect(screen.queryByRole('button', { name: 'Save Values' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
