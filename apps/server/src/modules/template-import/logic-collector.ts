import { fieldMarker } from '@lexdraft/core';
import { escapeHtml } from './html-pass.js';

// The logic a Word file's conversion found: what the preview lists (`logic`), and what each logic
// marker written into the text (sentinels.ts, `\uE00A{n}\uE00B`) becomes in the HTML.

/** One condition or repeat of the preview, with the tag as the Word file wrote it. */
export type ImportedLogic =
  | { kind: 'if'; expression: string; text: string }
  | { kind: 'each'; list: string; as: string; text: string };

/** What a marker prints: our typed markers as text, or a merge field of a loop's item. */
export type Piece = { marker: string } | { field: string };

type Entry = { pieces: Piece[]; original: string; kept: boolean };

export class LogicCollector {
  private readonly entries: Entry[] = [];
  private readonly listed: { logic: ImportedLogic; entry: number }[] = [];
  private readonly rows: { list: string; as: string }[] = [];

  /** Records what a tag becomes and answers its number, for its sentinel. */
  add(pieces: Piece[], original: string, logic?: ImportedLogic): number {
    const index = this.entries.push({ pieces, original, kept: true }) - 1;
    if (logic) this.listed.push({ logic, entry: index });
    return index;
  }

  /** Records a repeated table row and answers its number, for its row sentinel. */
  addRow(list: string, as: string, text: string): number {
    const entry = this.entries.push({ pieces: [], original: text, kept: true }) - 1;
    this.listed.push({ logic: { kind: 'each', list, as, text }, entry });
    return this.rows.push({ list, as }) - 1;
  }

  /** The attributes of a repeated table row's `<tr>`. */
  rowAttributes(index: number): string {
    const row = this.rows[index];
    return row ? ` data-each="${escapeHtml(row.list)}" data-as="${escapeHtml(row.as)}"` : '';
  }

  /** A tag whose partner never came: it prints as the Word file wrote it, and is not listed. */
  revert(index: number): void {
    const entry = this.entries[index];
    if (entry) entry.kept = false;
  }

  /** The conditions and repeats found, in document order. */
  get logic(): ImportedLogic[] {
    return this.listed.filter(({ entry }) => this.entries[entry]?.kept).map(({ logic }) => logic);
  }

  /** The HTML of a marker inside a paragraph's text: its pieces side by side. */
  html(index: number): string {
    const entry = this.entries[index];
    if (entry === undefined) return '';
    if (!entry.kept) return escapeHtml(entry.original);
    return entry.pieces
      .map((piece) =>
        'field' in piece
          ? `<span data-merge-field="${escapeHtml(piece.field)}">${escapeHtml(fieldMarker(piece.field))}</span>`
          : escapeHtml(piece.marker),
      )
      .join('');
  }

  /**
   * The HTML of a paragraph that holds only markers: each typed marker in a paragraph of its own,
   * so that it becomes a block; with a field or a tag left as text among them, one paragraph.
   */
  paragraph(indices: readonly number[]): string {
    const entries = indices.map((index) => this.entries[index]);
    const blocks = entries.every((entry) => entry?.kept && entry.pieces.every((piece) => 'marker' in piece));
    if (!blocks) return `<p>${indices.map((index) => this.html(index)).join('')}</p>`;
    return entries
      .flatMap((entry) => entry?.pieces ?? [])
      .map((piece) => `<p>${'marker' in piece ? escapeHtml(piece.marker) : ''}</p>`)
      .join('');
  }
}
