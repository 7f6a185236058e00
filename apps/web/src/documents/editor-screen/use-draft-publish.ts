import { isBlankHtml } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { useDocumentStore } from '@/documents/document-store';

export interface DraftPublish {
  /** True for a draft whose content the user has not yet made non-empty: autosave leaves it alone. */
  uneditedDraft: boolean;
  /** To call on every change of the editor's document. */
  onChange: () => void;
}

/**
 * Spec section 4: the first non-empty edit of an editable draft sets is_draft to false, once.
 * The HTML is read on each change only until the first non-empty one, so typing in a long
 * document never pays for serializing it.
 */
export function useDraftPublish(
  documentId: string,
  isDraft: boolean,
  editable: boolean,
  editorRef: RefObject<Editor | null>,
): DraftPublish {
  const updateDocument = useDocumentStore((state) => state.updateDocument);
  const [uneditedDraft, setUneditedDraft] = useState(isDraft);
  const published = useRef(!isDraft);

  const onChange = useCallback(() => {
    const editor = editorRef.current;
    if (published.current || !editable || !editor) return;
    if (isBlankHtml(editor.getHTML())) return;
    published.current = true;
    setUneditedDraft(false);
    // At most once: if it fails the document stays marked Draft, which costs nothing but the badge.
    updateDocument(documentId, { is_draft: false }).catch(() => undefined);
  }, [documentId, editable, editorRef, updateDocument]);

  return { uneditedDraft, onChange };
}
