import { parseFormat, readFormattedField, readMarker, repeatProblem } from '@lexdraft/core';
import { jinjaFieldName, translateJinjaExpression } from './jinja-expression.js';

// The logic tags of a paragraph's text, each read as what it means in our typed markers
// (docs/template-import.md, Logic): our own {{#if}}/{{#each}}, docxtemplater's sections
// ({#name}, {^name}, {/name}) and docxtpl/docassemble Jinja ({% if %}, {%p for %}, {%tr for %},
// {{ x | upper }}, comments). Which tags pair with which is the logic pass's work (logic-pass.ts).

/** What a tag means, before it is paired. `text` has no translation and stays as written. */
export type TagMeaning =
  | { kind: 'if'; expression: string }
  | { kind: 'elif'; expression: string }
  | { kind: 'else' }
  | { kind: 'endif' }
  | { kind: 'each'; list: string; as: string }
  | { kind: 'endeach' }
  | { kind: 'section'; name: string; inverted: boolean }
  | { kind: 'end-section'; name: string }
  /** A value printed: a field when `direct` or its name is a loop's, else left a plain placeholder. */
  | { kind: 'value'; id: string; format: string | null; direct: boolean }
  | { kind: 'comment' }
  /** No translation: `opens` or `closes` names the Jinja block it begins or ends (its partner stays text too). */
  | { kind: 'text'; reason: string; opens?: string; closes?: string };

export type LogicTag = TagMeaning & {
  start: number;
  end: number;
  text: string;
  syntax: 'ours' | 'docxtemplater' | 'jinja';
  /** docxtpl's `{%p ...%}` and `{%tr ...%}`: the tag's whole paragraph (or table row) is the tag. */
  whole: 'paragraph' | 'row' | undefined;
};

