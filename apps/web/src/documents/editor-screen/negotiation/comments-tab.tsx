import type { Editor } from '@tiptap/core';

/** What the panel gives the Comments tab. */
export interface CommentsTabProps {
  documentId: string;
  /** The page's editor; null until it exists. */
  editor: Editor | null;
  /** The document can be changed now. */
  editable: boolean;
  /** Called before the tab shows something in the document (on phones the drawer closes). */
  onShowInDocument: () => void;
}

/** The Comments tab (issue 31): being built. */
export function CommentsTab(_props: CommentsTabProps) {
  return null;
}
