import { type DocusealTag, parseDocusealTag } from './docuseal-tags.js';

// Placeholders typed in a paragraph's text, found on the whole paragraph (so a `{{field}}` that Word
// split across runs or formatting is one), with the broken ones reported rather than guessed at.

/** How a placeholder was written. */
export type PlaceholderKind =
  | 'double_brace'
  | 'merge_field'
  | 'content_control'
  | 'single_brace'
  | 'square_bracket'
  | 'angle_brackets'
  | 'guillemets'
  | 'blank';

/** A placeholder found in a paragraph's text. */
export type TextPlaceholder = {
  kind: PlaceholderKind;
  /** As found, braces and brackets included; a blank with the words that label it (`Name: ____`). */
  text: string;
  /** The name inside the marks, or a blank's label (`Name`); empty for a blank with no label. */
  name: string;
  /** The part of the paragraph that becomes the field: the whole placeholder, or a blank without its label. */
  start: number;
  end: number;
  /** A DocuSeal tag's parts (`{{Seller;type=signature;role=Seller}}`); `name` is then the tag's name. */
  tag?: DocusealTag;
};

/**
 * A marker that is not a placeholder: a `{{` (or with intelligent detection a `{`) never closed, an
 * empty or too long one, a `}}` that no `{{` opened (`{title}}`), or (with intelligent detection) a
 * section tag closed by another's (`{#users}{/bang}`; `other` names the tag it clashes with).
 */
export type PlaceholderProblem = {
  problem: 'unterminated' | 'empty' | 'too-long' | 'unopened' | 'mismatched';
  text: string;
  at: number;
  other?: string;
};

export type DetectOptions = {
  /** Also the other styles: `{field}`, `[Field]`, `<<Field>>`, `«Field»` and blanks. */
  intelligentDetection: boolean;
  /** Whether the character at an index is underlined (underlined spaces are a blank); left out when none is. */
  underlined?: ((index: number) => boolean) | undefined;
  /** The paragraph has a tab stop with an underscore leader: its tabs are blanks. */
  leaderTabs?: boolean;
};

const MAX_NAME = 100;
// Characters that never stand inside a placeholder: line breaks, objects, the import's markers.
const STOP = '\\n\\uFFFC\\uE000-\\uE00F';
const PATTERNS: { kind: PlaceholderKind; pattern: RegExp; valid: (inner: string) => boolean }[] = [
  {
    kind: 'angle_brackets',
    pattern: new RegExp(`<<([^<>${STOP}]{1,80})>>`, 'g'),
    valid: (inner) => hasLetters(inner, 1),
  },
  {
    kind: 'guillemets',
    pattern: new RegExp(`«([^«»${STOP}]{1,80})»`, 'g'),
    valid: (inner) => hasLetters(inner, 1),
  },
  {
    kind: 'single_brace',
    pattern: new RegExp(`(?<!\\{)\\{([^{}${STOP}]{1,80})\\}(?!\\})`, 'g'),
    valid: (inner) => /^\s*[\p{L}_][\p{L}\p{N}_ .-]*\s*$/u.test(inner),
  },
  // `[[Field]]` before `[Field]`, so that its inner brackets are not taken for the placeholder.
  {
    kind: 'square_bracket',
    pattern: new RegExp(`\\[\\[([^[\\]${STOP}]{1,80})\\]\\]`, 'g'),
    valid: (inner) => hasLetters(inner, 1),
  },
  {
    kind: 'square_bracket',
    pattern: new RegExp(`\\[([^[\\]${STOP}]{2,80})\\]`, 'g'),
    valid: (inner) => hasLetters(inner, 2) && !NOT_BRACKET_PLACEHOLDER.test(inner.trim()),
  },
];
// Bracketed words that are text in legal documents, not blanks to fill.
const NOT_BRACKET_PLACEHOLDER =
  /^(sic|ibid\.?|reserved|intentionally omitted|intentionally left blank|emphasis added|x)$/i;

const hasLetters = (text: string, count: number) => (text.match(/\p{L}/gu)?.length ?? 0) >= count;

