import { conditionProblem, isFieldId, repeatProblem } from '@lexdraft/core';
import { jinjaFieldName } from './jinja-expression.js';
import type { ImportedLogic, LogicCollector, Piece } from './logic-collector.js';
import { findLogicTags, type LogicTag, withoutLocalMismatches } from './logic-tags.js';
import { isListName, itemName } from './section-lists.js';
import { logicMarker } from './sentinels.js';

// Pairs the logic tags of a part's paragraphs, in reading order, and writes each paired tag as a
// logic marker (our typed markers, docs/template-logic.md). A tag with no translation, no partner
// or a partner of another kind stays as the Word file wrote it, with a warning naming it.

type Frame = {
  kind: 'if' | 'each' | 'text';
  syntax: LogicTag['syntax'];
  /** A docxtemplater section's name, or the Jinja block a text frame stands for (`if`, `for`, `macro`). */
  name: string;
  /** How many `{{/if}}` an `{% endif %}` closes: one, and one more for each `{% elif %}`. */
  closes: number;
  /** A repeat's item name. */
  as?: string;
  /** The markers written for this frame, turned back into text when it is never closed. */
  entries: number[];
  text: string;
};

/** A stretch of the paragraph's text and what replaces it. */
export type Replacement = { start: number; end: number; text: string };

export type ParagraphLogic = {
  replacements: Replacement[];
  /** The text with every logic tag blanked out, for the placeholder pass (same length, same places). */
  masked: string;
  /** A docxtpl `{%p %}` tag: the paragraph is only its markers. */
  whole: boolean;
};

const MASK = '\uE00E';

export class LogicPass {
  private readonly frames: Frame[] = [];

  constructor(
    private readonly collector: LogicCollector,
    private readonly warn: (message: string) => void,
    private readonly where: () => string,
  ) {}

  /** Reads one paragraph's logic tags; answers what replaces them and the text left for placeholders. */
  paragraph(text: string): ParagraphLogic {
    // A table row's tags ({%tr for %}) were read with their table (logic-rows.ts): what is left is text.
    const tags = withoutLocalMismatches(findLogicTags(text));
    const replacements: Replacement[] = [];
    let masked = text;
    let whole = false;
    for (const tag of tags) {
      const pieces = tag.whole === 'row' ? 'text' : this.read(tag);
      if (pieces === undefined) continue;
      masked = `${masked.slice(0, tag.start)}${MASK.repeat(tag.end - tag.start)}${masked.slice(tag.end)}`;
      if (pieces === 'text') continue;
      replacements.push({ start: tag.start, end: tag.end, text: pieces });
      if (tag.whole === 'paragraph') whole = true;
    }
    if (whole) {
      // docxtpl drops a `{%p %}` tag's paragraph whole: only its markers are kept.
      const markers = replacements.map((replacement) => replacement.text).join('');
      return {
        replacements: [{ start: 0, end: text.length, text: markers }],
        masked: MASK.repeat(text.length),
        whole,
      };
    }
    return { replacements, masked, whole };
  }

  /** A table row that repeats (logic-rows.ts): its item's fields are read while its cells are. */
  enterRow(as: string, syntax: LogicTag['syntax']): () => void {
    const frame: Frame = { kind: 'each', syntax, name: '', closes: 0, as, entries: [], text: '' };
    this.frames.push(frame);
    return () => {
      const at = this.frames.lastIndexOf(frame);
      // Tags opened in the row and not closed there print as written, named as never closed.
      if (at >= 0) for (const open of this.frames.splice(at).slice(1).reverse()) this.unclosed(open);
    };
  }

  /** Tags still open at the part's end print as written. */
  finish(): void {
    for (const frame of this.frames.splice(0).reverse()) this.unclosed(frame);
  }

  private unclosed(frame: Frame): void {
    for (const entry of frame.entries) this.collector.revert(entry);
    if (frame.kind !== 'text')
      this.warn(`Logic "${frame.text}" in ${this.where()} is never closed and was left as text.`);
  }

  /** A tag's sentinel text, 'text' for a tag left as written, or undefined for no logic tag at all. */
  private read(tag: LogicTag): string | 'text' | undefined {
    const top = this.frames.at(-1);
    switch (tag.kind) {
      case 'comment':
        return '';
      case 'value':
        return this.value(tag);
      case 'if':
        if (tag.syntax === 'ours') this.checkOwn(tag.text, conditionProblem(tag.expression));
        return this.open(tag, 'if', tag.kind, `{{#if ${tag.expression}}}`, {
          kind: 'if',
          expression: tag.expression,
          text: tag.text,
        });
      case 'each':
        return this.open(tag, 'each', tag.as, `{{#each ${tag.list} as ${tag.as}}}`, {
          kind: 'each',
          list: tag.list,
          as: tag.as,
          text: tag.text,
        });
      case 'section':
        return this.section(tag, tag.name, tag.inverted);
      case 'elif':
        if (top?.kind !== 'if' || top.syntax !== 'jinja') return this.stray(tag, top);
        top.closes += 1;
        return this.marker(top, [{ marker: '{{else}}' }, { marker: `{{#if ${tag.expression}}}` }], tag.text, {
          kind: 'if',
          expression: tag.expression,
          text: tag.text,
        });
      case 'else':
        if (top?.kind !== 'if' || top.syntax === 'docxtemplater') return this.stray(tag, top);
        return this.marker(top, [{ marker: '{{else}}' }], tag.text);
      case 'endif':
        return this.close(tag, top, 'if', top?.kind === 'if' && top.syntax !== 'docxtemplater');
      case 'endeach':
        return this.close(tag, top, 'for', top?.kind === 'each' && top.syntax !== 'docxtemplater');
      case 'end-section':
        return this.close(
          tag,
          top,
          '',
          top?.syntax === 'docxtemplater' &&
            top.kind !== 'text' &&
            (tag.name === '' || tag.name === top.name),
        );
      case 'text':
        // An end tag of a block left as text (`{%p endmacro %}`) was named with its opening one.
        if (tag.closes === undefined)
          this.warn(
            `Logic "${tag.text}" in ${this.where()} has no translation (${tag.reason}) and was left as text.`,
          );
        if (tag.opens)
          this.frames.push({
            kind: 'text',
            syntax: tag.syntax,
            name: tag.opens,
            closes: 0,
            entries: [],
            text: tag.text,
          });
        if (tag.closes && top?.kind === 'text' && top.name === tag.closes) this.frames.pop();
        return 'text';
    }
  }

