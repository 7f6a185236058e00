import {
  buildContent,
  CUSTOM_FIELD_SAVE_DEBOUNCE_MS,
  FALLBACK_MERGE_FIELDS,
  MERGE_FIELD_SAVE_DEBOUNCE_MS,
} from '@lexdraft/core';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import type { DocumentRecord } from '@/api/documents';
import { Toaster } from '@/components/ui/sonner';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, fakeBackend, json, type RouteHandler } from '@/test/fake-backend';
import { advance } from '@/test/session';
import { documentFields, requiredProblems, shownValue, useMergeFieldStore } from './merge-field-store';
import {
  buildCustomField,
  type MergeFieldServer,
  mergeFieldRoutes,
  mergeFieldServer,
} from './merge-field-test-backend';

const VALUES = 'PUT /docs/documents/doc-1/merge-field-values';
const SMART = 'PUT /docs/documents/doc-1/smart-fields';
const CUSTOM = 'PUT /docs/documents/doc-1/custom-fields';

let server: MergeFieldServer;
let backend: ReturnType<typeof fakeBackend>;

const store = () => useMergeFieldStore.getState();

/** A document whose saved content already carries a value of each kind. */
function seededDocument(id = 'doc-1'): DocumentRecord {
  return buildDocument({
    id,
    versions: [
      {
        version: 1,
        content: buildContent('<p>Dear {{person.first_name}},</p>', {
          merge_field_values: { 'person.first_name': 'Seeded' },
          placeholders: { governing_law: 'Seeded law' },
          metadata: { custom_fields: [buildCustomField('retainer', 'Seeded fee')] },
        }),
        created_at: '2025-03-04T15:30:00.000Z',
      },
    ],
  });
}

/** Replaces one route of the fake backend. */
function answer(route: string, handler: RouteHandler) {
  backend.routes[route.replace('doc-1', ':id')] = handler;
}

/** Opens doc-1 in the store against the fake server, with the given fields in its text. */
async function openDocument(counts: Record<string, number> = {}) {
  await act(async () => {
    await store().init(seededDocument());
  });
  store().setCounts(new Map(Object.entries(counts)));
}

/**
 * Lets a toast raised by a timed save appear: fake timers give a 0 ms timeout set during a tick
 * (sonner's, to show the toast) 1 ms.
 */
const showToasts = () => advance(1);

const sent = (route: string) => backend.calls(route).map((request) => request.json());

beforeEach(() => {
  vi.useFakeTimers();
  configureApiClient({ baseUrl: '' });
  store().reset();
  server = mergeFieldServer({
    values: { 'person.first_name': 'Grace', 'entity.name': 'Acme LLC' },
    smartValues: { governing_law: 'Delaware' },
    customFields: [buildCustomField('retainer', '$5,000')],
  });
  backend = fakeBackend(mergeFieldRoutes(server));
  render(createElement(Toaster));
});

afterEach(() => {
  store().reset();
  act(() => {
    toast.dismiss();
  });
});

