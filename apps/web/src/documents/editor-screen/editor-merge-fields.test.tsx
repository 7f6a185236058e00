import { buildContent } from '@lexdraft/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { dismissToasts, openEditor, pressShortcut, sentChanges, typeInDocument } from './editor-test-support';

// The editor screen with merge fields: chips, the panel, preview with values, Ctrl+K, required fields.
vi.setConfig({ testTimeout: 15_000 });
afterEach(dismissToasts);

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

function documentWith(html: string, values: Record<string, string> = {}) {
  const document = buildDocument({ id: 'doc-1', current_version: 1 });
  document.versions = [
    {
      version: 1,
      created_at: document.updated_at,
      content: buildContent(html, { merge_field_values: values }),
    },
  ];
  return document;
}

const chips = () => [...window.document.querySelectorAll<HTMLElement>('.ProseMirror [data-merge-field]')];

describe('merge fields in the editor screen', () => {
  it('shows labelled chips, lists the fields in the panel and shows values in preview', async () => {
    const document = documentWith(
      `<p>Dear ${field('person.first_name')} of ${field('entity.name')}, ${field('person.first_name')}</p>`,
      { 'person.first_name': 'Ada' },
    );
    await openEditor(document);

    await waitFor(() =>
      expect(chips().map((chip) => chip.textContent)).toEqual(['First Name', 'Entity Name', 'First Name']),
    );
    const panel = screen.getByRole('complementary', { name: 'Document panel' });
    expect(await within(panel).findByText('Used 2 times')).toBeInTheDocument();

    pressShortcut('p');
    await waitFor(() =>
      expect(chips().map((chip) => chip.textContent)).toEqual(['Ada', 'Entity Name', 'Ada']),
    );
    expect(screen.getByText('WARNING: Unset smart fields')).toBeInTheDocument();
    expect(chips()[1]).toHaveClass('is-unset');

    pressShortcut('p');
    await waitFor(() => expect(chips()[0]).toHaveTextContent('First Name'));
    expect(screen.queryByText('WARNING: Unset smart fields')).not.toBeInTheDocument();
  });

  it('hides the warning once every field has a value', async () => {
    await openEditor(documentWith(`<p>${field('person.first_name')}</p>`, { 'person.first_name': 'Ada' }));
    pressShortcut('p');
    await waitFor(() => expect(chips()[0]).toHaveTextContent('Ada'));
    expect(screen.queryByText('WARNING: Unset smart fields')).not.toBeInTheDocument();
  });

  it('opens Manage Field Values with Ctrl+K', async () => {
    await openEditor(documentWith(`<p>${field('person.first_name')}</p>`));
    expect(pressShortcut('k')).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Field Values' });
    expect(within(dialog).getByRole('tab', { name: 'Manual Entry' })).toBeInTheDocument();
  });

  it('refuses a save made right after a required field was added, before the panel scanned it', async () => {
    const { backend } = await openEditor(documentWith('<p>Terms.</p>'));
    typeInDocument(` ${field('governing_law')}`);
    pressShortcut('s');
    expect(await screen.findByText('Please fix the errors before saving')).toBeInTheDocument();
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
  });

  it('refuses to save while a required smart field is empty, and saves once it has a value', async () => {
    const document = documentWith(`<p>Governed by ${field('governing_law')}.</p>`);
    const { backend, user, fields } = await openEditor(document);

    typeInDocument(' Signed.');
    pressShortcut('s');
    expect(await screen.findByText('Please fix the errors before saving')).toBeInTheDocument();
    expect(sentChanges(backend, 'doc-1')).toEqual([]);

    const panel = screen.getByRole('complementary', { name: 'Document panel' });
    // Typed in the panel and not yet committed: Ctrl+S takes the focus out of the input, which commits it.
    await user.type(await within(panel).findByRole('textbox', { name: /Governing Law/ }), 'Delaware');
    pressShortcut('s');
    expect(await screen.findByText('Document saved successfully')).toBeInTheDocument();
    // The text goes alone; the value goes through its own path, sent by the save without waiting for its pause.
    expect(sentChanges(backend, 'doc-1')).toEqual([
      { base_version: 1, content: { ckeditor_html: expect.stringContaining('Signed.') } },
    ]);
    expect(fields.smartValues).toEqual({ governing_law: 'Delaware' });
  });
});
