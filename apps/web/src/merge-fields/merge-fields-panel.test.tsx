import { buildContent, CUSTOM_FIELD_SAVE_DEBOUNCE_MS, MERGE_FIELD_SAVE_DEBOUNCE_MS } from '@lexdraft/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import { Toaster } from '@/components/ui/sonner';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, fakeBackend, json, type RouteHandler } from '@/test/fake-backend';
import { stubEditorLayout } from '@/test/layout-stubs';
import { advance, startFakeClock } from '@/test/session';
import { shownValue, useMergeFieldStore } from './merge-field-store';
import {
  buildCustomField,
  type MergeFieldServer,
  mergeFieldRoutes,
  mergeFieldServer,
} from './merge-field-test-backend';
import { MergeFieldsPanel } from './merge-fields-panel';

const VALUES = 'PUT /docs/documents/doc-1/merge-field-values';
const CUSTOM = 'PUT /docs/documents/doc-1/custom-fields';

/** The fields of the letter's text with their occurrences. */
const LETTER_FIELDS: Record<string, number> = {
  'person.first_name': 2,
  'person.last_name': 1,
  'entity.name': 1,
  'entity.entity_address': 1,
  governing_law: 1,
  'client.name': 1,
  retainer: 1,
};

let server: MergeFieldServer;
let backend: ReturnType<typeof fakeBackend>;

const store = () => useMergeFieldStore.getState();

