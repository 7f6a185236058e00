import type { JSONContent } from '@tiptap/core';
import type { AlignmentType, IRunPropertiesOptions, Paragraph, ParagraphChild, Table } from 'docx';
import type { ExportDocument } from '../export-document.js';
import type { Pictures } from './images.js';
import type { ListNumbering } from './numbering.js';

export type Alignment = (typeof AlignmentType)[keyof typeof AlignmentType];

/** A run's formatting in Word. */
export type RunStyle = IRunPropertiesOptions;

/** Where a block is being written: what the blocks around it pass down to it. */
export type RenderContext = {
  readonly doc: ExportDocument;
  readonly lists: ListNumbering;
  /** The Word file's pictures. */
  readonly pictures: Pictures;
  /** The widest an image may print here, in pixels (the text width, or a table cell's). */
  readonly maxWidthPx: number;
  /** Left indent of the container (a quotation, a list item's later paragraphs), in twips. */
  readonly indent: number;
  /** Inside a quotation: paragraphs get its rule on the left. */
  readonly quote: boolean;
  /** The list level the next nested list takes. */
  readonly listLevel: number;
  /** The alignment of paragraphs that have none of their own (a table cell's). */
  readonly alignment?: Alignment;
  /** Formatting every run starts from (a header cell's bold). */
  readonly run?: RunStyle;
  /** The tracked change of the block being written (one inserted or deleted whole), if any. */
  readonly change?: RunChange;
  readonly revisions: RevisionIds;
  /** The comment threads' ranges, in a redline export only: a clean file has no comments. */
  readonly comments?: CommentAnchors;
};

/** A tracked change a run is written under (revisions.ts); `key` tells two changes apart. */
export type RunChange = { kind: 'insert' | 'delete'; author: string; date: string; key: string };

/** The revision ids of one file (revisions.ts's Revisions). */
export type RevisionIds = { nextId(): number; readonly renderedAt: string };

/** Where comment threads start and end around a piece of text (comment-ranges.ts). */
export type CommentAnchors = {
  /** What goes before a piece marked with these threads: the ranges of those not started yet. */
  before(threadIds: readonly string[]): ParagraphChild[];
  /** What goes after it: the ends and references of the threads whose last piece it was. */
  after(threadIds: readonly string[]): ParagraphChild[];
};

/** What a block of the editor becomes in Word. */
export type Block = Paragraph | Table;

/** Writes blocks; lists and tables are given it for their items' and cells' content. */
export type RenderBlocks = (nodes: JSONContent[], ctx: RenderContext) => Block[];
