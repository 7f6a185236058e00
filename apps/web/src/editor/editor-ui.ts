import type { Editor } from '@tiptap/core';

/** What the menu bar and the toolbar need from the editor screen: the editor and the UI they open. */
export interface EditorUi {
  editor: Editor;
  /** False in read-only documents and in preview: commands that change the document are disabled. */
  editable: boolean;
  outlineOpen: boolean;
  toggleOutline: () => void;
  openLinkDialog: () => void;
  pickImage: () => void;
}
