import type { HeaderFooterConfig, Letterhead } from '@lexdraft/contract';
import type { JSONContent } from '@tiptap/core';

// What an export renderer (PDF, Word) is given: everything already read, checked and loaded, so a
// renderer neither touches the database nor fetches anything. Images come from the firm's own
// storage only; an image the document refers to that is not there is simply left out.

/** An image's bytes with its real type and size in pixels, read from the file itself. */
export type ExportImage = { bytes: Buffer; contentType: string; width: number; height: number };

/** What a merge field prints: its value; or, exported anyway, its label marked as unresolved. */
export type FieldText = { text: string; unresolved: boolean };

/** A comment thread as a redline's Word comments carry it: its comments in order, the first one starting it. */
export type ExportThread = {
  id: string;
  resolved: boolean;
  comments: { authorName: string; body: string; createdAt: string }[];
};

/** How suggestions print: refused in a clean export (never rendered), shown as changes in a redline. */
export type ExportMarkup = 'clean' | 'redline';

export type ExportDocument = {
  /** The document's name (for the file's title property; the file is named document.pdf/.docx). */
  name: string;
  /** The current version's body as the editor's JSON (the shared schema), fields still as mergeField nodes. */
  body: JSONContent;
  /** The text of a merge field by its id. */
  field(id: string): FieldText;
  /** Printed on the first page above the text, with its image loaded; null when there is none. */
  letterhead: (Omit<Letterhead, 'image_url'> & { image: ExportImage }) | null;
  /** The header and footer settings as stored (or the defaults). */
  headerFooter: HeaderFooterConfig;
  /**
   * The header's and footer's own text (an imported Word band's content), line by line with its
   * fields filled; none when a band is off or has no text.
   */
  bandText?: { header: string[]; footer: string[] };
  /** The header's logo, loaded; null when the header has none or it is not in storage. */
  logo: ExportImage | null;
  /** The body's images by their `src` (the firm's asset URLs), loaded from storage. */
  images: ReadonlyMap<string, ExportImage>;
  /** `redline`: suggestions print as changes and the Word file carries the comment threads; clean when left out. */
  markup?: ExportMarkup;
  /** In a redline, the threads whose text is in the body (a detached one is left out), in no order. */
  threads?: ExportThread[];
};
