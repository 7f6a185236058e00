import type { ExportFormat } from '@/api/export';
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
  /** Saves typed changes, then shows the printed pages. */
  printPreview: () => void;
  /** Saves typed changes, then downloads the document as a file. */
  exportFile: (format: ExportFormat) => void;
  close: () => void;
  delete: () => void;
  /** Opens Send for Signature. */
  sendForSignature: () => void;
  /** Opens Import Word redline. */
  importRedline: () => void;
  /** Opens Request information (client intake). */
  requestInformation: () => void;
  /** Opens Generate for many (a template's bulk generation). */
  generateForMany: () => void;
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
  /** The file being exported, or null. */
  exporting: ExportFormat | null;
  /** Send for Signature is on offer: a document (not a template) not out for signature, and docs:write. */
  canSend: boolean;
}

/** What the export items say, at rest and while their file is being made. */
export const EXPORT_LABELS: Record<ExportFormat, { idle: string; busy: string }> = {
  pdf: { idle: 'Export PDF', busy: 'Exporting PDF...' },
  docx: { idle: 'Export Word', busy: 'Exporting Word...' },
};

/** The modifier as the user's keyboard labels it. */
export const MOD_KEY =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';
