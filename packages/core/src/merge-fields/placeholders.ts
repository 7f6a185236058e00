import {
  customFieldNameProblem,
  FIELD_CLOSE,
  FIELD_OPEN,
  isIgnoredCustomName,
  isStandardField,
} from './grammar.js';
import { MODEL_MERGE_FIELDS } from './model-fields.js';

// Reading `{{name}}` placeholders out of a template's text, with what is wrong with each: braces
// that do not pair up, empty or unterminated markers, and names the product would never fill.
// Pure, so that the template library's check and the Word import read text alike.

/** A `{{...}}` marker as found: what stands between its braces, the marker itself, and where it starts. */
export type FoundPlaceholder = { name: string; raw: string; position: number };

/** Braces that make no marker: what is wrong, the text as found, and where it starts. */
export type BraceProblem = { message: string; placeholder: string; position: number };

/** Every marker of a text and every brace problem, each in order of position. */
export type PlaceholderScan = { placeholders: FoundPlaceholder[]; problems: BraceProblem[] };

/** Where a field's value comes from: the data model, one of the firm's smart fields, or typed by hand. */
export type PlaceholderKind = 'model' | 'smart' | 'custom';

// A broken marker is quoted up to this many characters, so that a message stays one readable line.
const QUOTE_LENGTH = 40;
const SPACE = /[ \t\u00a0]/;

const quote = (text: string) => (text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text);

const runOf = (text: string, at: number, char: string) => {
  let end = at;
  while (text[end] === char) end += 1;
  return end - at;
};

/** The end of the line that `from` is on (blocks of the plain text are lines apart). */
const lineEnd = (text: string, from: number) => {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
};

/** The first `}}` after `from` on the same line, unless another `{{` opens before it. */
function closingOf(text: string, from: number): number | undefined {
  const close = text.indexOf(FIELD_CLOSE, from);
  if (close === -1 || close > lineEnd(text, from)) return undefined;
  const reopen = text.indexOf(FIELD_OPEN, from);
  return reopen !== -1 && reopen < close ? undefined : close;
}

/** The end of a marker closing at `close`, every closing brace of the run included. */
const endOf = (text: string, close: number) => close + runOf(text, close, '}');

/** The text from `start` to the end of its line, for quoting an unclosed marker. */
const restOfLine = (text: string, start: number) => text.slice(start, lineEnd(text, start)).trimEnd();

/**
 * Finds the `{{name}}` markers of a text and the braces that make none: `{{{x}}` and `{{x}}}`
 * (too many braces), `{ {x}}` (split by a space), `{x}}` (one brace short), `{{}}` (empty),
 * `{{x` (never closed on its line), a stray `}}`, and a lone brace inside a marker. A single `{`
 * or `}` elsewhere is ordinary text.
 */
export function findPlaceholders(text: string): PlaceholderScan {
  const placeholders: FoundPlaceholder[] = [];
  const problems: BraceProblem[] = [];
  const problem = (message: string, placeholder: string, position: number) =>
    problems.push({ message, placeholder, position });
  let index = 0;
  while (index < text.length) {
    const at = text.slice(index).search(/[{}]/);
    if (at === -1) break;
    const start = index + at;
    const char = text[start]!;
    const run = runOf(text, start, char);
    if (char === '}') {
      if (run >= 2) {
        const raw = text.slice(start, start + run);
        problem(`"${raw}" closes no field: a field is written {{name}}`, raw, start);
      }
      index = start + run;
      continue;
    }
    if (run === 1) {
      index = singleBrace(text, start, problem);
      continue;
    }
    const close = closingOf(text, start + run);
    if (close === undefined) {
      const raw = restOfLine(text, start);
      problem(`"${quote(raw)}" is not closed: end the field with }}`, raw, start);
      index = start + run;
      continue;
    }
    const end = endOf(text, close);
    const raw = text.slice(start, end);
    const name = text.slice(start + run, close);
    if (run > 2 || end - close > 2) {
      problem(`Too many braces in "${quote(raw)}": a field is written {{name}}`, raw, start);
    } else if (name.trim() === '') {
      problem(`Empty braces "${raw}": put a field name between {{ and }}`, raw, start);
    } else if (/[{}]/.test(name)) {
      problem(`A stray brace in "${quote(raw)}": a field is written {{name}}`, raw, start);
    } else {
      placeholders.push({ name, raw, position: start });
    }
    index = end;
  }
  return { placeholders, problems };
}

