import { buildContent } from '@lexdraft/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListValuesStore } from '@/merge-fields/list-values-store';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { mergeFieldServer } from '@/merge-fields/merge-field-test-backend';
import { buildDocument } from '@/test/document-fixtures';
import { dismissToasts, openEditor, pageEditor, pressShortcut, sentChanges } from './editor-test-support';
import { UNREADABLE_TITLE } from './render-resolved';

// Issue 30: preview shows the resolved document (the branch that holds, each repeat expanded,
// formats applied) read-only beside the editor, which keeps every branch and is never changed.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  dismissToasts();
  act(() => useListValuesStore.getState().reset());
});

const field = (id: string, format?: string) =>
  format
    ? `<span data-merge-field="${id}" data-format="${format.replaceAll('"', '&quot;')}">{{${id} | ${format}}}</span>`
    : `<span data-merge-field="${id}">{{${id}}}</span>`;

const HTML = [
  '<div data-if="agreement.rush"><p>Rush fee applies.</p><div data-else=""><p>Standard timing.</p></div></div>',
  `<div data-each="sellers" data-as="seller"><p>Seller ${field('loop.number')}: ${field('seller.name')}</p></div>`,
  `<p>Fee: ${field('agreement.fee', 'currency')}</p>`,
].join('');

function documentWith(html: string) {
  const document = buildDocument({ id: 'doc-1', current_version: 1 });
  document.versions = [{ version: 1, created_at: document.updated_at, content: buildContent(html) }];
  return document;
}

const preview = () => screen.getByRole('region', { name: 'Document preview' });
const previewChips = (id: string) =>
  [...preview().querySelectorAll<HTMLElement>(`[data-merge-field="${id}"]`)].map((chip) => chip.textContent);

async function openWith(values: Record<string, string>, lists: Record<string, Record<string, string>[]>) {
  const fields = mergeFieldServer({ values, lists });
  const opened = await openEditor(documentWith(HTML), { fields });
  pressShortcut('p');
  await waitFor(() => expect(preview()).toHaveTextContent('Fee:'));
  return opened;
}

describe('the resolved preview', () => {
  it('shows only the branch that holds, and follows the value as it changes', async () => {
    const { backend } = await openWith({ 'agreement.rush': 'yes', 'agreement.fee': '1250' }, {});
    expect(preview()).toHaveTextContent('Rush fee applies.');
    expect(preview()).not.toHaveTextContent('Standard timing.');
    // No marker text, no frame: the resolved text only.
    expect(preview().querySelector('[data-if], [data-else], [data-each]')).toBeNull();

    act(() => useMergeFieldStore.getState().commitValue('agreement.rush', 'no'));
    await waitFor(() => expect(preview()).toHaveTextContent('Standard timing.'));
    expect(preview()).not.toHaveTextContent('Rush fee applies.');

    // Back to editing: every branch again, and the text was never changed by the preview.
    pressShortcut('p');
    expect(screen.queryByRole('region', { name: 'Document preview' })).toBeNull();
    expect(pageEditor().isEditable).toBe(true);
    const text = pageEditor().getText();
    expect(text).toContain('Rush fee applies.');
    expect(text).toContain('Standard timing.');
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
  });

  it('repeats a section for every row of a list field, and formats a value', async () => {
    await openWith(
      { 'agreement.fee': '1250' },
      { sellers: [{ name: 'Ada Pryce' }, { name: 'Ben Quill' }, { name: 'Cy Rowe' }] },
    );
    await waitFor(() => expect(previewChips('seller.name')).toEqual(['Ada Pryce', 'Ben Quill', 'Cy Rowe']));
    expect(previewChips('loop.number')).toEqual(['1', '2', '3']);
    expect(previewChips('agreement.fee')).toEqual(['$1,250.00']);
    // The condition's field has no value: the warning counts it.
    expect(screen.getByText(/1 field has no value yet/)).toBeInTheDocument();
  });

  it('prints a value its format cannot read as it is, marked', async () => {
    await openWith({ 'agreement.rush': 'no', 'agreement.fee': 'about a thousand' }, { sellers: [] });
    const [chip] = preview().querySelectorAll<HTMLElement>('[data-merge-field="agreement.fee"]');
    expect(chip).toHaveTextContent('about a thousand');
    expect(chip).toHaveClass('is-unreadable');
    expect(chip).toHaveAttribute('title', UNREADABLE_TITLE);
    // A list set empty prints nothing, and is not missing.
    expect(within(preview()).queryByText(/Seller/)).toBeNull();
    expect(screen.queryByText('WARNING: Unset smart fields')).toBeNull();
  });

  it('the panel lists the field a condition reads and the lists, and opens Manage Field Values for them', async () => {
    const { user } = await openEditor(documentWith(HTML), { fields: mergeFieldServer() });
    const panel = screen.getByRole('complementary', { name: 'Document panel' });
    expect(await within(panel).findByText('Used in a condition')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /agreement\.rush/ })).toHaveValue('');
    // An item's fields are the list's columns, not the document's fields.
    expect(within(panel).queryByRole('textbox', { name: /seller\.name/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Fill lists in Manage Field Values' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Field Values' });
    expect(await within(dialog).findByText('Not set yet: add its rows here.')).toBeInTheDocument();
  });
});
