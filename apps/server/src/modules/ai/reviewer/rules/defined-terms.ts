import type { DocumentBlock } from '@lexdraft/core';
import { finding, inScope, type ReviewContext, type RuleFinding, times } from '../context.js';
import { maskedText } from '../text.js';

// Defined terms: "Agreement" means..., (the "Company"), (each, a "Party" and together, the "Parties").
// Terms defined and never used again, and capitalised terms used as defined ("the Services") that
// nothing defines.

const QUOTED = /["“]([^"”\n]{1,60})["”]/g;
const MEANS =
  /^\s*(?:shall\s+)?(?:means?|mean:|has\s+the\s+meaning|have\s+the\s+meaning|shall\s+have\s+the\s+meaning|refers?\s+to|includes?|is\s+defined)\b/;
// "...each referred to herein as a "Party" and collectively as the "Parties"": a term named before its quotes.
const CALLED =
  /\b(?:referred\s+to|known|called|designated|hereinafter)\b[^."“”()]{0,40}?\bas\s+(?:an?\s+|the\s+)?$|\b(?:collectively|individually|together|each)\s+(?:as\s+)?(?:an?\s+|the\s+)$/i;
const PARENTHESIS = /\(([^()]{1,200})\)/g;
// What a definition's parenthesis may say besides its quoted terms.
const CONNECTORS = new Set(
  'the a an each any together collectively individually jointly severally respectively hereinafter herein hereafter referred to as and or also called this its their such'.split(
    ' ',
  ),
);
// Capitalised after a determiner, as defined terms are used: "the Services", "each Party".
const USE =
  /\b(?:the|this|that|these|those|such|each|any|all|every|either|neither|no|other|our|your|its|their)\s+(\p{Lu}\p{Ll}+(?:[-\s]\p{Lu}\p{Ll}+){0,3})(?![\p{L}\p{N}])/gu;
// Capitalised words every document uses without defining them.
const COMMON = new Set([
  ...(
    'Agreement Contract Section Sections Article Articles Clause Clauses Schedule Schedules Exhibit Exhibits ' +
    'Appendix Annex Paragraph Recitals Preamble Deed Letter Memorandum State States Court Courts Commonwealth ' +
    'Crown Government Internet English Act Code Federal Monday Tuesday Wednesday Thursday Friday Saturday Sunday'
  ).split(' '),
  'United States',
  'United Kingdom',
]);

// The last word of a proper name that no contract defines: "the Defend Trade Secrets Act", "the
// American Arbitration Association". One word alone ("the Association") may still be a defined term.
const INSTITUTION = new Set(
  (
    'Act Acts Association Authority Bureau Code Commission Convention Court Department Directive ' +
    'Exchange Institute Office Regulation Regulations Rules Statute Statutes Treaty University'
  ).split(' '),
);
const isProperName = (words: readonly string[]) => words.length > 1 && INSTITUTION.has(words.at(-1)!);

interface Definition {
  term: string;
  block: number;
  /** Where the quoted term stands in the block's text, quotes included. */
  index: number;
  quote: string;
}

// A term quoted with the sentence's punctuation inside its quotes ("Parties.") is the term alone.
const termOf = (quoted: string) => quoted.trim().replace(/[.,;:]$/, '');

function definitionsIn(block: DocumentBlock, text: string): Definition[] {
  const found: Definition[] = [];
  for (const match of text.matchAll(QUOTED)) {
    const term = termOf(match[1]!);
    if (!/^\p{Lu}/u.test(term)) continue;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const before = text.slice(Math.max(0, match.index - 60), match.index);
    if (MEANS.test(after) || CALLED.test(before))
      found.push({ term, block: block.index, index: match.index, quote: match[0] });
  }
  for (const parenthesis of text.matchAll(PARENTHESIS)) {
    const inside = parenthesis[1]!;
    if (!/["“]/.test(inside)) continue;
    const terms = [...inside.matchAll(QUOTED)];
    const rest = inside
      .replace(QUOTED, ' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
    if (!rest.every((word) => CONNECTORS.has(word))) continue;
    for (const match of terms) {
      const term = termOf(match[1]!);
      if (!/^\p{Lu}/u.test(term)) continue;
      const index = parenthesis.index + 1 + match.index;
      // ("Company") means ... is one definition, found both ways.
      if (!found.some((definition) => definition.index === index))
        found.push({ term, block: block.index, index, quote: match[0] });
    }
  }
  return found;
}

/** A term and the forms that count as its use: "Party" is used by "Parties" and the other way round. */
function forms(term: string): string[] {
  const all = new Set([term]);
  if (/[^aeiou]y$/.test(term)) all.add(`${term.slice(0, -1)}ies`);
  else if (/ies$/.test(term)) all.add(`${term.slice(0, -3)}y`);
  else if (/(?:s|x|ch|sh)$/.test(term)) {
    all.add(`${term}es`);
    if (/[^s]s$/.test(term)) all.add(term.slice(0, -1));
  } else all.add(`${term}s`);
  return [...all];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Options of findDefinedTermIssues. */
export interface DefinedTermOptions {
  /**
   * Look for undefined terms even when the document defines nothing (an agreement is expected to
   * define its terms; a letter that defines nothing merely capitalises).
   */
  expectDefinitions: boolean;
}

/**
 * Defined terms never used again (low), terms defined twice (medium), and capitalised terms used
 * after "the", "each" and the like that nothing defines (medium), one finding per term.
 */
export function findDefinedTermIssues(context: ReviewContext, options: DefinedTermOptions): RuleFinding[] {
  const texts = context.blocks.map((block) => maskedText(block));
  const definitions = context.blocks.flatMap((block) => definitionsIn(block, texts[block.index]!));
  const findings: RuleFinding[] = [];

  // Every form of every defined term, to the terms it is a form of ("Parties" of "Party" and "Parties").
  const termsOf = new Map<string, string[]>();
  const byTerm = new Map<string, Definition[]>();
  for (const definition of definitions) {
    const places = byTerm.get(definition.term);
    if (places) {
      places.push(definition);
      continue;
    }
    byTerm.set(definition.term, [definition]);
    for (const form of forms(definition.term))
      termsOf.set(form, [...(termsOf.get(form) ?? []), definition.term]);
  }
  const uses = new Map<string, number>();
  if (termsOf.size > 0) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${[...termsOf.keys()]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})(?![\\p{L}\\p{N}])`,
      'gu',
    );
    const definedAt = new Set(definitions.map((definition) => `${definition.block}:${definition.index + 1}`));
    texts.forEach((text, block) => {
      for (const match of text.matchAll(pattern)) {
        if (definedAt.has(`${block}:${match.index}`)) continue;
        for (const term of termsOf.get(match[0])!) uses.set(term, (uses.get(term) ?? 0) + 1);
      }
    });
  }
  for (const [term, places] of byTerm) {
    const first = places[0]!;
    if (!(uses.get(term) ?? 0) && inScope(context, first.block)) {
      findings.push(
        finding(context, {
          severity: 'low',
          title: `Defined but never used: ${term}`,
          explanation: `“${term}” is defined but the document never uses it again. Remove the definition, or use the term where it was meant.`,
          block: first.block,
          quote: first.quote,
        }),
      );
    }
    const second = places[1];
    if (second && inScope(context, second.block)) {
      findings.push(
        finding(context, {
          severity: 'medium',
          title: `Defined more than once: ${term}`,
          explanation: `“${term}” is defined ${places.length} times. Keep one definition, so that the term cannot mean two things.`,
          block: second.block,
          quote: second.quote,
        }),
      );
    }
  }

  if (definitions.length === 0 && !options.expectDefinitions) return findings;
  const undefinedUses = new Map<string, { count: number; block: number | null; quote: string }>();
  for (const block of context.blocks) {
    if (block.type === 'heading') continue;
    for (const match of texts[block.index]!.matchAll(USE)) {
      const words = match[1]!.split(/[-\s]/);
      // "the Confidential Information Policy" uses "Confidential Information".
      let defined = false;
      for (let length = words.length; length > 0 && !defined; length -= 1) {
        const phrase = match[1]!.slice(0, words.slice(0, length).join(' ').length);
        defined = termsOf.has(phrase) || COMMON.has(phrase);
      }
      if (defined || isProperName(words)) continue;
      const term = match[1]!;
      const use = undefinedUses.get(term) ?? { count: 0, block: null, quote: term };
      use.count += 1;
      if (use.block === null && inScope(context, block.index)) use.block = block.index;
      undefinedUses.set(term, use);
    }
  }
  for (const [term, use] of undefinedUses) {
    if (use.block === null) continue;
    findings.push(
      finding(context, {
        severity: 'medium',
        title: `Capitalised term never defined: ${term}`,
        explanation: `“${term}” is written as a defined term (${times(use.count)}) but the document does not define it. Define it, or write it in lower case.`,
        block: use.block,
        quote: use.quote,
      }),
    );
  }
  return findings;
}