/** Opens doc-1 in the store against the fake server, with `fields` in its text, and shows the panel. */
async function renderPanel({ fields = LETTER_FIELDS, readOnly = false } = {}) {
  await act(async () => {
    await store().init(
      buildDocument({
        id: 'doc-1',
        versions: [
          { version: 1, content: buildContent('<p>Letter</p>'), created_at: '2025-03-04T15:30:00.000Z' },
        ],
      }),
    );
  });
  act(() => {
    store().setCounts(new Map(Object.entries(fields)));
  });
  const onRefresh = vi.fn();
  const view = render(
    <>
      <MergeFieldsPanel readOnly={readOnly} onRefresh={onRefresh} />
      <Toaster />
    </>,
  );
  return { ...view, onRefresh, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** Replaces one route of the fake backend. */
function answer(route: string, handler: RouteHandler) {
  backend.routes[route.replace('doc-1', ':id')] = handler;
}

const sent = (route: string) => backend.calls(route).map((request) => request.json());

/** The panel's row of one field. */
function rowOf(id: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[data-field-id="${id}"]`);
  if (!row) throw new Error(`No row for ${id}`);
  return row;
}

/**
 * Lets a toast appear: sonner shows it from a 0 ms timeout, which fake timers delay by 1 ms when it
 * is set while a timer runs (a debounced save).
 */
const showToasts = () => advance(1);

beforeEach(() => {
  startFakeClock();
  // The header's tooltips measure themselves.
  stubEditorLayout();
  configureApiClient({ baseUrl: '' });
  store().reset();
  server = mergeFieldServer({
    values: { 'person.first_name': 'Grace', 'entity.entity_address': '1 Main St' },
    customFields: [buildCustomField('retainer', '$5,000')],
  });
  backend = fakeBackend(mergeFieldRoutes(server));
});

afterEach(() => {
  store().reset();
  act(() => {
    toast.dismiss();
  });
});

describe('the field list', () => {
  it('groups the fields as Person, Entity and Custom Fields, each with its count', async () => {
    await renderPanel();

    expect(screen.getByRole('heading', { name: 'Merge Fields' }).parentElement).toHaveTextContent(
      'Merge Fields7 fields',
    );
    const groups = screen.getAllByRole('button', { expanded: true });
    expect(groups.map((group) => group.textContent)).toEqual([
      'Person 2 fields',
      'Entity 2 fields',
      'Custom Fields 3 fields',
    ]);
    const person = screen.getByRole('region', { name: 'Person 2 fields' });
    expect(within(person).getByLabelText('First Name')).toHaveValue('Grace');
    expect(within(person).getByLabelText('Last Name')).toHaveValue('');
    const custom = screen.getByRole('region', { name: 'Custom Fields 3 fields' });
    expect(within(custom).getByLabelText('Governing Law')).toBeInTheDocument();
    expect(within(custom).getByLabelText('client.name')).toBeInTheDocument();
    expect(within(custom).getByLabelText('retainer')).toHaveValue('$5,000');
  });

  it('shows only the groups that have fields', async () => {
    await renderPanel({ fields: { 'person.first_name': 1, 'person.last_name': 1 } });

    expect(screen.getByRole('button', { name: 'Person 2 fields' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Entity/ })).not.toBeInTheDocument();
    // The stored custom field is not in the text but still has a value: it stays listed.
    expect(screen.getByRole('button', { name: 'Custom Fields 1 field' })).toBeInTheDocument();
    expect(within(rowOf('retainer')).getByText('Not in the text')).toBeInTheDocument();
  });

  it('collapses and expands a group', async () => {
    const { user } = await renderPanel();
    const person = screen.getByRole('button', { name: 'Person 2 fields' });

    await user.click(person);
    expect(person).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('First Name')).not.toBeVisible();
    expect(screen.getByLabelText('Entity Name')).toBeVisible();

    await user.click(person);
    expect(person).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('First Name')).toBeVisible();
  });

  it('shows each field marker, Used N times for repeated fields, a Custom badge for custom ones and Firm for smart ones', async () => {
    await renderPanel();

    expect(rowOf('person.first_name')).toHaveTextContent('{{person.first_name}}');
    expect(within(rowOf('person.first_name')).getByText('Used 2 times')).toBeInTheDocument();
    expect(rowOf('person.last_name')).not.toHaveTextContent(/Used/);
    expect(within(rowOf('person.first_name')).queryByText('Custom')).not.toBeInTheDocument();
    expect(within(rowOf('entity.name')).queryByText('Custom')).not.toBeInTheDocument();
    for (const id of ['client.name', 'retainer']) {
      expect(within(rowOf(id)).getByText('Custom')).toBeInTheDocument();
      expect(within(rowOf(id)).queryByText('Firm')).not.toBeInTheDocument();
    }
    // Governing Law is one of the firm's smart fields: the firm's field, not a custom one (issue 29).
    expect(within(rowOf('governing_law')).getByText('Firm')).toBeInTheDocument();
    expect(within(rowOf('governing_law')).queryByText('Custom')).not.toBeInTheDocument();
  });

  it('uses a multi-line input for address fields', async () => {
    await renderPanel();

    expect(screen.getByLabelText('Entity Address').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Entity Name').tagName).toBe('INPUT');
  });

  it('marks a required empty field and says so until it has a value', async () => {
    const { user } = await renderPanel();
    const law = screen.getByLabelText('Governing Law');

    expect(law).toHaveAttribute('aria-required', 'true');
    expect(law).toHaveAccessibleDescription('{{governing_law}} Governing Law is required');
    expect(within(rowOf('governing_law')).getByText('*')).toBeInTheDocument();

    await user.type(law, 'Delaware');
    expect(screen.queryByText('Governing Law is required')).not.toBeInTheDocument();
    await user.tab();
    expect(shownValue(store(), 'governing_law')).toBe('Delaware');
    expect(screen.queryByText('Governing Law is required')).not.toBeInTheDocument();
  });

  it('says No merge fields found when the text has none', async () => {
    server.customFields = [];
    await renderPanel({ fields: {} });

    expect(screen.getByText('No merge fields found')).toBeInTheDocument();
    expect(screen.getByText('{{')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save merge field values' })).not.toBeInTheDocument();
  });
});

describe('typing a value', () => {
  it('keeps a draft while typing, commits it on leaving the input and saves it 2 s later', async () => {
    const { user } = await renderPanel();
    const first = screen.getByLabelText('First Name');

    await user.clear(first);
    await user.type(first, 'Ada');
    expect(first).toHaveValue('Ada');
    expect(shownValue(store(), 'person.first_name')).toBe('Grace');

    await user.tab();
    expect(shownValue(store(), 'person.first_name')).toBe('Ada');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS - 1);
    expect(sent(VALUES)).toEqual([]);
    await advance(1);
    expect(sent(VALUES)).toEqual([{ 'person.first_name': 'Ada' }]);
    expect(first).toHaveValue('Ada');
  });

  it('commits on Enter', async () => {
    const { user } = await renderPanel();

    await user.type(screen.getByLabelText('Last Name'), 'Lovelace{Enter}');
    expect(shownValue(store(), 'person.last_name')).toBe('Lovelace');
    expect(screen.getByLabelText('Last Name')).toHaveFocus();

    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);
    expect(sent(VALUES)).toEqual([{ 'person.last_name': 'Lovelace' }]);
  });

  it('starts a new line with Shift+Enter in a multi-line field, and commits with Enter', async () => {
    const { user } = await renderPanel();
    const address = screen.getByLabelText('Entity Address');

    await user.type(address, '{Shift>}{Enter}{/Shift}Springfield');
    expect(address).toHaveValue('1 Main St\nSpringfield');
    expect(shownValue(store(), 'entity.entity_address')).toBe('1 Main St');

    await user.keyboard('{Enter}');
    expect(shownValue(store(), 'entity.entity_address')).toBe('1 Main St\nSpringfield');
  });

  it('commits nothing when the value did not change', async () => {
    const { user } = await renderPanel();
    const first = screen.getByLabelText('First Name');

    await user.type(first, 'x{Backspace}');
    await user.tab();
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS * 2);
    expect(sent(VALUES)).toEqual([]);
  });

  it('commits a draft when the panel closes while the user is typing', async () => {
    const { user, unmount } = await renderPanel();

    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    unmount();
    expect(shownValue(store(), 'person.last_name')).toBe('Lovelace');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);
    expect(sent(VALUES)).toEqual([{ 'person.last_name': 'Lovelace' }]);
  });

  it('saves a custom field through the custom-field path 3 s after its commit', async () => {
    const { user } = await renderPanel();

    await user.clear(screen.getByLabelText('retainer'));
    await user.type(screen.getByLabelText('retainer'), '$7,500{Enter}');
    await advance(CUSTOM_FIELD_SAVE_DEBOUNCE_MS - 1);
    expect(sent(CUSTOM)).toEqual([]);
    await advance(1);
    expect(sent(CUSTOM)).toEqual([{ custom_fields: [{ name: 'retainer', value: '$7,500' }] }]);
    expect(sent(VALUES)).toEqual([]);
  });

  it('follows values set elsewhere, except in an input being edited', async () => {
    const { user } = await renderPanel();
    act(() => {
      store().commitValues({ 'person.first_name': 'Marie', 'person.last_name': 'Curie' });
    });
    expect(screen.getByLabelText('First Name')).toHaveValue('Marie');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Curie');

    await user.type(screen.getByLabelText('Last Name'), '-Sklodowska');
    act(() => {
      store().commitValues({ 'person.first_name': 'Ada', 'person.last_name': 'Byron' });
    });
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Curie-Sklodowska');
  });

  it('asks the typist to slow down when an automatic save is refused with 429', async () => {
    const { user } = await renderPanel();
    answer(VALUES, () => json(429, { detail: 'Too many requests' }));

    await user.type(screen.getByLabelText('Last Name'), 'Lovelace{Enter}');
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);
    await showToasts();

    expect(screen.getByText('Too Many Requests')).toBeInTheDocument();
    expect(
      screen.getByText('Please slow down your typing. Changes will be saved automatically.'),
    ).toBeInTheDocument();
  });
});

describe('the header buttons', () => {
  it('saves everything pending with the save button and says All merge field values saved', async () => {
    const { user } = await renderPanel();
    const held = deferred<Response>();
    answer(VALUES, () => held.promise);

    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    // Pressing the button leaves the input, which commits the draft first.
    await user.click(screen.getByRole('button', { name: 'Save merge field values' }));
    expect(sent(VALUES)).toEqual([{ 'person.last_name': 'Lovelace' }]);
    const save = screen.getByRole('button', { name: 'Save merge field values' });
    expect(save).toBeDisabled();
    expect(within(save).getByRole('status', { name: 'Saving' })).toBeInTheDocument();

    held.resolve(json(200, { merge_field_values: {} }));
    await showToasts();
    expect(screen.getByText('All merge field values saved')).toBeInTheDocument();
    expect(save).toBeEnabled();
    // The debounced save has nothing left to do.
    await advance(MERGE_FIELD_SAVE_DEBOUNCE_MS);
    expect(sent(VALUES)).toHaveLength(1);
  });

  it('asks to wait when the save button is refused with 429', async () => {
    const { user } = await renderPanel();
    answer(VALUES, () => json(429, { detail: 'Too many requests' }));

    await user.type(screen.getByLabelText('Last Name'), 'Lovelace{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save merge field values' }));
    await showToasts();

    expect(screen.getByText('Too Many Requests')).toBeInTheDocument();
    expect(screen.getByText('Please wait a moment before saving again.')).toBeInTheDocument();
    expect(screen.queryByText('All merge field values saved')).not.toBeInTheDocument();
  });

  it('calls onRefresh from the refresh button', async () => {
    const { user, onRefresh } = await renderPanel();

    await user.click(screen.getByRole('button', { name: 'Refresh merge fields' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('renaming a custom field', () => {
  it('renames with Enter, reminds the user to update the text, and saves the custom fields', async () => {
    const { user } = await renderPanel();
    expect(within(rowOf('client.name')).queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();
    expect(within(rowOf('governing_law')).queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename retainer' }));
    const name = screen.getByRole('textbox', { name: 'New name for retainer' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'fee{Enter}');
    await showToasts();

    expect(screen.getByText('Field Renamed')).toBeInTheDocument();
    expect(screen.getByText('Update {{retainer}} to {{fee}} in the document text.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New name for retainer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename retainer' })).toHaveFocus();
    // The text still says {{retainer}}; the value now belongs to fee, listed until the text uses it.
    expect(screen.getByLabelText('fee')).toHaveValue('$5,000');
    expect(screen.getByLabelText('retainer')).toHaveValue('');

    await advance(CUSTOM_FIELD_SAVE_DEBOUNCE_MS);
    expect(sent(CUSTOM)).toEqual([{ custom_fields: [{ name: 'fee', value: '$5,000' }] }]);
  });

  it('shows what is wrong with the new name and keeps the input', async () => {
    const { user } = await renderPanel({ fields: { ...LETTER_FIELDS, matter: 1 } });

    await user.click(screen.getByRole('button', { name: 'Rename retainer' }));
    const name = screen.getByRole('textbox', { name: 'New name for retainer' });
    await user.clear(name);
    await user.type(name, 'matter{Enter}');
    expect(name).toHaveAccessibleDescription('A field named "matter" already exists');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, '9 lives');
    await user.tab();
    expect(screen.getByText(/^Start with a letter or underscore/)).toBeInTheDocument();
    expect(screen.queryByText('Field Renamed')).not.toBeInTheDocument();
  });

  it('cancels with Escape', async () => {
    const { user } = await renderPanel();

    await user.click(screen.getByRole('button', { name: 'Rename retainer' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name for retainer' }));
    await user.keyboard('fee{Escape}');

    expect(screen.queryByRole('textbox', { name: 'New name for retainer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename retainer' })).toHaveFocus();
    expect(screen.getByLabelText('retainer')).toHaveValue('$5,000');
    await advance(CUSTOM_FIELD_SAVE_DEBOUNCE_MS);
    expect(sent(CUSTOM)).toEqual([]);
  });
});

describe('read-only', () => {
  it('shows the values without letting them change, rename or save', async () => {
    const { user, onRefresh } = await renderPanel({ readOnly: true });

    for (const input of [
      screen.getByLabelText('First Name'),
      screen.getByLabelText('Entity Address'),
      screen.getByLabelText('retainer'),
    ]) {
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAttribute('aria-readonly', 'true');
      // Looks read-only too: dashed and muted, with no editing ring on focus.
      expect(input).toHaveClass('border-dashed', 'focus-visible:ring-0');
    }
    await user.type(screen.getByLabelText('First Name'), 'Ada{Enter}');
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
    expect(shownValue(store(), 'person.first_name')).toBe('Grace');

    expect(screen.queryByRole('button', { name: /^Rename/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save merge field values' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh merge fields' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