describe('loading a document', () => {
  it('seeds the values from the document, then adopts the server definitions and values', async () => {
    const values = deferred<Response>();
    answer('GET /docs/documents/doc-1/merge-field-values', () => values.promise);

    let loaded: Promise<void> = Promise.resolve();
    act(() => {
      loaded = store().init(seededDocument());
    });
    expect(store().documentId).toBe('doc-1');
    expect(shownValue(store(), 'person.first_name')).toBe('Seeded');
    expect(shownValue(store(), 'governing_law')).toBe('Seeded law');
    expect(shownValue(store(), 'retainer')).toBe('Seeded fee');
    expect(store().definitions.map((definition) => definition.id)).toEqual(
      FALLBACK_MERGE_FIELDS.map((definition) => definition.id),
    );

    values.resolve(json(200, { merge_field_values: server.values }));
    await act(() => loaded);
    expect(store().definitions).toEqual(server.definitions);
    expect(store().values).toEqual({ 'person.first_name': 'Grace', 'entity.name': 'Acme LLC' });
    expect(shownValue(store(), 'governing_law')).toBe('Delaware');
    expect(shownValue(store(), 'retainer')).toBe('$5,000');
  });

  it('keeps the built-in definitions and says so when the definitions fail to load', async () => {
    answer('GET /api/merge-fields', () => json(500, { detail: 'Boom' }));
    await openDocument();
    await advance(0);

    expect(screen.getByText('Failed to load merge fields. Using default configuration.')).toBeInTheDocument();
    expect(store().definitions.map((definition) => definition.id)).toEqual(
      FALLBACK_MERGE_FIELDS.map((definition) => definition.id),
    );
  });

  it('is silent when the document has no values yet (404)', async () => {
    answer('GET /docs/documents/doc-1/merge-field-values', () => json(404, { detail: 'Not found' }));
    await openDocument();
    await advance(0);

    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    expect(store().values).toEqual({ 'person.first_name': 'Seeded' });
  });

  it('says so when the values fail to load otherwise', async () => {
    answer('GET /docs/documents/doc-1/merge-field-values', () => json(500, { detail: 'Boom' }));
    await openDocument();
    await advance(0);

    expect(screen.getByText('Failed to load merge field values')).toBeInTheDocument();
  });

  it('only warns in the console when the smart-field values fail to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer('GET /docs/documents/doc-1/smart-fields', () => json(500, { detail: 'Boom' }));
    await openDocument();
    await advance(0);

    expect(warn).toHaveBeenCalledWith('Smart-field values could not be loaded', expect.anything());
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    expect(shownValue(store(), 'governing_law')).toBe('Seeded law');
    warn.mockRestore();
  });

  it('keeps a value committed while the values were on their way', async () => {
    const values = deferred<Response>();
    answer('GET /docs/documents/doc-1/merge-field-values', () => values.promise);
    let loaded: Promise<void> = Promise.resolve();
    act(() => {
      loaded = store().init(seededDocument());
    });

    store().commitValue('person.last_name', 'Hopper');
    values.resolve(json(200, { merge_field_values: server.values }));
    await act(() => loaded);

    expect(store().values).toEqual({
      'person.first_name': 'Grace',
      'entity.name': 'Acme LLC',
      'person.last_name': 'Hopper',
    });
  });

  it('ignores answers for an earlier document after another init', async () => {
    const earlier = deferred<Response>();
    answer('GET /docs/documents/doc-1/merge-field-values', () => earlier.promise);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = store().init(seededDocument('doc-1'));
    });

    backend.routes['GET /docs/documents/:id/merge-field-values'] = () =>
      json(200, { merge_field_values: { 'person.first_name': 'Second' } });
    await act(() => store().init(seededDocument('doc-2')));
    earlier.resolve(json(200, { merge_field_values: { 'person.first_name': 'First' } }));
    await act(() => first);

    expect(store().documentId).toBe('doc-2');
    expect(store().values).toEqual({ 'person.first_name': 'Second' });
  });

  it('ignores answers for an earlier document after a reset', async () => {
    const definitions = deferred<Response>();
    answer('GET /api/merge-fields', () => definitions.promise);
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = store().init(seededDocument());
    });

    store().reset();
    definitions.resolve(json(500, { detail: 'Boom' }));
    await act(() => loading);
    await advance(0);

    expect(store().documentId).toBeNull();
    expect(store().values).toEqual({});
    expect(store().customFields).toEqual([]);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });
});

