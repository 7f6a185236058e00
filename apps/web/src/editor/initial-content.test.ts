import { STORED_CONTENT_FIXTURES } from '@lexdraft/editor-schema/fixtures';
import { describe, expect, it } from 'vitest';
import { initialEditorHtml } from './initial-content';

describe('initialEditorHtml', () => {
  it('opens current content with its stored HTML', () => {
    const html = '<h1>Engagement Letter</h1><p>Dear client,</p>';
    expect(initialEditorHtml({ ckeditor_html: html, schema_version: '3.0' })).toBe(html);
  });

  it('opens an old ProseMirror document as one empty paragraph', () => {
    expect(initialEditorHtml({ prosemirror_doc: { type: 'doc', content: [] }, schema_version: '1.0' })).toBe(
      '<p></p>',
    );
  });

  it('says clause-based documents are not implemented', () => {
    expect(initialEditorHtml({ clauses: [{ id: 'c1' }] })).toBe(
      '<p>Clause-based documents are not implemented in this editor.</p>',
    );
  });

  it.each([undefined, null, {}, { ckeditor_html: '   ' }, 'text'])(
    'opens empty content (%j) with an Untitled Document heading',
    (content) => {
      expect(initialEditorHtml(content)).toBe('<h1>Untitled Document</h1><p></p>');
    },
  );

  it.each(STORED_CONTENT_FIXTURES)('opens the $name fixture the server reads too', ({ content, html }) => {
    expect(initialEditorHtml(content)).toBe(html);
  });
});
