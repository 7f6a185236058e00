import { buildContent, DOCUMENT_AUTOSAVE_MS } from '@lexdraft/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/test/document-fixtures';
import { advance } from '@/test/session';
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

  // Issue 28, point 9: the required rule holds back the values (and export and send), never the text.
  const REQUIRED_TOAST = 'Fill in Governing Law (required): the text was saved, the field values were not.';
  const governingLawInput = () =>
    within(screen.getByRole('complementary', { name: 'Document panel' })).getByRole('textbox', {
      name: /Governing Law/,
    });

  it('saves the text made right after a required field was added, before the panel scanned it', async () => {
    const { backend } = await openEditor(documentWith('<p>Terms.</p>'));
    typeInDocument(` ${field('governing_law')}`);
    pressShortcut('s');
    expect(await screen.findByText(REQUIRED_TOAST)).toBeInTheDocument();
    expect(sentChanges(backend, 'doc-1')).toEqual([
      {
        base_version: 1,
        content: { ckeditor_html: expect.stringContaining('data-merge-field="governing_law"') },
      },
    ]);
    expect(screen.queryByText('Please fix the errors before saving')).not.toBeInTheDocument();
  });

  it('Ctrl+S with a required smart field empty saves the text, names the field and focuses it', async () => {
    const document = documentWith(`<p>Governed by ${field('governing_law')}.</p>`);
    const { backend, user, fields } = await openEditor(document);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      vi.useFakeTimers();
      typeInDocument(' Signed.');
      pressShortcut('s');
      await vi.waitFor(() => expect(sentChanges(backend, 'doc-1')).toHaveLength(1));
      expect(sentChanges(backend, 'doc-1')[0]).toEqual({
        base_version: 1,
        content: { ckeditor_html: expect.stringContaining('Signed.') },
      });
      await vi.waitFor(() => expect(screen.getByText(REQUIRED_TOAST)).toBeInTheDocument());
      expect(screen.queryByText('Document saved successfully')).not.toBeInTheDocument();
      await vi.waitFor(() => expect(governingLawInput()).toHaveFocus());
      expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
      expect(fields.smartValues).toEqual({});
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }

    // Filled in, the next save sends the value and says the document was saved.
    typeInDocument(' Sealed.');
    await user.type(governingLawInput(), 'Delaware');
    pressShortcut('s');
    expect(await screen.findByText('Document saved successfully')).toBeInTheDocument();
    expect(fields.smartValues).toEqual({ governing_law: 'Delaware' });
  });

  it('the 60 s autosave saves the text while a required smart field is empty, without a toast', async () => {
    const document = documentWith(`<p>Governed by ${field('governing_law')}.</p>`);
    const { backend } = await openEditor(document);
    vi.useFakeTimers();
    typeInDocument(' Autosaved.');
    await advance(DOCUMENT_AUTOSAVE_MS - 1);
    expect(sentChanges(backend, 'doc-1')).toEqual([]);
    await advance(1);
    expect(sentChanges(backend, 'doc-1')).toEqual([
      { base_version: 1, content: { ckeditor_html: expect.stringContaining('Autosaved.') } },
    ]);
    expect(screen.queryByText(REQUIRED_TOAST)).not.toBeInTheDocument();
    expect(screen.queryByText('Please fix the errors before saving')).not.toBeInTheDocument();
  });
});