/** A single `{`: `{ {x}}` and `{x}}` are broken markers, anything else is text. Answers where to go on. */
function singleBrace(
  text: string,
  start: number,
  problem: (message: string, placeholder: string, position: number) => void,
): number {
  let next = start + 1;
  while (SPACE.test(text[next] ?? '')) next += 1;
  const split = next > start + 1 && text[next] === '{';
  const close = closingOf(text, split ? next + 1 : start + 1);
  const between = close === undefined ? '' : text.slice(split ? next : start + 1, close);
  if (split) {
    const end = close === undefined ? next + runOf(text, next, '{') : endOf(text, close);
    const raw = close === undefined ? restOfLine(text, start) : text.slice(start, end);
    problem(`Braces split by a space in "${quote(raw)}": write {{ with no space between`, raw, start);
    return end;
  }
  // `{x}}`: one opening brace short of a marker; `{x}` and a lone `{` are ordinary text.
  if (close !== undefined && !/[{}]/.test(between) && between.trim() !== '') {
    const end = endOf(text, close);
    const raw = text.slice(start, end);
    problem(`One brace is missing in "${quote(raw)}": a field is written {{name}}`, raw, start);
    return end;
  }
  return start + 1;
}

const MODEL_FIELD_IDS: ReadonlySet<string> = new Set(MODEL_MERGE_FIELDS.map((field) => field.id));

/** The kind of a field name: a standard prefix is the model's, a firm's smart-field key is smart, else custom. */
export function placeholderKind(name: string, smartKeys: ReadonlySet<string>): PlaceholderKind {
  if (isStandardField(name)) return 'model';
  return smartKeys.has(name) ? 'smart' : 'custom';
}

/** Why the product would never fill a field of this name, or undefined when it would. */
export function placeholderNameProblem(name: string, kind: PlaceholderKind): string | undefined {
  if (name !== name.trim()) {
    return `Remove the spaces inside the braces: {{${name.trim()}}} is a field, {{${name}}} is text`;
  }
  if (kind === 'smart') return undefined;
  if (kind === 'model') {
    return MODEL_FIELD_IDS.has(name)
      ? undefined
      : `"${name}" is not a known field: person., entity., contact. and owner. fields are the firm's record fields`;
  }
  if (isIgnoredCustomName(name)) {
    return `"${name}" is ignored: custom field names cannot start with organization. or company.`;
  }
  const problem = customFieldNameProblem(name);
  return problem && `"${name}" is not a valid field name: ${problem}`;
}

/** One field name of a check: its kind, whether the product can fill it, why not, and how often it appears. */
export type CheckedPlaceholder = {
  name: string;
  kind: PlaceholderKind;
  valid: boolean;
  error?: string;
  occurrences: number;
};

/** Something wrong in the text or a name; `position` is where in the text, when it came from one. */
export type PlaceholderError = { message: string; placeholder?: string; position?: number };

/** The result of a check: valid when nothing is wrong. */
export type PlaceholderCheck = {
  valid: boolean;
  placeholders: CheckedPlaceholder[];
  errors: PlaceholderError[];
};

/**
 * Checks the placeholders of a text and of a list of names against the rules of spec section 5:
 * each distinct name once (in order of first appearance, text first) with its kind and whether
 * it is valid, and every problem: each brace problem of the text, and each bad name once, at its
 * first position in the text.
 */
export function checkPlaceholders(
  input: { text?: string | undefined; names?: readonly string[] | undefined },
  smartKeys: ReadonlySet<string>,
): PlaceholderCheck {
  const scan = input.text === undefined ? { placeholders: [], problems: [] } : findPlaceholders(input.text);
  const found = [
    ...scan.placeholders,
    ...(input.names ?? []).map((name) => ({ name, position: undefined as number | undefined })),
  ];
  const byName = new Map<string, CheckedPlaceholder>();
  const errors: PlaceholderError[] = [...scan.problems];
  for (const { name, position } of found) {
    const seen = byName.get(name);
    if (seen) {
      seen.occurrences += 1;
      continue;
    }
    const kind = placeholderKind(name.trim(), smartKeys);
    const error = placeholderNameProblem(name, kind);
    byName.set(name, { name, kind, valid: error === undefined, ...(error && { error }), occurrences: 1 });
    if (error)
      errors.push({ message: error, placeholder: name, ...(position !== undefined && { position }) });
  }
  // Brace problems and bad names in the order a reader meets them; names from the list come last.
  errors.sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER));
  return { valid: errors.length === 0, placeholders: [...byName.values()], errors };
}
