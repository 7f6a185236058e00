import type { OoxmlNames } from './ooxml-names.js';
import { attr, child, childElements, descendants, type XmlElement } from './xml-tree.js';

// What mammoth leaves out of a paragraph: its alignment when a style gives it, and the number a list
// item shows. Word counts list items per abstract numbering and level; a list instance (w:num) with a
// startOverride restarts its level where it is first used, and an item resets the levels below it.

export type Alignment = 'center' | 'right' | 'justify';

type StyleInfo = { basedOn?: string; name?: string; align?: Alignment; numId?: string; ilvl?: number };
type Level = { start: number; format: string; text: string };

const ALIGNMENTS: Record<string, Alignment> = {
  center: 'center',
  right: 'right',
  end: 'right',
  both: 'justify',
  distribute: 'justify',
};
// HTML's list types for Word's number formats; any other ordered format is shown as decimal.
const HTML_TYPES: Record<string, string> = {
  lowerLetter: 'a',
  upperLetter: 'A',
  lowerRoman: 'i',
  upperRoman: 'I',
};

/** A paragraph's alignment from its jc value, undefined for left (the default). */
export function alignmentOf(value: string | undefined): Alignment | undefined {
  return value === undefined ? undefined : ALIGNMENTS[value];
}

/** The paragraph styles of styles.xml: names, alignment and numbering, through their basedOn chains. */
export class ParagraphStyles {
  private readonly styles = new Map<string, StyleInfo>();

  constructor(root: XmlElement | undefined, n: OoxmlNames) {
    for (const style of root ? descendants(root, n.style) : []) {
      const id = attr(style, n.styleId);
      if (id === undefined || (attr(style, n.typeAttr) ?? 'paragraph') !== 'paragraph') continue;
      const pPr = child(style, n.pPr);
      const numPr = child(pPr, n.numPr);
      const ilvl = attr(child(numPr, n.ilvl) ?? emptyElement, n.val);
      this.styles.set(id, {
        basedOn: attr(child(style, n.basedOn) ?? emptyElement, n.val),
        name: attr(child(style, n.name) ?? emptyElement, n.val),
        align: alignmentOf(attr(child(pPr, n.jc) ?? emptyElement, n.val)),
        numId: attr(child(numPr, n.numId) ?? emptyElement, n.val),
        ilvl: ilvl === undefined ? undefined : Number(ilvl),
      });
    }
  }

  /** The first value `pick` finds in the style or the styles it is based on. */
  find<T>(styleId: string | undefined, pick: (style: StyleInfo) => T | undefined): T | undefined {
    let id = styleId;
    for (let depth = 0; id !== undefined && depth < 20; depth += 1) {
      const style = this.styles.get(id);
      if (style === undefined) return undefined;
      const value = pick(style);
      if (value !== undefined) return value;
      id = style.basedOn;
    }
    return undefined;
  }

  /** True for a heading style (mammoth makes it an h1-h6, where a list number would be lost). */
  isHeading(styleId: string | undefined): boolean {
    const name = this.find(styleId, (style) => style.name)?.toLowerCase() ?? '';
    return /^heading [1-9]$/.test(name) || name === 'title';
  }
}

const emptyElement: XmlElement = { name: '', attrs: '', children: null };

/** A list item's number as Word shows it. */
export type ListNumber = {
  ordered: boolean;
  number: number;
  /** HTML's list type: 1, a, A, i or I. */
  format: string;
  /** The item's label written out (`2.1.`), for items mammoth does not make list items. */
  label: string;
  /** False when mammoth would join this item to a list it does not continue (a restart). */
  continues: boolean;
};

/** Numbers list paragraphs in document order. */
export class ListNumbering {
  private readonly abstracts = new Map<string, Map<number, Level>>();
  private readonly nums = new Map<string, { abstract: string; overrides: Map<number, number> }>();
  private readonly counters = new Map<string, (number | undefined)[]>();
  private readonly usedNums = new Set<string>();
  // The items of the list mammoth is building, by level, to see whether the next one continues it.
  private block = new Map<number, { abstract: string; number: number }>();

