import { SIGNATURE_MAX_RECIPIENTS } from '@lexdraft/core';
import type { PlaceholderKind } from './detect-placeholders.js';
import { LogicCollector } from './logic-collector.js';
import { suggestField } from './suggest-field.js';

/** Where a placeholder was found; `table` is a table of the body. */
export type PlaceholderLocation = 'body' | 'table' | 'header' | 'footer';

/** A placeholder of the preview, with every place it occurs. */
export type DetectedPlaceholder = {
  /** As found, braces and brackets included: the key of `placeholder_mappings`. */
  text: string;
  kind: PlaceholderKind;
  locations: PlaceholderLocation[];
  occurrences: number;
  /** The text around its first occurrence. */
  context: string;
  /** The firm's field or a custom field name it maps to unless mapped otherwise. */
  suggested_field: string;
};

type Entry = Omit<DetectedPlaceholder, 'locations' | 'suggested_field'> & {
  locations: Set<PlaceholderLocation>;
};

// The most warnings listed: a file full of stray braces must not make the preview megabytes long.
export const MAX_WARNINGS = 50;

const LOCATION_ORDER: PlaceholderLocation[] = ['body', 'table', 'header', 'footer'];

/** The placeholders found while a file is converted, each occurrence numbered for the markers in its text. */
export class PlaceholderCollector {
  private readonly entries: Entry[] = [];
  private readonly byText = new Map<string, number>();
  private readonly warningSet = new Set<string>();
  private readonly unlisted = new Set<string>();
  /** DocuSeal roles in order of first signature tag: the first role is signer 1. */
  private readonly roles: string[] = [];
  /** The conditions and repeats found, and what their markers print. */
  readonly logic = new LogicCollector();
  /** Per occurrence: its placeholder's index and the text the document shows there. */
  readonly occurrences: { placeholder: number; shown: string }[] = [];

  /** Records one occurrence and answers its number. */
  add(found: { kind: PlaceholderKind; text: string }, location: PlaceholderLocation, shown: string): number {
    let index = this.byText.get(found.text);
    if (index === undefined) {
      index = this.entries.length;
      this.byText.set(found.text, index);
      this.entries.push({
        text: found.text,
        kind: found.kind,
        locations: new Set(),
        occurrences: 0,
        context: '',
      });
    }
    const entry = this.entries[index] as Entry;
    entry.locations.add(location);
    entry.occurrences += 1;
    this.occurrences.push({ placeholder: index, shown });
    return this.occurrences.length - 1;
  }

  /** Gives an occurrence's placeholder its context, unless an earlier occurrence gave one. */
  setContext(occurrence: number, context: string): void {
    const entry = this.entries[this.occurrences[occurrence]?.placeholder ?? -1];
    if (entry !== undefined && entry.context === '') entry.context = context;
  }

  /**
   * The signer a signature tag's role signs as: roles number 1, 2, ... in order of first use (a tag
   * with no role is the first signer's); undefined beyond the most signers a request can have.
   */
  signerOf(role: string | undefined): number | undefined {
    const key = (role ?? '').trim().toLowerCase();
    if (key === '' && this.roles.length === 0) this.roles.push(key);
    if (key === '') return 1;
    let index = this.roles.indexOf(key);
    if (index < 0) {
      if (this.roles.length >= SIGNATURE_MAX_RECIPIENTS) return undefined;
      index = this.roles.push(key) - 1;
    }
    return index + 1;
  }

  /** Adds a warning, once; beyond MAX_WARNINGS it is only counted. */
  warn(message: string): void {
    if (this.warningSet.size < MAX_WARNINGS || this.warningSet.has(message)) this.warningSet.add(message);
    else this.unlisted.add(message);
  }

  get warnings(): string[] {
    const more = this.unlisted.size;
    if (more === 0) return [...this.warningSet];
    return [...this.warningSet, `…and ${more} more ${more === 1 ? 'warning' : 'warnings'} like these.`];
  }

  /** The placeholders, in order of first occurrence, each with its suggested field. */
  placeholders(): DetectedPlaceholder[] {
    return this.entries.map((entry) => ({
      text: entry.text,
      kind: entry.kind,
      locations: LOCATION_ORDER.filter((location) => entry.locations.has(location)),
      occurrences: entry.occurrences,
      context: entry.context,
      suggested_field: suggestField(entry.text, entry.context),
    }));
  }
}
