import { SOURCE_SEARCH_DEBOUNCE_MS, sourceFields } from '@lexdraft/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExternalSource } from '@/api/merge-fields';
import { useDocumentStore } from '@/documents/document-store';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json } from '@/test/fake-backend';
import { advance } from '@/test/session';
import { openFieldValuesDialog, resetFieldValues } from './field-values-test-support';
import { useMergeFieldStore } from './merge-field-store';
import { mergeFieldServer } from './merge-field-test-backend';

afterEach(resetFieldValues);

const ada: ExternalSource = {
  id: 'con-1',
  type: 'contact',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  fields: sourceFields('contact', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    phone: '555-0100',
  }),
};
const alan: ExternalSource = {
  id: 'con-2',
  type: 'contact',
  name: 'Alan Turing',
  email: 'alan@example.test',
  fields: sourceFields('contact', { first_name: 'Alan', last_name: 'Turing', email: 'alan@example.test' }),
};
const acme: ExternalSource = {
  id: 'ent-1',
  type: 'entity',
  name: 'Acme Holdings LLC',
  ein: '12-3456789',
  fields: sourceFields('entity', { name: 'Acme Holdings LLC', ein: '12-3456789', address: '1 Main St' }),
};

const COUNTS: [string, number][] = [
  ['person.first_name', 1],
  ['person.last_name', 1],
  ['entity.name', 1],
];

const SOURCES = '/api/merge-fields/sources';
const searches = (backend: Awaited<ReturnType<typeof openFieldValuesDialog>>['backend'], type: string) =>
  backend.calls(`GET ${SOURCES}/${type}`).map((request) => request.query.get('query'));

async function openFromDatabase(parts: Parameters<typeof mergeFieldServer>[0], readOnly = false) {
  const opened = await openFieldValuesDialog(mergeFieldServer(parts), { counts: COUNTS, readOnly });
  await opened.user.click(screen.getByRole('tab', { name: 'From Database' }));
  await advance(0);
  return opened;
}

const searchBox = () => screen.getByPlaceholderText('Search by name, email, or EIN...');