/** The placeholders in a paragraph's text, in order, and the broken `{{` markers in it. */
export function detectPlaceholders(
  text: string,
  options: DetectOptions,
): { found: TextPlaceholder[]; problems: PlaceholderProblem[] } {
  const found: TextPlaceholder[] = [];
  const problems: PlaceholderProblem[] = [];
  doubleBraces(text, found, problems);
  if (options.intelligentDetection) {
    singleBraceProblems(text, problems);
    const free = (start: number, end: number) =>
      found.every((taken) => end <= taken.start || start >= taken.end);
    for (const { kind, pattern, valid } of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const inner = match[1] ?? '';
        const start = match.index;
        const end = start + match[0].length;
        if (valid(inner) && free(start, end))
          found.push({ kind, text: match[0], name: inner.trim(), start, end });
      }
    }
    blanks(text, options, found, free);
  }
  found.sort((a, b) => a.start - b.start);
  problems.sort((a, b) => a.at - b.at);
  return { found, problems };
}

function doubleBraces(text: string, found: TextPlaceholder[], problems: PlaceholderProblem[]): void {
  // The `}}` that close a `{{`: any other is reported as unopened.
  const closes = new Set<number>();
  let open = text.indexOf('{{');
  while (open >= 0) {
    const close = text.indexOf('}}', open + 2);
    const nextOpen = text.indexOf('{{', open + 2);
    const inner = close >= 0 ? text.slice(open + 2, close) : '';
    if (close < 0 || (nextOpen >= 0 && nextOpen < close) || new RegExp(`[${STOP}]`).test(inner)) {
      problems.push({ problem: 'unterminated', text: brokenMarker(text, open), at: open });
      open = nextOpen;
      continue;
    }
    const marker = text.slice(open, close + 2);
    const tag = parseDocusealTag(inner);
    const name = tag?.name ?? inner.trim();
    closes.add(close);
    if (name === '') problems.push({ problem: 'empty', text: marker, at: open });
    else if (name.length > MAX_NAME)
      problems.push({ problem: 'too-long', text: brokenMarker(text, open), at: open });
    else
      found.push({
        kind: 'double_brace',
        text: marker,
        name,
        start: open,
        end: close + 2,
        ...(tag && { tag }),
      });
    open = text.indexOf('{{', close + 2);
  }
  for (let close = text.indexOf('}}'); close >= 0; close = text.indexOf('}}', close + 2)) {
    if (closes.has(close)) continue;
    // Quoted from the `{` that opened it (`{title}}`), else from the word before it.
    const before =
      /\{?[^\s{}\uE000-\uE00F]{0,40}$/.exec(text.slice(Math.max(0, close - 41), close))?.[0] ?? '';
    problems.push({ problem: 'unopened', text: `${before}}}`, at: close - before.length });
  }
}

const SINGLE_OPEN = /(?<!\{)\{(?!\{)[#^/]?[\p{L}_][\p{L}\p{N}_.-]*/gu;
const SECTION = /(?<!\{)\{([#^/])\s*([\p{L}_][\p{L}\p{N}_.-]*)\s*\}(?!\})/gu;

/**
 * Broken single-brace tags: a `{name` with no `}` before the next `{` or the paragraph's end, and a
 * section (`{#users}` or `{^users}`) closed in the same paragraph by another's `{/bang}`. A section
 * left open or a close with none open may span paragraphs, so those are not reported.
 */
function singleBraceProblems(text: string, problems: PlaceholderProblem[]): void {
  // The first brace or stop after each `{name`: the scans end at the next `{`, so the text is read once.
  const next = new RegExp(`[{}${STOP}]`, 'g');
  for (const match of text.matchAll(SINGLE_OPEN)) {
    next.lastIndex = match.index + match[0].length;
    if (next.exec(text)?.[0] !== '}')
      problems.push({ problem: 'unterminated', text: match[0], at: match.index });
  }
  const open: { text: string; name: string; at: number }[] = [];
  for (const match of text.matchAll(SECTION)) {
    const [tagText, sigil, name = ''] = match;
    if (sigil !== '/') open.push({ text: tagText, name, at: match.index });
    else {
      const top = open.pop();
      if (top === undefined || top.name === name) continue;
      problems.push({ problem: 'mismatched', text: top.text, at: top.at, other: tagText });
      problems.push({ problem: 'mismatched', text: tagText, at: match.index, other: top.text });
    }
  }
}

/** An unterminated marker as the warning quotes it: `{{` and the word after it. */
function brokenMarker(text: string, at: number): string {
  const rest = /^\{\{[^\s{}\uE000-\uE00F]{0,40}/.exec(text.slice(at));
  return rest?.[0] ?? '{{';
}

function blanks(
  text: string,
  options: DetectOptions,
  found: TextPlaceholder[],
  free: (start: number, end: number) => boolean,
): void {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/_{4,}/g)) spans.push([match.index, match.index + match[0].length]);
  if (options.underlined) {
    for (const match of text.matchAll(/[ \t\u00a0]+/g))
      spans.push(...underlinedStretches(match.index, match[0], options.underlined));
  }
  if (options.leaderTabs) {
    for (const match of text.matchAll(/\t/g)) spans.push([match.index, match.index + 1]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  for (const [start, end] of spans) {
    if (!free(start, end)) continue;
    const blankText = text.slice(start, end);
    const shown = /^_+$/.test(blankText) ? blankText : '____';
    const label = blankLabel(text, start, end, found);
    let labelled = shown;
    if (label !== undefined && label.start < start) {
      const before = text.slice(label.start, start);
      labelled = shown === blankText ? `${before}${blankText}` : `${before.trimEnd()} ${shown}`;
    } else if (label !== undefined) {
      const after = text.slice(end, label.end);
      const closed = after.includes('(') && text[label.end] === ')' ? `${after})` : after;
      labelled = `${shown === blankText ? blankText : `${shown} `}${shown === blankText ? closed : closed.trimStart()}`;
    }
    found.push({ kind: 'blank', text: labelled, name: label?.words ?? '', start, end });
  }
}

/** The underlined stretches of a run of spaces that are blanks: three spaces or more, or a tab. */
function underlinedStretches(
  start: number,
  spaces: string,
  underlined: (index: number) => boolean,
): [number, number][] {
  const stretches: [number, number][] = [];
  let from = -1;
  for (let offset = 0; offset <= spaces.length; offset += 1) {
    const inside = offset < spaces.length && underlined(start + offset);
    if (inside && from < 0) from = offset;
    if (!inside && from >= 0) {
      const stretch = spaces.slice(from, offset);
      if (stretch.length >= 3 || stretch.includes('\t')) stretches.push([start + from, start + offset]);
      from = -1;
    }
  }
  return stretches;
}

const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  'or',
  'to',
  'for',
  'in',
  'on',
  'at',
  'as',
  'is',
  'be',
  'this',
  'that',
  'with',
  'dated',
  'day',
]);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;
// Where a label's words end: line breaks, sentence ends, tabs, other blanks and placeholders.
const BOUNDARY = /[\n\uFFFC\uE000-\uE00F\t.;!?_()]/;

/** The words that label a blank: up to four before it (`Name: ____`), else after it (`____ (Signature)`). */
function blankLabel(
  text: string,
  start: number,
  end: number,
  found: TextPlaceholder[],
): { words: string; start: number; end: number } | undefined {
  const previous = Math.max(0, ...found.filter((taken) => taken.end <= start).map((taken) => taken.end));
  let from = start;
  while (from > previous && !BOUNDARY.test(text[from - 1] ?? '')) from -= 1;
  const before = labelWords(text.slice(from, start), from, 'last');
  if (before) return before;
  const next = Math.min(
    text.length,
    ...found.filter((taken) => taken.start >= end).map((taken) => taken.start),
  );
  let to = end;
  while (to < next && !/[\n\uFFFC\uE000-\uE00F\t.;!?_]/.test(text[to] ?? '')) to += 1;
  return labelWords(text.slice(end, to), end, 'first');
}

function labelWords(
  segment: string,
  offset: number,
  side: 'first' | 'last',
): { words: string; start: number; end: number } | undefined {
  const words = [...segment.matchAll(WORD)].map((match) => ({
    word: match[0].replace(/[.’'-]+$/, ''),
    start: offset + match.index,
    end: offset + match.index + match[0].length,
  }));
  let picked = side === 'last' ? words.slice(-4) : words.slice(0, 4);
  while (picked.length > 0 && STOP_WORDS.has((picked[0]?.word ?? '').toLowerCase())) picked = picked.slice(1);
  while (picked.length > 0 && STOP_WORDS.has((picked.at(-1)?.word ?? '').toLowerCase()))
    picked = picked.slice(0, -1);
  const first = picked[0];
  const last = picked.at(-1);
  if (first === undefined || last === undefined) return undefined;
  return { words: picked.map((word) => word.word).join(' '), start: first.start, end: last.end };
}
