import { buildContent } from '@lexdraft/core';

// HTML and stored contents that the editor's tests and the server's tests both read, so that the
// browser and the server are checked against the same documents.

/** A merge field as the editor stores it. */
export const FIRST_NAME_FIELD = '<span data-merge-field="person.first_name">{{person.first_name}}</span>';

/** A page break as the editor stores it. */
export const PAGE_BREAK_HTML = '<div data-page-break="true" class="page-break"></div>';

/** A short letter with a heading, a field inside bold text, a hard break and a page break. */
export const LETTER_HTML = `<h1>Engagement Letter</h1><p>Dear ${FIRST_NAME_FIELD},</p><p>of <strong><span data-merge-field="Closing Date">{{Closing Date}}</span></strong><br>Boston</p>${PAGE_BREAK_HTML}<p>Sincerely</p>`;

/** Stored contents in every shape spec section 3 knows, with the HTML each opens as. */
export const STORED_CONTENT_FIXTURES: readonly { name: string; content: unknown; html: string }[] = [
  { name: 'current (3.0)', content: buildContent(LETTER_HTML), html: LETTER_HTML },
  {
    name: 'legacy ProseMirror',
    content: { prosemirror_doc: { type: 'doc', content: [] }, schema_version: '1.0' },
    html: '<p></p>',
  },
  {
    name: 'legacy clauses',
    content: { clauses: [{ id: 'c1' }] },
    html: '<p>Clause-based documents are not implemented in this editor.</p>',
  },
  { name: 'empty', content: {}, html: '<h1>Untitled Document</h1><p></p>' },
  { name: 'blank HTML', content: { ckeditor_html: '   ' }, html: '<h1>Untitled Document</h1><p></p>' },
];
