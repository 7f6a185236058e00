import type { FindingSeverity } from '@lexdraft/contract';
import type { DocumentBlock } from '@lexdraft/core';
import { finding, inScope, type ReviewContext, type RuleFinding, times } from '../context.js';
import { maskedText } from '../text.js';

// Organisations named with a legal form ("Northwind Ventures LLC"), grouped by their name so that the
// same party written in different ways ("Northwind Ventures, L.L.C.", "Northwind Venture LLC") shows.

const SUFFIX = String.raw`(?:L\.?L\.?C\.?|P\.?L\.?L\.?C\.?|L\.?L\.?P\.?|L\.?P\.|LP|Inc\.?|Incorporated|Corp\.?|Corporation|Co\.|Ltd\.?|Limited|PLC|plc|P\.C\.|GmbH|AG|S\.A\.|N\.V\.|B\.V\.|Pty\.? Ltd\.?)`;
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}\p{N}&'’.-]*|&)`;
const LEGAL_FORM = new RegExp(String.raw`\s${SUFFIX}(?![\p{L}\p{N}])`, 'u');
const PARTY = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${NAME_WORD}(?:\s+(?:${NAME_WORD}|of|and|de|du|von))*?),?\s+(${SUFFIX})(?![\p{L}\p{N}])`,
  'gu',
);
// Words that open a sentence or a title rather than a name: "Between Northwind Ventures LLC".
const LEADING = new Set(
  'the this that between by and among with from to for of whereas now therefore agreement contract dear re attn attention notice copies copy if in on at as upon all any each said such party parties client company landlord tenant buyer seller lender borrower licensor licensee employer employee'.split(
    ' ',
  ),
);
const SUFFIX_FORMS: [RegExp, string][] = [
  [/^p\.?l\.?l\.?c\.?$/i, 'pllc'],
  [/^l\.?l\.?c\.?$/i, 'llc'],
  [/^l\.?l\.?p\.?$/i, 'llp'],
  [/^l\.?p\.?$/i, 'lp'],
  [/^inc(?:\.|orporated)?$/i, 'inc'],
  [/^corp(?:\.|oration)?$/i, 'corp'],
  [/^(?:ltd\.?|limited)$/i, 'ltd'],
];
const MAX_NAME_WORDS = 6;
// A legal form's last full stop is its own when it has others (L.L.C.) or needs it (Co.); after
// "Inc", "Ltd" or "LLC" it may be the sentence's.
const optionalStop = (suffix: string) =>
  suffix.endsWith('.') && !suffix.slice(0, -1).includes('.') && suffix !== 'Co.';

interface PartyUse {
  /** Exactly as in the text, less a full stop that may end the sentence (see `stopped`). */
  quote: string;
  /** The quote, spaces tidied: "Northwind Ventures, L.L.C.". */
  written: string;
  /** How forms are told apart: the written form in lower case, without a last full stop. */
  form: string;
  /** Letters and digits only, legal form by its usual abbreviation: "northwindventuresllc". */
  exact: string;
  /** True when a full stop after "Inc", "Ltd", "LLC"... was left out, as it may end the sentence. */
  stopped: boolean;
  block: number;
}

function canonicalSuffix(suffix: string): string {
  return (
    SUFFIX_FORMS.find(([pattern]) => pattern.test(suffix))?.[1] ?? suffix.toLowerCase().replace(/\W/g, '')
  );
}

function partiesIn(block: DocumentBlock, text: string): PartyUse[] {
  const found: PartyUse[] = [];
  for (const match of text.matchAll(PARTY)) {
    const words = [...match[1]!.matchAll(/\S+/g)];
    let first = 0;
    while (first < words.length && LEADING.has(words[first]![0].toLowerCase())) first += 1;
    const name = words[first];
    if (!name || words.length - first > MAX_NAME_WORDS || !/^\p{Lu}/u.test(name[0])) continue;
    const index = match.index + name.index;
    const end = match.index + match[0].length;
    const raw = block.text.slice(index, end);
    // Such a full stop before a space or the end may be the sentence's ("...to Contoso Ltd. The"), so
    // it is left out; before a comma ("Acme, Inc., a Delaware corporation") it is the name's own.
    const stopped = optionalStop(match[2]!) && /^\s?$/.test(block.text.charAt(end));
    const quote = stopped ? raw.slice(0, -1) : raw;
    const written = quote.replace(/\s+/g, ' ');
    const letters = words
      .slice(first)
      .map((word) => word[0])
      .join('')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}&]/gu, '');
    const form = written.toLowerCase().replace(/\.$/, '');
    const exact = `${letters}${canonicalSuffix(match[2]!)}`;
    found.push({ quote, written, form, exact, stopped, block: block.index });
  }
  return found;
}

// The name as parties are told apart: without the legal form, its words singular ("Venture" = "Ventures").
function groupKey(written: string): string {
  return written
    .replace(new RegExp(String.raw`,?\s+${SUFFIX}$`, 'u'), '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .join(' ');
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length]!;
}

interface PartyGroup {
  uses: PartyUse[];
  /** How often each form is used, in order of first appearance. */
  counts: Map<string, number>;
  /** The form used most (the first of equals), taken as meant. */
  main: string;
  /** Each form as shown: as written in running text (not a signature block's capitals), with its stop. */
  shown: Map<string, string>;
}

// A form as written where it is most itself: not in capitals throughout, its full stop kept.
function showForm(uses: readonly PartyUse[]): string {
  const capitals = (use: PartyUse) => use.written === use.written.toUpperCase();
  const best =
    uses.find((use) => !capitals(use) && !use.stopped) ?? uses.find((use) => !capitals(use)) ?? uses[0]!;
  return best.written;
}

function partyGroups(context: ReviewContext): PartyGroup[] {
  const groups: { key: string; uses: PartyUse[] }[] = [];
  for (const block of context.blocks) {
    // The name pattern is tried at every capital: only blocks holding a legal form are read with it.
    if (!LEGAL_FORM.test(block.text)) continue;
    const text = maskedText(block);
    for (const use of partiesIn(block, text)) {
      const key = groupKey(use.written);
      const group = groups.find(
        (candidate) => candidate.key === key || (key.length >= 8 && editDistance(candidate.key, key) <= 1),
      );
      if (group) group.uses.push(use);
      else groups.push({ key, uses: [use] });
    }
  }
  return groups.map(({ uses }) => {
    // Signature blocks write a name in capitals: case alone does not make another form.
    const counts = new Map<string, number>();
    for (const use of uses) counts.set(use.form, (counts.get(use.form) ?? 0) + 1);
    const main = [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
    const shown = new Map(
      [...counts.keys()].map((form) => [form, showForm(uses.filter((use) => use.form === form))]),
    );
    return { uses, counts, main, shown };
  });
}

/** The organisations a document names with a legal form, each once in its usual form, in order of appearance. */
export function documentParties(context: ReviewContext): string[] {
  return partyGroups(context).map((group) => group.shown.get(group.main)!);
}

/**
 * One finding per organisation written in more than one way: high when the forms name different
 * words or legal forms ("Venture" and "Ventures", "LLC" and "Inc."), low when only punctuation or
 * spacing differ ("LLC" and "L.L.C."). Names one letter apart ("Northwind", "Nortwind") count as one.
 */
export function findPartyNameVariants(context: ReviewContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const { uses, counts, main, shown } of partyGroups(context)) {
    if (counts.size < 2) continue;
    const mainExact = uses.find((use) => use.form === main)!.exact;
    const other = uses.find((use) => use.form !== main && inScope(context, use.block));
    if (!other) continue;
    const severity: FindingSeverity = uses.some((use) => use.exact !== mainExact) ? 'high' : 'low';
    const forms = [...counts.entries()].map(([form, count]) => `“${shown.get(form)}” (${times(count)})`);
    const meant = shown.get(main)!;
    findings.push(
      finding(context, {
        severity,
        title: `Party named in ${counts.size} ways: ${meant}`,
        explanation:
          `The same party appears as ${forms.join(', ')}. ` +
          (severity === 'high'
            ? 'The names differ in their words or legal form, which can put the wrong entity in the document; use its exact legal name throughout.'
            : 'Only the punctuation differs; write it one way throughout.'),
        block: other.block,
        quote: other.quote,
        // The sentence's own full stop stays where it was.
        suggestion: other.stopped ? meant.replace(/\.$/, '') : meant,
      }),
    );
  }
  return findings;
}