const OURS = /\{\{\s*(#if\b[^{}]*|else|\/if|#each\b[^{}]*|\/each)\s*\}\}/g;
const JINJA_STATEMENT = /\{%[-+]?(?:(p|tr|tc|r)(?=\s))?\s*([\s\S]*?)\s*[-+]?%\}/g;
const JINJA_COMMENT = /\{#(?=[\s-])[\s\S]*?#\}/g;
const JINJA_VALUE = /\{\{[-+]?(?:(p|r)(?=\s))?\s*([^{}]*?)\s*[-+]?\}\}/g;
const SECTION = /(?<!\{)\{([#^/])\s*([\p{L}_][\p{L}\p{N}_.-]*)?\s*\}(?!\})/gu;
const SINGLE_VALUE = /(?<!\{)\{\s*([\p{L}_][\p{L}\p{N}_]*)\s*\}(?!\})/gu;

// Jinja filters that are one of our formats, by their Jinja name.
const FILTER_FORMATS: Readonly<Record<string, string | null>> = {
  upper: 'upper',
  lower: 'lower',
  title: 'title',
  // Escaping is what our export does anyway.
  e: null,
  escape: null,
  safe: null,
};
const BLOCKS = new Set(['macro', 'call', 'filter', 'block', 'raw', 'with', 'autoescape']);

/** The logic tags in a paragraph's text, in order, none overlapping. */
export function findLogicTags(text: string): LogicTag[] {
  const tags: LogicTag[] = [];
  const free = (start: number, end: number) => tags.every((tag) => end <= tag.start || start >= tag.end);
  const add = (
    match: RegExpMatchArray,
    syntax: LogicTag['syntax'],
    meaning: TagMeaning | undefined,
    whole?: string,
  ) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (meaning === undefined || !free(start, end)) return;
    const wholeOf = whole === 'p' ? 'paragraph' : whole === 'tr' ? 'row' : undefined;
    tags.push({ ...meaning, start, end, text: match[0], syntax, whole: wholeOf });
  };
  for (const match of text.matchAll(OURS)) add(match, 'ours', ourMeaning(match[1] ?? ''));
  for (const match of text.matchAll(JINJA_COMMENT)) add(match, 'jinja', { kind: 'comment' });
  for (const match of text.matchAll(JINJA_STATEMENT))
    add(match, 'jinja', jinjaStatement(match[1], match[2] ?? ''), match[1]);
  for (const match of text.matchAll(JINJA_VALUE)) add(match, 'jinja', jinjaValue(match[1], match[2] ?? ''));
  for (const match of text.matchAll(SECTION)) {
    const name = match[2] ?? '';
    const meaning: TagMeaning | undefined =
      match[1] === '/'
        ? { kind: 'end-section', name }
        : name === ''
          ? undefined
          : { kind: 'section', name, inverted: match[1] === '^' };
    add(match, 'docxtemplater', meaning);
  }
  for (const match of text.matchAll(SINGLE_VALUE))
    add(match, 'docxtemplater', { kind: 'value', id: match[1] ?? '', format: null, direct: false });
  return tags.sort((a, b) => a.start - b.start);
}

/** Our own typed markers, as they are. */
function ourMeaning(inner: string): TagMeaning | undefined {
  const marker = readMarker(inner);
  if (marker === undefined) return undefined;
  switch (marker.kind) {
    case 'if':
      return { kind: 'if', expression: marker.expression };
    case 'each':
      return { kind: 'each', list: marker.list, as: marker.as };
    default:
      return { kind: marker.kind };
  }
}

/** A Jinja statement (the text between `{%` and `%}`) in our terms. */
function jinjaStatement(flavour: string | undefined, statement: string): TagMeaning {
  const [keyword = '', ...restWords] = statement.split(/\s+/);
  const rest = statement.slice(keyword.length).trim();
  if (flavour === 'tc') return untranslated(keyword, 'column loops have no translation');
  switch (keyword) {
    case 'if':
    case 'elif': {
      const translated = translateJinjaExpression(rest);
      if (translated.ok) return { kind: keyword, expression: translated.text };
      return keyword === 'if'
        ? { kind: 'text', reason: translated.reason, opens: 'if' }
        : { kind: 'text', reason: translated.reason };
    }
    case 'else':
      return restWords.length === 0 ? { kind: 'else' } : { kind: 'text', reason: 'it has no translation' };
    case 'endif':
      return { kind: 'endif' };
    case 'endfor':
      return { kind: 'endeach' };
    case 'for':
      return forLoop(rest);
  }
  return untranslated(keyword, `"${keyword}" has no translation`);
}

function untranslated(keyword: string, reason: string): TagMeaning {
  if (BLOCKS.has(keyword)) return { kind: 'text', reason, opens: keyword };
  if (keyword.startsWith('end') && BLOCKS.has(keyword.slice(3)))
    return { kind: 'text', reason, closes: keyword.slice(3) };
  return { kind: 'text', reason };
}

/** `for NAME in LIST`: a repeat when NAME is one name and LIST a field's name. */
function forLoop(rest: string): TagMeaning {
  const loop = /^(.+?)\s+in\s+(.+)$/.exec(rest);
  if (loop === null) return { kind: 'text', reason: 'it has no translation', opens: 'for' };
  const [, names = '', list = ''] = loop;
  if (names.includes(','))
    return { kind: 'text', reason: 'loops over pairs have no translation', opens: 'for' };
  const id = jinjaFieldName(list.trim());
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(names.trim()) || id === undefined || id.startsWith('loop.'))
    return { kind: 'text', reason: `looping over "${list.trim()}" has no translation`, opens: 'for' };
  const problem = repeatProblem(id, names.trim());
  if (problem !== undefined) return { kind: 'text', reason: problem, opens: 'for' };
  return { kind: 'each', list: id, as: names.trim() };
}

/** A Jinja `{{ ... }}`: a value with our format, or text when it calls, subscripts or filters beyond ours. */
function jinjaValue(flavour: string | undefined, inner: string): TagMeaning | undefined {
  if (flavour === 'p') return { kind: 'text', reason: 'subdocuments have no translation' };
  const [name = '', ...filters] = inner.split('|').map((part) => part.trim());
  const ours = readFormattedField(inner);
  // Our own `{{amount | currency: "EUR"}}`: a field with its format.
  if (
    ours !== undefined &&
    parseFormat(ours.format).ok &&
    !filters.every((filter) => Object.hasOwn(FILTER_FORMATS, filter))
  )
    return { kind: 'value', id: ours.id, format: ours.format, direct: true };
  if (/[()[\]]/.test(name)) return { kind: 'text', reason: 'calls and subscripts have no translation' };
  const id = jinjaFieldName(name);
  if (id === undefined) {
    // Not a name: plain placeholders are read by the placeholder pass.
    return filters.length > 0 || flavour === 'r'
      ? { kind: 'text', reason: 'it has no translation' }
      : undefined;
  }
  let format: string | null = null;
  for (const filter of filters) {
    if (!Object.hasOwn(FILTER_FORMATS, filter))
      return { kind: 'text', reason: `the filter "${filter}" has no translation` };
    format = FILTER_FORMATS[filter] ?? format;
  }
  // A plain `{{ x }}` stays the placeholder pass's unless the logic pass knows x as a loop's item.
  return { kind: 'value', id, format, direct: filters.length > 0 || flavour === 'r' };
}

/**
 * docxtemplater sections opened and closed by another's tag in the same paragraph
 * (`{#users}{/bang}`) are left to the placeholder pass, which names both as a broken tag.
 */
export function withoutLocalMismatches(tags: LogicTag[]): LogicTag[] {
  const open: LogicTag[] = [];
  const broken = new Set<LogicTag>();
  for (const tag of tags) {
    if (tag.kind === 'section') open.push(tag);
    else if (tag.kind === 'end-section' && tag.name !== '') {
      const top = open.pop();
      if (top !== undefined && top.kind === 'section' && top.name !== tag.name) {
        broken.add(top);
        broken.add(tag);
      }
    }
  }
  return broken.size === 0 ? tags : tags.filter((tag) => !broken.has(tag));
}