  constructor(root: XmlElement | undefined, n: OoxmlNames) {
    if (root === undefined) return;
    for (const abstract of descendants(root, n.abstractNum)) {
      const levels = new Map<number, Level>();
      for (const level of childElements(abstract).filter((node) => node.name === n.lvl)) {
        levels.set(Number(attr(level, n.ilvlAttr) ?? 0), {
          start: Number(valOf(level, n.start, n) ?? 1),
          format: valOf(level, n.numFmt, n) ?? 'decimal',
          text: valOf(level, n.lvlText, n) ?? '',
        });
      }
      this.abstracts.set(attr(abstract, n.abstractNumIdAttr) ?? '', levels);
    }
    for (const num of descendants(root, n.num)) {
      const overrides = new Map<number, number>();
      for (const override of childElements(num).filter((node) => node.name === n.lvlOverride)) {
        const start = valOf(override, n.startOverride, n);
        if (start !== undefined) overrides.set(Number(attr(override, n.ilvlAttr) ?? 0), Number(start));
      }
      this.nums.set(attr(num, n.numIdAttr) ?? '', {
        abstract: valOf(num, n.abstractNumId, n) ?? '',
        overrides,
      });
    }
  }

  /** The number of the next list paragraph (numId and level resolved from its pPr and style), or undefined. */
  next(numId: string | undefined, level: number): ListNumber | undefined {
    const num = numId === undefined || numId === '0' ? undefined : this.nums.get(numId);
    const levels = num && this.abstracts.get(num.abstract);
    const definition = levels?.get(level);
    if (num === undefined || levels === undefined || definition === undefined || numId === undefined)
      return undefined;
    const counters = this.counters.get(num.abstract) ?? [];
    this.counters.set(num.abstract, counters);
    if (!this.usedNums.has(numId)) {
      this.usedNums.add(numId);
      for (const [overridden, start] of num.overrides) counters[overridden] = start - 1;
    }
    const number = (counters[level] ?? definition.start - 1) + 1;
    counters[level] = number;
    counters.length = level + 1;

    for (const deeper of [...this.block.keys()]) if (deeper > level) this.block.delete(deeper);
    const previous = this.block.get(level);
    const continues =
      previous === undefined || (previous.abstract === num.abstract && previous.number === number - 1);
    this.block.set(level, { abstract: num.abstract, number });
    const ordered = definition.format !== 'bullet';
    return {
      ordered,
      number,
      format: HTML_TYPES[definition.format] ?? '1',
      label: ordered ? labelOf(definition.text, counters, levels) : '',
      continues: continues || !ordered,
    };
  }

  /** A paragraph with text that is not a list item: the list mammoth builds ends there. */
  endList(): void {
    this.block = new Map();
  }
}

function valOf(element: XmlElement, name: string, n: OoxmlNames): string | undefined {
  const found = child(element, name);
  return found === undefined ? undefined : attr(found, n.val);
}

/** A level's text with its %1..%9 filled in from the counters (`%1.%2.` -> `2.1.`). */
function labelOf(text: string, counters: (number | undefined)[], levels: Map<number, Level>): string {
  return text.replace(/%([1-9])/g, (_, digit: string) => {
    const index = Number(digit) - 1;
    const value = counters[index] ?? levels.get(index)?.start ?? 1;
    const format = levels.get(index)?.format ?? 'decimal';
    return formatNumber(value, format);
  });
}

function formatNumber(value: number, format: string): string {
  if (format === 'lowerLetter' || format === 'upperLetter') {
    const letter = String.fromCharCode(97 + ((value - 1) % 26)).repeat(Math.floor((value - 1) / 26) + 1);
    return format === 'upperLetter' ? letter.toUpperCase() : letter;
  }
  if (format === 'lowerRoman' || format === 'upperRoman') {
    const roman = toRoman(value);
    return format === 'upperRoman' ? roman : roman.toLowerCase();
  }
  return String(value);
}

function toRoman(value: number): string {
  const numerals: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = Math.max(1, Math.min(3999, value));
  let roman = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      roman += numeral;
      rest -= amount;
    }
  }
  return roman;
}
