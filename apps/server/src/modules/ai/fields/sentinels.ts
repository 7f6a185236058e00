import { fieldMarker, isFieldId, scanText } from '@lexdraft/core';
import { findClientData } from './client-data.js';
import { checkSentinels, type FieldCheck, type SentEntry } from './field-check.js';
import { splitFieldSpans } from './field-spans.js';

// What goes to an AI provider is the document's own text with every merge field as a sentinel
// (`⟦F1⟧`, one number per field id) and every piece of personal data typed in it (e-mail address,
// SSN, EIN) as another (`⟦D1⟧`): a model cannot damage what it never sees, and no client data
// leaves. Text that already looks like a sentinel is sent as one too, so that it can never be taken
// for ours. Afterwards `restore` puts the originals back and `check` says what the model changed.

export type { FieldCheck } from './field-check.js';

/** Text ready for a provider, and the way back. */
export interface ProtectedText {
  /** The text to send. */
  text: string;
  /** Each sentinel in `text` and how often it occurs (for an instruction to keep them all). */
  sentinels: ReadonlyMap<string, number>;
  /**
   * The output with every known sentinel replaced by what it stood for; `encode` writes each original
   * into the output's language (HTML escapes for text that was sent plain and comes back as HTML).
   */
  restore(output: string, encode?: (original: string) => string): string;
  /** How the output's sentinels and fields differ from what was sent. */
  check(output: string): FieldCheck;
}

// Field markers and the sentinel brackets typed in the text, matched on the text as written (a
// full-width `｛｛` is not a marker); the personal data between them is found by client-data.ts.
const MARKUP = new RegExp(
  [
    String.raw`(?<marker>\{\{(?<id>[^{}]{1,200})\}\})`,
    // The sentinel brackets typed in the text: a bracketed word as one piece, else each bracket.
    '(?<bracket>⟦[^⟦⟧\\s]{0,12}⟧|[⟦⟧])',
  ].join('|'),
  'g',
);

const SENTINEL = /⟦[FD]\d{1,7}⟧/g;

interface Entry extends SentEntry {
  /** The exact text of each occurrence, in order: the span as it was, or the marker. */
  originals: string[];
}

/** The sentinels of one text: one per field id and one per distinct piece of protected text. */
class SentinelTable {
  readonly entries = new Map<string, Entry>();
  private readonly byKey = new Map<string, Entry>();
  private fieldCount = 0;
  private dataCount = 0;

  field(id: string, original: string): string {
    return this.add(`F\u0000${id}`, original, () => {
      this.fieldCount += 1;
      return { token: `⟦F${this.fieldCount}⟧`, kind: 'field', id, label: fieldMarker(id) };
    });
  }

  data(original: string): string {
    return this.add(`D\u0000${original}`, original, () => {
      this.dataCount += 1;
      return { token: `⟦D${this.dataCount}⟧`, kind: 'data', label: original };
    });
  }

  private add(key: string, original: string, create: () => Omit<SentEntry, 'count'>): string {
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { ...create(), count: 0, originals: [] };
      this.byKey.set(key, entry);
      this.entries.set(entry.token, entry);
    }
    entry.count += 1;
    entry.originals.push(original);
    return entry.token;
  }

  protectPlain(text: string): string {
    let protectedText = '';
    let from = 0;
    for (const match of text.matchAll(MARKUP)) {
      protectedText += this.protectData(text.slice(from, match.index));
      from = match.index + match[0].length;
      const id = match.groups?.id;
      if (id === undefined) protectedText += this.data(match[0]);
      // `{{ not a name }}` stays as written, with what is inside it protected like any text.
      else protectedText += isFieldId(id) ? this.field(id, match[0]) : `{{${this.protectPlain(id)}}}`;
    }
    return protectedText + this.protectData(text.slice(from));
  }

  /** Text with no marker or bracket: each piece of personal data in it becomes a sentinel. */
  private protectData(text: string): string {
    let protectedText = '';
    let from = 0;
    for (const span of findClientData(text)) {
      protectedText += text.slice(from, span.start) + this.data(text.slice(span.start, span.end));
      from = span.end;
    }
    return protectedText + text.slice(from);
  }

  /** Puts back each known sentinel in one pass, so that restored text is never read again. */
  restore(output: string, encode: (original: string) => string = (original) => original): string {
    const used = new Map<string, number>();
    return output.replace(SENTINEL, (token) => {
      const entry = this.entries.get(token);
      if (!entry) return token;
      const index = used.get(token) ?? 0;
      used.set(token, index + 1);
      // The n-th occurrence takes the n-th original form; extra ones (a check failure) the first.
      return encode(entry.originals[index] ?? entry.originals[0]!);
    });
  }

  result(text: string, rawFields: (output: string) => ReadonlyMap<string, number>): ProtectedText {
    const sentinels = new Map([...this.entries.values()].map((entry) => [entry.token, entry.count]));
    return {
      text,
      sentinels,
      restore: (output, encode) => this.restore(output, encode),
      check: (output) => checkSentinels(output, this.entries, rawFields(output)),
    };
  }
}

/** Fields written out in an HTML output: merge-field spans and `{{id}}` markers outside them. */
function htmlFields(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const piece of splitFieldSpans(html)) {
    if (piece.kind === 'field') counts.set(piece.id, (counts.get(piece.id) ?? 0) + 1);
    else scanText(piece.html, counts);
  }
  return counts;
}

/** Plain text whose fields are `{{id}}` markers; `restore` gives the markers back. */
export function protectText(text: string): ProtectedText {
  const table = new SentinelTable();
  return table.result(table.protectPlain(text), (output) => scanText(output));
}

/**
 * A selection's HTML, where a field is `<span data-merge-field="id">{{id}}</span>` (or a bare
 * `{{id}}` marker in its text); `restore` gives back each span exactly as it was.
 */
export function protectHtml(html: string): ProtectedText {
  const table = new SentinelTable();
  const text = splitFieldSpans(html)
    .map((piece) =>
      piece.kind === 'field' ? table.field(piece.id, piece.html) : table.protectPlain(piece.html),
    )
    .join('');
  return table.result(text, htmlFields);
}