  /** Our own marker with a condition that does not read: it is imported as written, and named here. */
  private checkOwn(text: string, problem: string | undefined): void {
    if (problem !== undefined)
      this.warn(
        `Logic "${text}" in ${this.where()} does not read and stays text until it is fixed: ${problem}.`,
      );
  }

  private open(tag: LogicTag, kind: 'if' | 'each', as: string, marker: string, logic: ImportedLogic): string {
    const frame: Frame = { kind, syntax: tag.syntax, name: '', closes: 1, entries: [], text: tag.text };
    if (kind === 'each') frame.as = as;
    this.frames.push(frame);
    return this.marker(frame, [{ marker }], tag.text, logic);
  }

  /** A docxtemplater section: a repeat over a list (docs/template-import.md, Logic), else a condition. */
  private section(tag: LogicTag, name: string, inverted: boolean): string | 'text' {
    const repeat = !inverted && isListName(name);
    const expression = inverted ? `not ${name}` : name;
    const problem = !isFieldId(name)
      ? `"${name}" is not a valid name`
      : repeat
        ? repeatProblem(name, 'item')
        : conditionProblem(expression);
    if (problem !== undefined) {
      this.warn(
        `Logic "${tag.text}" in ${this.where()} has no translation (${problem}) and was left as text.`,
      );
      this.frames.push({
        kind: 'text',
        syntax: 'docxtemplater',
        name,
        closes: 0,
        entries: [],
        text: tag.text,
      });
      return 'text';
    }
    const frame: Frame = {
      kind: repeat ? 'each' : 'if',
      syntax: 'docxtemplater',
      name,
      closes: 1,
      entries: [],
      text: tag.text,
    };
    this.frames.push(frame);
    if (repeat) {
      const as = itemName(
        name,
        this.frames.map((open) => open.as ?? ''),
      );
      frame.as = as;
      return this.marker(frame, [{ marker: `{{#each ${name} as ${as}}}` }], tag.text, {
        kind: 'each',
        list: name,
        as,
        text: tag.text,
      });
    }
    return this.marker(frame, [{ marker: `{{#if ${expression}}}` }], tag.text, {
      kind: 'if',
      expression,
      text: tag.text,
    });
  }

  private close(tag: LogicTag, top: Frame | undefined, textName: string, matches: boolean): string | 'text' {
    if (top?.kind === 'text' && (textName === '' ? top.syntax === 'docxtemplater' : top.name === textName)) {
      this.frames.pop();
      return 'text';
    }
    if (!matches || top === undefined) return this.stray(tag, top);
    this.frames.pop();
    const marker = top.kind === 'each' ? '{{/each}}' : '{{/if}}';
    return this.marker(
      top,
      Array.from({ length: top.closes }, () => ({ marker })),
      tag.text,
    );
  }

  /** A closing or middle tag with nothing (or something else) open: text, and a warning naming both. */
  private stray(tag: LogicTag, top: Frame | undefined): 'text' {
    if (top?.kind === 'text') return 'text';
    this.warn(
      top === undefined
        ? `Logic "${tag.text}" in ${this.where()} closes nothing that is open and was left as text.`
        : `Logic "${tag.text}" in ${this.where()} does not match "${top.text}", which is open there, and was left as text.`,
    );
    return 'text';
  }

  /** A printed value: a field of a loop's item (or one with a format), else left to the placeholder pass. */
  private value(tag: LogicTag & { kind: 'value' }): string | undefined {
    const repeats = this.frames.filter((frame) => frame.kind === 'each');
    if (tag.syntax === 'docxtemplater') {
      const innermost = repeats.at(-1);
      if (innermost?.syntax !== 'docxtemplater' || innermost.as === undefined) return undefined;
      // `{constructor}` is no key an item is read by: it stays the placeholder pass's.
      if (jinjaFieldName(tag.id) === undefined) return undefined;
      return this.field(`${innermost.as}.${tag.id}`, null, tag.text);
    }
    const head = tag.id.split('.')[0] ?? '';
    const scoped = repeats.some((frame) => frame.as === head) || (head === 'loop' && repeats.length > 0);
    if (!scoped && !tag.direct) return undefined;
    return this.field(tag.id, tag.format, tag.text);
  }

  private field(id: string, format: string | null, original: string): string {
    const piece: Piece = format === null ? { field: id } : { marker: `{{${id} | ${format}}}` };
    return logicMarker(this.collector.add([piece], original));
  }

  private marker(frame: Frame, pieces: Piece[], original: string, logic?: ImportedLogic): string {
    const index = this.collector.add(pieces, original, logic);
    frame.entries.push(index);
    return logicMarker(index);
  }
}
