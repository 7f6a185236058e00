// The assembly benchmark's template, the same on every run (a seeded generator, never Math.random):
// about 200 printed pages with 300 block conditions (and 100 inline ones), 20 repeats and 2,000
// merge fields. The `plain` variant is the same document with the logic taken out: what the template
// prints with the benchmark's values (values.ts), the branch each condition takes in place, each
// repeat's body written out once per item (its item fields as document fields, `seller_3_name`),
// formatted fields as plain ones. The `unwrapped` variant is the template as the editor shows it with
// no logic nodes: every branch's content inline, each repeat's body written once. The template and
// `unwrapped` hold the same paragraphs in the same order, so the editor benchmark can type into the
// same one; `plain` holds it too (its condition holds).

import { ITEM_KEYS, LIST_ITEMS, REPEAT_LISTS } from './values.js';

/** `logic`: conditions, repeats and formats as stored nodes; `plain`: what it prints; `unwrapped`: every branch inline. */
type TemplateVariant = 'logic' | 'plain' | 'unwrapped';

/** What the template holds; run.mjs prints it and checks the documents against it. */
export const TEMPLATE_SHAPE = {
  paragraphs: 900,
  blockConditions: 300,
  inlineConditions: 100,
  repeats: 20,
  fields: 2000,
} as const;

/** The words that open the paragraph the editor benchmark types into, inside the middle condition. */
export const TYPING_CLAUSE = 'Clause under review:';

// Fields outside the base paragraphs: two per condition paragraph (an else on every other block
// condition), one per inline condition, three per repeat body. The base paragraphs hold the rest.
const CONDITION_FIELDS = 2;
const REPEAT_FIELDS = 3;
const BASE_FIELDS =
  TEMPLATE_SHAPE.fields -
  CONDITION_FIELDS * (TEMPLATE_SHAPE.blockConditions * 1.5) -
  TEMPLATE_SHAPE.inlineConditions -
  REPEAT_FIELDS * TEMPLATE_SHAPE.repeats;
const PARAGRAPH_BYTES = 380;
const CONDITION_BYTES = 240;
const PARAGRAPHS_PER_SECTION = 20;
// Every eighth base field is formatted, in turn as a date, an amount and an amount in words.
const FORMAT_EVERY = 8;
const FORMATS: ReadonlyArray<[string, string]> = [
  ['effective_date', 'date: "Do [day of] MMMM, YYYY"'],
  ['retainer_amount', 'currency'],
  ['retainer_amount', 'words'],
];

const PROSE_FIELDS = [
  'entity.name',
  'entity.legal_name',
  'client.full_name',
  'client.address',
  'governing_law',
  'effective_date',
  'retainer_amount',
  'hourly_rate',
  'trustee.full_name',
  'person.full_name',
];

// Five of these eight hold for the benchmark's values (values.ts), so both branches are taken. The
// plain variant writes the branch taken; resolve.mjs checks that it prints what the template does.
const CONDITIONS: ReadonlyArray<readonly [expression: string, holds: boolean]> = [
  ["entity.entity_type == 'LLC'", true],
  ["entity.entity_type in ['Corporation', 'Trust']", false],
  ['retainer_amount > 1000', true],
  ['hourly_rate <= 300', false],
  ['agreement.rush', true],
  ['not agreement.rush', false],
  ["governing_law == 'Delaware' and retainer_amount >= 1250", true],
  ["governing_law != 'New York' or agreement.rush", true],
];
const conditionAt = (index: number) => CONDITIONS[index % CONDITIONS.length] ?? ['agreement.rush', true];

// `%` marks a merge field, or a plain phrase once the paragraph has all its fields.
const SENTENCES = [
  '% shall indemnify and hold harmless the other Party from any losses, damages, costs and expenses arising out of a breach of this Agreement.',
  'The obligations of % under this Section shall survive the termination of this Agreement for a period of three (3) years.',
  'All notices shall be in writing and delivered to % at the address set forth above, or to such other address as % may designate.',
  'Fees are payable by % within thirty (30) days of the invoice date; overdue amounts bear interest at one percent per month.',
  'This Agreement shall be governed by the laws of %, without regard to its conflict of laws principles.',
  'Confidential Information disclosed by % shall be used solely for the purposes of this engagement.',
  'No waiver of any provision shall be effective unless made in writing and signed by %.',
];
const PHRASES = ['the Client', 'the Company', 'each Party', 'the Firm'];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A merge-field span. Without logic the format is dropped and item fields are document fields:
 * `seller_3_name` for the third item in `plain` (`item` from 1), `seller_name` in `unwrapped`.
 */
function field(variant: TemplateVariant, id: string, format: string | null = null, item = 0): string {
  if (variant !== 'logic') {
    const plainId = /^(loop|seller|guarantor|member)\./.test(id)
      ? id.replace('.', variant === 'plain' ? `_${item}_` : '_')
      : id;
    return `<span data-merge-field="${plainId}">{{${plainId}}}</span>`;
  }
  const marker = format === null ? id : `${id} | ${format}`;
  const formatAttr = format === null ? '' : ` data-format="${escapeHtml(format)}"`;
  return `<span data-merge-field="${id}"${formatAttr}>${escapeHtml(`{{${marker}}}`)}</span>`;
}