describe('From Database', () => {
  it('lists the contacts at once, each card with its data', async () => {
    const { backend } = await openFromDatabase({ contacts: [ada, alan] });

    expect(searches(backend, 'contact')).toEqual(['']);
    expect(screen.getByRole('tab', { name: 'Contacts', selected: true })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(card).getByText('555-0100')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(screen.getByText(/No fields mapped yet/)).toBeInTheDocument();
  });

  it('searches 300 ms after the last keystroke, once for a burst of typing', async () => {
    const { backend, user } = await openFromDatabase({ contacts: [ada, alan] });

    await user.type(searchBox(), 'ada');
    await advance(SOURCE_SEARCH_DEBOUNCE_MS - 1);
    expect(searches(backend, 'contact')).toEqual(['']);

    await advance(1);
    expect(searches(backend, 'contact')).toEqual(['', 'ada']);
    expect(screen.getByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Alan Turing' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while searching and only the latest answer', async () => {
    const held = deferred<Response>();
    const server = mergeFieldServer({ contacts: [ada, alan] });
    const { backend, user } = await openFieldValuesDialog(server, {
      counts: COUNTS,
      routes: {
        [`GET ${SOURCES}/:type`]: (request) => {
          const query = request.query.get('query');
          if (query === 'a') return held.promise;
          return json(
            200,
            [ada, alan].filter((source) => source.name.toLowerCase().includes(query ?? '')),
          );
        },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'From Database' }));
    await advance(0);

    await user.type(searchBox(), 'a');
    await advance(SOURCE_SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('status', { name: 'Loading contacts' })).toBeInTheDocument();
    await user.type(searchBox(), 'lan');
    await advance(SOURCE_SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('article', { name: 'Alan Turing' })).toBeInTheDocument();

    // The older request answers last: its answer is dropped.
    held.resolve(json(200, [ada]));
    await advance(0);
    expect(searches(backend, 'contact')).toEqual(['', 'a', 'alan']);
    expect(screen.getByRole('article', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });

  it('searches the entities with the current query at once on their tab', async () => {
    const { backend, user } = await openFromDatabase({ contacts: [ada], entities: [acme] });

    await user.type(searchBox(), 'acme');
    await advance(SOURCE_SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('No contacts found matching the query')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Entities' }));
    await advance(0);
    expect(searches(backend, 'entity')).toEqual(['acme']);
    const card = screen.getByRole('article', { name: 'Acme Holdings LLC' });
    expect(within(card).getByText('EIN 12-3456789')).toBeInTheDocument();
  });

  it('says No entities available when there are none at all', async () => {
    const { user } = await openFromDatabase({ contacts: [ada] });

    await user.click(screen.getByRole('tab', { name: 'Entities' }));
    await advance(0);
    expect(screen.getByText('No entities available')).toBeInTheDocument();
  });

  it('shows an error line when the search fails', async () => {
    await openFieldValuesDialog(mergeFieldServer(), {
      counts: COUNTS,
      routes: { [`GET ${SOURCES}/:type`]: () => json(500, { detail: 'Search is down' }) },
    }).then(({ user }) => user.click(screen.getByRole('tab', { name: 'From Database' })));
    await advance(0);

    expect(screen.getByRole('alert')).toHaveTextContent('Search is down');
  });

  it('fills a field from a card through the server and lists the mapping', async () => {
    const { backend, user } = await openFromDatabase({ contacts: [ada] });
    const card = screen.getByRole('article', { name: 'Ada Lovelace' });
    // The entity's name is not something a contact fills.
    expect(within(card).queryByRole('button', { name: /Fill Entity Name/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Fill First Name from Ada Lovelace' }));
    await advance(0);

    // The server fills and records the source; the value is saved, so no typed PUT follows.
    expect(
      backend.calls('POST /docs/documents/doc-1/merge-field-values/from-record').map((call) => call.json()),
    ).toEqual([{ record_type: 'contact', record_id: 'con-1', field_ids: ['person.first_name'] }]);
    expect(useMergeFieldStore.getState().values['person.first_name']).toBe('Ada');
    const mappings = screen.getByRole('region', { name: 'Current Field Mappings' });
    expect(within(mappings).getByRole('listitem')).toHaveTextContent('First Name from Ada Lovelace (Ada)');

    await user.click(screen.getByRole('tab', { name: 'Manual Entry' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(
      screen.getByRole('img', { name: 'From Ada Lovelace (contact), 3 Nov 2026, by Ana Ruiz' }),
    ).toBeInTheDocument();
    await advance(60_000);
    expect(backend.calls('PUT /docs/documents/doc-1/merge-field-values')).toEqual([]);
  });

  it('links the record it filled from in Document Info, as Edit Relationships would (issue 29)', async () => {
    const { user } = await openFromDatabase({ contacts: [ada] });
    useDocumentStore.setState({ currentDocument: buildDocument({ id: 'doc-1' }) });
    expect(useDocumentStore.getState().currentDocument?.contacts).toEqual([]);
    const card = screen.getByRole('article', { name: 'Ada Lovelace' });

    await user.click(within(card).getByRole('button', { name: 'Fill First Name from Ada Lovelace' }));
    await advance(0);

    expect(useDocumentStore.getState().currentDocument).toMatchObject({
      contact_ids: ['con-1'],
      contacts: [{ id: 'con-1', name: 'Ada Lovelace' }],
    });
    useDocumentStore.getState().reset();
  });

  it('fills every field a record can with Fill all', async () => {
    const { user } = await openFromDatabase({ contacts: [ada] });

    await user.click(screen.getByRole('button', { name: 'Fill all fields from Ada Lovelace' }));
    await advance(0);

    expect(useMergeFieldStore.getState().values).toMatchObject({
      'person.first_name': 'Ada',
      'person.last_name': 'Lovelace',
    });
    const mappings = within(screen.getByRole('region', { name: 'Current Field Mappings' })).getAllByRole(
      'listitem',
    );
    expect(mappings.map((item) => item.textContent)).toEqual([
      'First Name from Ada Lovelace (Ada)',
      'Last Name from Ada Lovelace (Lovelace)',
    ]);
  });

  it('offers no fill buttons when read-only', async () => {
    await openFromDatabase({ contacts: [ada] }, true);

    expect(screen.getByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Fill/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Current Field Mappings')).not.toBeInTheDocument();
  });
});