describe('saving committed values', () => {
  it('saves standard values 2,000 ms after the last commit, in one PUT with only the changed keys', async () => {
    await openDocument({ 'person.first_name': 1, 'person.last_name': 1 });

    store().commitValue('person.first_name', 'Ada');
    await advance(1000);
    store().commitValue('person.last_name', 'Lovelace');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS - 1);
    expect(sent(VALUES)).toEqual([]);

    await advance(1);
    expect(sent(VALUES)).toEqual([{ 'person.first_name': 'Ada', 'person.last_name': 'Lovelace' }]);
    expect(server.values).toEqual({
      'person.first_name': 'Ada',
      'person.last_name': 'Lovelace',
      'entity.name': 'Acme LLC',
    });
    expect(store().saving).toBe(false);
  });

  it('saves a dotted custom field with the merge-field values', async () => {
    await openDocument({ 'client.name': 1 });

    store().commitValue('client.name', 'Ada Lovelace');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);

    expect(sent(VALUES)).toEqual([{ 'client.name': 'Ada Lovelace' }]);
    expect(sent(CUSTOM)).toEqual([]);
  });

  it('saves a plain custom field through the custom-field path after 3,000 ms', async () => {
    await openDocument({ retainer: 1, matter: 2 });

    store().commitValue('matter', 'Estate plan');
    await advance(CUSTOM_FIELD_SAVE_DEBOUNCE_MS - 1);
    expect(sent(CUSTOM)).toEqual([]);

    await advance(1);
    expect(sent(CUSTOM)).toEqual([
      {
        custom_fields: [
          { name: 'retainer', value: '$5,000' },
          { name: 'matter', value: 'Estate plan' },
        ],
      },
    ]);
    expect(sent(VALUES)).toEqual([]);
    expect(shownValue(store(), 'matter')).toBe('Estate plan');
  });

  it('saves a smart field through the smart-field path', async () => {
    await openDocument({ governing_law: 1 });

    store().commitValue('governing_law', 'New York');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);

    expect(sent(SMART)).toEqual([{ values: { governing_law: 'New York' } }]);
    expect(sent(VALUES)).toEqual([]);
    expect(server.smartValues).toEqual({ governing_law: 'New York' });
  });

  it('commits many values at once, each through its path', async () => {
    await openDocument();

    store().commitValues({ 'person.first_name': 'Ada', governing_law: 'Texas' });
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);

    expect(sent(VALUES)).toEqual([{ 'person.first_name': 'Ada' }]);
    expect(sent(SMART)).toEqual([{ values: { governing_law: 'Texas' } }]);
  });

  it('asks the typist to slow down on a 429 and saves again after the quiet time', async () => {
    await openDocument();
    let refuse = true;
    const save = backend.routes['PUT /docs/documents/:id/merge-field-values'];
    answer(VALUES, (request) => {
      if (!refuse) return save!(request);
      refuse = false;
      return json(429, { detail: 'Too many requests' });
    });

    store().commitValue('person.first_name', 'Ada');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);
    await showToasts();
    expect(screen.getByText('Too Many Requests')).toBeInTheDocument();
    expect(
      screen.getByText('Please slow down your typing. Changes will be saved automatically.'),
    ).toBeInTheDocument();

    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS - 2);
    expect(sent(VALUES)).toHaveLength(1);
    await advance(1);
    expect(sent(VALUES)).toEqual([{ 'person.first_name': 'Ada' }, { 'person.first_name': 'Ada' }]);
    expect(server.values['person.first_name']).toBe('Ada');
  });

  it('asks to wait before saving again on a 429 from saveNow', async () => {
    await openDocument();
    answer(VALUES, () => json(429, { detail: 'Too many requests' }));

    store().commitValue('person.first_name', 'Ada');
    let saved: boolean | undefined;
    await act(async () => {
      saved = await store().saveNow({ successMessage: 'All merge field values saved' });
    });
    await advance(0);

    expect(saved).toBe(false);
    expect(screen.getByText('Too Many Requests')).toBeInTheDocument();
    expect(screen.getByText('Please wait a moment before saving again.')).toBeInTheDocument();
    expect(screen.queryByText('All merge field values saved')).not.toBeInTheDocument();
  });

  it('keeps a value whose save failed pending, and the next saveNow saves it', async () => {
    await openDocument();
    const save = backend.routes['PUT /docs/documents/:id/merge-field-values'];
    answer(VALUES, () => json(500, { detail: 'Boom' }));

    store().commitValue('person.first_name', 'Ada');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);
    await showToasts();
    expect(screen.getByText('Failed to save merge field values')).toBeInTheDocument();
    expect(store().saving).toBe(false);

    // Nothing retries on its own.
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS * 5);
    expect(sent(VALUES)).toHaveLength(1);

    answer(VALUES, save!);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await store().saveNow({ successMessage: 'All merge field values saved' });
    });
    await advance(0);
    expect(saved).toBe(true);
    expect(sent(VALUES)).toEqual([{ 'person.first_name': 'Ada' }, { 'person.first_name': 'Ada' }]);
    expect(screen.getByText('All merge field values saved')).toBeInTheDocument();
  });

  it('says Failed to save custom fields when the custom-field save fails', async () => {
    await openDocument({ matter: 1 });
    answer(CUSTOM, () => json(500, { detail: 'Boom' }));
    store().commitValue('matter', 'Estate plan');
    await advance(CUSTOM_FIELD_SAVE_DEBOUNCE_MS);
    await advance(CUSTOM_FIELD_SAVE_DEBOUNCE_MS);
    await showToasts();

    expect(screen.getByText('Failed to save custom fields')).toBeInTheDocument();
    expect(shownValue(store(), 'matter')).toBe('Estate plan');
  });

  it('marks saving while a save runs', async () => {
    await openDocument();
    const held = deferred<Response>();
    answer(VALUES, () => held.promise);

    store().commitValue('person.first_name', 'Ada');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);
    expect(store().saving).toBe(true);

    held.resolve(json(200, { merge_field_values: {} }));
    await advance(0);
    expect(store().saving).toBe(false);
  });

  it('drops a pending save on init, and says nothing of a failed save for an earlier document', async () => {
    await openDocument();
    const held = deferred<Response>();
    answer(VALUES, () => held.promise);
    store().commitValue('person.first_name', 'Ada');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);
    store().commitValue('person.last_name', 'Lovelace');

    await act(() => store().init(seededDocument('doc-2')));
    held.resolve(json(500, { detail: 'Boom' }));
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS * 2);

    expect(sent(VALUES)).toHaveLength(1);
    expect(backend.calls('PUT /docs/documents/doc-2/merge-field-values')).toEqual([]);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });
});

