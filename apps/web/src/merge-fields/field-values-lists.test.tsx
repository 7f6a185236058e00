import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '@/test/fake-backend';
import { openFieldValuesDialog, resetFieldValues } from './field-values-test-support';
import { FROM_LINKED_ENTITY } from './list-values-section';
import type { LogicUse } from './merge-field-store';
import { mergeFieldServer } from './merge-field-test-backend';

// Issue 30: Manage Field Values lists what the document's conditions and repeats use: the fields a
// condition reads, a list field as a table to fill, a record list as the linked records give it.

afterEach(resetFieldValues);

const LOGIC: LogicUse = {
  conditions: ['agreement.rush'],
  lists: ['sellers', 'entity.owners'],
  columns: { sellers: ['name', 'city'], 'entity.owners': ['first_name'] },
  scoped: [],
};

const serverWithLists = () =>
  mergeFieldServer({
    lists: {
      sellers: [
        { name: 'Ada Pryce', city: 'Austin' },
        { name: 'Ben Quill', city: 'Boston' },
      ],
    },
    recordLists: { 'entity.owners': [{ first_name: 'Grace', title: 'CEO', share: '60' }] },
  });

const sellers = () => screen.getByRole('region', { name: 'sellers' });
const cell = (key: string, row: number) => within(sellers()).getByLabelText(`${key}, row ${row} of sellers`);
const names = () =>
  within(sellers())
    .getAllByLabelText(/^name, row/)
    .map((input) => (input as HTMLInputElement).value);

describe('lists in Manage Field Values', () => {
  it('lists a field only a condition reads, so it can be filled', async () => {
    await openFieldValuesDialog(serverWithLists(), { counts: [], logic: LOGIC });
    expect(screen.getByLabelText('agreement.rush')).toHaveValue('');
  });

  it('adds, reorders with the keyboard, removes and saves the rows of a list field', async () => {
    const server = serverWithLists();
    const { backend, user, onOpenChange } = await openFieldValuesDialog(server, { counts: [], logic: LOGIC });
    await waitFor(() => expect(names()).toEqual(['Ada Pryce', 'Ben Quill']));
    expect(cell('city', 2)).toHaveValue('Boston');

    await user.click(within(sellers()).getByRole('button', { name: 'Add row' }));
    expect(cell('name', 3)).toHaveFocus();
    await user.type(cell('name', 3), 'Cy Rowe');
    await user.type(cell('city', 3), 'Chicago');

    await user.click(within(sellers()).getByRole('button', { name: 'Move row 3 up' }));
    expect(names()).toEqual(['Ada Pryce', 'Cy Rowe', 'Ben Quill']);
    // The focus follows the row: Enter moves it on up.
    expect(within(sellers()).getByRole('button', { name: 'Move row 2 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Cy Rowe', 'Ada Pryce', 'Ben Quill']);
    expect(within(sellers()).getByRole('button', { name: 'Move row 1 up' })).toBeDisabled();
    // At the top, the focus stays on the row: its other move.
    expect(within(sellers()).getByRole('button', { name: 'Move row 1 down' })).toHaveFocus();

    await user.click(within(sellers()).getByRole('button', { name: 'Remove row 3' }));
    expect(names()).toEqual(['Cy Rowe', 'Ada Pryce']);
    expect(backend.calls('PUT /docs/documents/doc-1/list-values')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save Values' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(backend.calls('PUT /docs/documents/doc-1/list-values').map((request) => request.json())).toEqual([
      {
        sellers: [
          { name: 'Cy Rowe', city: 'Chicago' },
          { name: 'Ada Pryce', city: 'Austin' },
        ],
      },
    ]);
    expect(server.lists.sellers).toHaveLength(2);
  });

  it("shows a record list's rows read-only, from the linked entity", async () => {
    await openFieldValuesDialog(serverWithLists(), { counts: [], logic: LOGIC });
    const owners = await screen.findByRole('region', { name: 'entity.owners' });
    expect(within(owners).getByText(FROM_LINKED_ENTITY)).toBeInTheDocument();
    const first = within(owners).getByLabelText('first_name, row 1 of entity.owners');
    expect(first).toHaveValue('Grace');
    expect(first).toHaveAttribute('readonly');
    expect(within(owners).getByLabelText('share, row 1 of entity.owners')).toHaveValue('60');
    expect(within(owners).queryByRole('button')).toBeNull();
  });

  it('says a list is not set yet, and shows a failed load with a way to try again', async () => {
    let failures = 1;
    const server = mergeFieldServer();
    const { user } = await openFieldValuesDialog(server, {
      counts: [],
      logic: LOGIC,
      routes: {
        'GET /docs/documents/:id/list-values': () =>
          failures-- > 0 ? json(500, { detail: 'The lists are resting' }) : json(200, server.lists),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lists are resting');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('region', { name: 'sellers' });
    expect(within(list).getByText('Not set yet: add its rows here.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'entity.owners' })).getByText(
        'No linked record fills this list yet: link one in Document Info.',
      ),
    ).toBeInTheDocument();
  });
});
