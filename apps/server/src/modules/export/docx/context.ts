import type { JSONContent } from '@tiptap/core';
import type { AlignmentType, Paragraph, Table } from 'docx';
import type { ExportDocument } from '../export-document.js';
import type { Pictures } from './images.js';
import type { RunStyle } from './inline.js';
import type { ListNumbering } from './numbering.js';

export type Alignment = (typeof AlignmentType)[keyof typeof AlignmentType];

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
};

/** The children of a node, or none: stored JSON is read defensively, a legacy node may have anything. */
export const childrenOf = (node: JSONContent): JSONContent[] =>
  Array.isArray(node.content) ? node.content.filter((child) => child && typeof child === 'object') : [];

/** An attribute of a node, or undefined. */
export const attr = (node: JSONContent, name: string): unknown =>
  node.attrs && typeof node.attrs === 'object' ? (node.attrs as Record<string, unknown>)[name] : undefined;

/** What a block of the editor becomes in Word. */
export type Block = Paragraph | Table;

/** Writes blocks; lists and tables are given it for their items' and cells' content. */
export type RenderBlocks = (nodes: JSONContent[], ctx: RenderContext) => Block[];