describe('renameCustomField', () => {
  beforeEach(async () => {
    await openDocument({ retainer: 1, matter: 1, 'person.first_name': 1 });
  });

  it('answers what is wrong with the new name', () => {
    expect(store().renameCustomField('retainer', '  ')).toBe('Enter a field name');
    expect(store().renameCustomField('retainer', '1st fee')).toBe(
      'Start with a letter or underscore, then use letters, digits, underscores, dots, hyphens or spaces',
    );
    expect(store().renameCustomField('retainer', 'x'.repeat(51))).toBe(
      'Field names are at most 50 characters',
    );
    expect(store().renameCustomField('retainer', 'matter')).toBe('A field named "matter" already exists');
    expect(store().renameCustomField('retainer', 'governing_law')).toBe(
      'A field named "governing_law" already exists',
    );
    expect(store().renameCustomField('retainer', 'client.fee')).toBe(
      'Custom field names cannot contain a dot',
    );
    expect(shownValue(store(), 'retainer')).toBe('$5,000');
  });

  it('renames, reminds the user to update the text, and saves the custom fields', async () => {
    expect(store().renameCustomField('retainer', ' fee ')).toBeUndefined();
    await advance(0);

    expect(screen.getByText('Field Renamed')).toBeInTheDocument();
    expect(screen.getByText('Update {{retainer}} to {{fee}} in the document text.')).toBeInTheDocument();
    expect(shownValue(store(), 'fee')).toBe('$5,000');
    expect(store().customFields.map((field) => field.name)).toEqual(['fee']);

    await advance(CUSTOM_FIELD_SAVE_DEBOUNCE_MS);
    expect(sent(CUSTOM)).toEqual([{ custom_fields: [{ name: 'fee', value: '$5,000' }] }]);
  });

  it('does nothing for the same name', async () => {
    expect(store().renameCustomField('retainer', 'retainer')).toBeUndefined();
    await advance(CUSTOM_FIELD_SAVE_DEBOUNCE_MS);
    expect(sent(CUSTOM)).toEqual([]);
    expect(screen.queryByText('Field Renamed')).not.toBeInTheDocument();
  });
});

describe('selectors', () => {
  it('lists the fields in text order with labels and paths, then stored custom fields no longer used', async () => {
    await openDocument({ 'person.first_name': 2, governing_law: 1, 'client.name': 1 });

    expect(documentFields(store()).map(({ id, count, label, path }) => ({ id, count, label, path }))).toEqual(
      [
        { id: 'person.first_name', count: 2, label: 'First Name', path: 'standard' },
        { id: 'governing_law', count: 1, label: 'Governing Law', path: 'smart' },
        { id: 'client.name', count: 1, label: 'client.name', path: 'standard' },
        { id: 'retainer', count: 0, label: 'retainer', path: 'custom' },
      ],
    );
  });

  it('gives {label} is required for a required smart field without a value', async () => {
    server.smartValues = {};
    await act(async () => {
      await store().init(buildDocument({ id: 'doc-1' }));
    });
    store().setCounts(new Map([['governing_law', 1]]));

    expect(requiredProblems(store())).toEqual(new Map([['governing_law', 'Governing Law is required']]));

    store().commitValue('governing_law', 'Delaware');
    expect(requiredProblems(store())).toEqual(new Map());
  });
});
