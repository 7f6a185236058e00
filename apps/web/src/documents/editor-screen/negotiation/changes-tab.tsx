import type { Editor } from '@tiptap/core';

/** What the panel gives the Changes tab. */
export interface ChangesTabProps {
  documentId: string;
  /** The page's editor; null until it exists. */
  editor: Editor | null;
  /** The document can be changed now. */
  editable: boolean;
  /** Called before the tab shows something in the document (on phones the drawer closes). */
  onShowInDocument: () => void;
}

/** The Changes tab (issue 31): being built. */
export function ChangesTab(_props: ChangesTabProps) {
  return null;
}
