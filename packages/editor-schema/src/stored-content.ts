import { contentKind } from '@lexdraft/core';

/** Shown for documents stored as a clause list, a format this editor recognises but does not convert. */
export const CLAUSES_NOTICE = 'Clause-based documents are not implemented in this editor.';

/** The HTML a stored version content opens as, per spec section 3: the editor and the server read legacy shapes alike. */
export function storedContentHtml(content: unknown): string {
  switch (contentKind(content)) {
    case 'html':
      // contentKind answers 'html' only when ckeditor_html is a non-blank string.
      return (content as { ckeditor_html: string }).ckeditor_html;
    case 'prosemirror':
      return '<p></p>';
    case 'clauses':
      return `<p>${CLAUSES_NOTICE}</p>`;
    case 'empty':
      return '<h1>Untitled Document</h1><p></p>';
  }
}
