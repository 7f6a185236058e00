import type { SaveStatus } from './use-document-save';

/** What the title bar and its menu can ask the screen to do. */
export interface EditorCommands {
  save: () => void;
  togglePreview: () => void;
  /** Opens Manage Field Values. */
  manageFields: () => void;
  toggleSidebar: () => void;
  convertToTemplate: () => void;
  useTemplate: () => void;
  /** Opens Letterhead Settings. */
  letterhead: () => void;
  /** Opens Header & Footer Settings. */
  headerFooter: () => void;
  close: () => void;
  delete: () => void;
}

/** What the title bar shows and which of its commands are on offer. */
export interface EditorChromeState {
  isTemplate: boolean;
  /** No saving, preview, converting, deleting or editing (spec section 6). */
  readOnly: boolean;
  /** Use Template creates a document, which needs docs:write. */
  canUseTemplate: boolean;
  dirty: boolean;
  saveStatus: SaveStatus;
  preview: boolean;
  sidebarOpen: boolean;
  converting: boolean;
  /** Letterhead, header and footer may be changed (docs:write; a template's too). */
  canEditLayout: boolean;
}

/** The modifier as the user's keyboard labels it. */
export const MOD_KEY =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';