/** Builds the template's HTML; both variants come from the same random sequence. */
export function buildTemplate(variant: TemplateVariant, seed = 2030): string {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let baseFields = 0;
  const nextField = () => {
    baseFields += 1;
    const formatted = FORMATS[(baseFields / FORMAT_EVERY) % FORMATS.length];
    if (baseFields % FORMAT_EVERY === 0 && formatted) return field(variant, formatted[0], formatted[1]);
    return field(variant, pick(PROSE_FIELDS));
  };

  const prose = (fields: number, opening = '', bytes = PARAGRAPH_BYTES) => {
    let text = opening;
    while (text.length < bytes) text += `${pick(SENTENCES)} `;
    for (let slots = text.split('%').length - 1; slots < fields; slots += 1) text += 'Copies go to %. ';
    let placed = 0;
    return text.trim().replace(/%/g, () => (placed++ < fields ? '\u0000' : pick(PHRASES)));
  };
  const withFields = (text: string, fill: () => string) =>
    escapeHtml(text)
      .split('\u0000')
      .reduce((html, part, index) => (index === 0 ? part : html + fill() + part));

  const conditionParagraph = (index: number, branch: 'if' | 'else') => {
    const opening =
      index === TEMPLATE_SHAPE.blockConditions / 2 && branch === 'if' ? `${TYPING_CLAUSE} ` : '';
    const text = prose(CONDITION_FIELDS, opening, CONDITION_BYTES);
    return `<p>${withFields(text, () => field(variant, pick(PROSE_FIELDS)))}</p>`;
  };
  const blockCondition = (index: number) => {
    const ifPart = conditionParagraph(index, 'if');
    const elsePart = index % 2 === 0 ? conditionParagraph(index, 'else') : '';
    const [source, holds] = conditionAt(index);
    if (variant === 'unwrapped') return ifPart + elsePart;
    if (variant === 'plain') return holds ? ifPart : elsePart;
    const expression = escapeHtml(source);
    return `<div data-if="${expression}">${ifPart}${elsePart ? `<div data-else="">${elsePart}</div>` : ''}</div>`;
  };
  const inlineCondition = (index: number) => {
    const inner = `, and where this applies, to the attention of ${field(variant, pick(PROSE_FIELDS))}`;
    const [source, holds] = conditionAt(index + 3);
    if (variant === 'unwrapped') return inner;
    if (variant === 'plain') return holds ? inner : '';
    return `<span data-if="${escapeHtml(source)}">${inner}</span>`;
  };
  const repeat = (index: number) => {
    const { list, as } = REPEAT_LISTS[index % REPEAT_LISTS.length] ?? { list: 'sellers', as: 'seller' };
    const [first, second] = ITEM_KEYS[list] ?? ['name', 'city'];
    const fields = (item: number) => ({
      number: field(variant, 'loop.number', index % 2 === 0 ? 'ordinal' : null, item),
      one: field(variant, `${as}.${first}`, null, item),
      two: field(variant, `${as}.${second}`, null, item),
    });
    // The plain variant writes the body out for each item, the others once.
    const items = variant === 'plain' ? Array.from({ length: LIST_ITEMS }, (_, item) => item + 1) : [0];
    const each = variant === 'logic' ? ` data-each="${list}" data-as="${as}"` : '';
    // Every other pair of repeats is a table row repeated, the rest a repeated block.
    if (Math.floor(index / 2) % 2 === 1) {
      const row = (item: number) => {
        const { number, one, two } = fields(item);
        return `<tr${each}>${[number, one, two].map((cell) => `<td><p>${cell}</p></td>`).join('')}</tr>`;
      };
      const head = ['No.', 'Name', 'Details'].map((cell) => `<th><p>${cell}</p></th>`).join('');
      return `<table><tbody><tr>${head}</tr>${items.map(row).join('')}</tbody></table>`;
    }
    const body = (item: number) => {
      const { number, one, two } = fields(item);
      return `<p>The ${number} party, ${one}, of ${two}, joins this Agreement on the terms above.</p>`;
    };
    return variant === 'logic' ? `<div${each}>${body(0)}</div>` : items.map(body).join('');
  };

  const parts = ['<h1>Purchase and Engagement Agreement</h1>'];
  const { paragraphs, blockConditions, inlineConditions, repeats } = TEMPLATE_SHAPE;
  // Evenly: paragraph i is followed by the conditions and repeats whose share falls on it.
  const share = (count: number, index: number) =>
    Math.floor(((index + 1) * count) / paragraphs) - Math.floor((index * count) / paragraphs);
  let blocks = 0;
  let inlines = 0;
  let repeated = 0;
  for (let index = 0; index < paragraphs; index += 1) {
    if (index % PARAGRAPHS_PER_SECTION === 0) {
      parts.push(`<h2>Section ${index / PARAGRAPHS_PER_SECTION + 1}</h2>`);
    }
    const fields = share(BASE_FIELDS, index);
    const inline = share(inlineConditions, index) > 0 ? inlineCondition(inlines++) : '';
    parts.push(`<p>${withFields(prose(fields), nextField)}${inline}</p>`);
    for (let count = share(blockConditions, index); count > 0; count -= 1)
      parts.push(blockCondition(blocks++));
    for (let count = share(repeats, index); count > 0; count -= 1) parts.push(repeat(repeated++));
  }
  return parts.join('');
}
