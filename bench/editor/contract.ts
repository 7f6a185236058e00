// A long contract for the editor benchmark, the same on every run: a seeded generator, never Math.random.

/** How merge fields are written: product spans, or the bare baseline's plain `{{id}}` text. */
export type ContractVariant = 'product' | 'bare';

/** Options of buildContract. */
export interface ContractOptions {
  /** Merge fields in the document, spread evenly over the paragraphs. */
  fields: number;
  variant: ContractVariant;
  /** Body paragraphs; headings, lists and the table come on top. */
  paragraphs?: number;
  seed?: number;
}

/** The benchmark's document size: 2,000 paragraphs of about 500 bytes, about 200 pages. */
export const CONTRACT_PARAGRAPHS = 2000;
const PARAGRAPHS_PER_SECTION = 20;
const SECTIONS_PER_ARTICLE = 5;
const PARAGRAPH_BYTES = 380;

/** Field ids of a realistic engagement letter: standard record fields and custom ones. */
export const CONTRACT_FIELD_IDS = [
  'person.first_name',
  'person.last_name',
  'person.full_name',
  'person.primary_email',
  'entity.name',
  'entity.legal_name',
  'entity.ein',
  'entity.state_of_formation',
  'entity.entity_address',
  'client.full_name',
  'client.address',
  'trustee.full_name',
  'governing_law',
  'effective_date',
  'retainer_amount',
  'hourly_rate',
] as const;

const ARTICLES = [
  'Definitions',
  'Scope of Engagement',
  'Fees and Expenses',
  'Confidentiality',
  'Representations and Warranties',
  'Indemnification',
  'Limitation of Liability',
  'Term and Termination',
  'Dispute Resolution',
  'Miscellaneous',
];

const SECTIONS = [
  'General',
  'Obligations of the Parties',
  'Notices',
  'Records',
  'Exceptions',
  'Survival',
  'Assignment',
  'Waiver',
];

// `%` marks where a party is named: a merge field, or a plain phrase when the paragraph has no field left.
const SENTENCES = [
  '% shall indemnify, defend and hold harmless the other Party and its officers, directors and employees from and against any and all losses, damages, liabilities, costs and expenses arising out of any breach of this Agreement.',
  'Notwithstanding anything to the contrary herein, the obligations of % under this Section shall survive the expiration or earlier termination of this Agreement for a period of three (3) years.',
  'All notices under this Agreement shall be in writing and delivered to % at the address set forth above, or to such other address as % may designate by notice given in accordance with this Section.',
  'The Firm shall keep complete and accurate records of all services rendered to % and shall make such records available for inspection upon reasonable prior written notice.',
  'Each Party represents and warrants that it has full power and authority to enter into and perform this Agreement, and that the execution hereof by % has been duly authorized by all necessary action.',
  'This Agreement shall be governed by and construed in accordance with the laws of %, without regard to its conflict of laws principles that would require the application of any other law.',
  'Any dispute arising out of or relating to this Agreement shall first be referred to the senior representatives of % and the Firm, who shall meet in good faith within thirty (30) days.',
  'Fees shall be invoiced monthly in arrears and are payable by % within thirty (30) days of the invoice date; overdue amounts bear interest at the lesser of one percent per month or the maximum lawful rate.',
  'Confidential Information disclosed by % shall be used solely for the purposes of this engagement and shall not be disclosed to any third party without prior written consent.',
  'No waiver of any provision of this Agreement shall be effective unless made in writing and signed by %, and no failure or delay in exercising any right shall operate as a waiver thereof.',
  'The Firm may engage local counsel or other professionals on behalf of % where reasonably necessary, and the reasonable fees of such professionals shall be reimbursed as expenses.',
  'Neither Party shall be liable for any failure or delay in performance caused by events beyond its reasonable control, provided that % gives prompt notice of such event.',
];

const PARTY_PHRASES = ['the Client', 'the Company', 'each Party', 'the Trustee', 'the Firm'];

const LIST_ITEMS = [
  'copies of all organizational documents, including the certificate of formation and operating agreement;',
  'the most recent financial statements and tax returns, together with any notices from taxing authorities;',
  'a schedule of all material contracts, leases and licenses to which the Client is a party;',
  'any pending or threatened litigation, claims or governmental investigations known to the Client.',
];

// mulberry32: small, fast and good enough to vary the prose deterministically.
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

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function renderField(id: string, variant: ContractVariant): string {
  return variant === 'product' ? `<span data-merge-field="${id}">{{${id}}}</span>` : `{{${id}}}`;
}

// One paragraph holding exactly `fieldCount` fields; extra notice sentences carry fields past the slots.
function renderParagraph(random: () => number, fieldCount: number, variant: ContractVariant): string {
  const sentences: string[] = [];
  let length = 0;
  while (length < PARAGRAPH_BYTES) {
    const sentence = pick(random, SENTENCES);
    sentences.push(sentence);
    length += sentence.length + 1;
  }
  let text = sentences.join(' ');
  const slots = text.split('%').length - 1;
  for (let extra = slots; extra < fieldCount; extra += 2) text += ' Copies shall be sent to % and %.';
  let placed = 0;
  return text.replace(/%/g, () => {
    if (placed >= fieldCount) return pick(random, PARTY_PHRASES);
    placed += 1;
    return renderField(pick(random, CONTRACT_FIELD_IDS), variant);
  });
}

function renderList(sectionNumber: string): string {
  const items = LIST_ITEMS.map((item) => `<li><p>${item}</p></li>`).join('');
  return `<p>The Client shall deliver to the Firm, within ten days after Section ${sectionNumber} applies:</p><ul>${items}</ul>`;
}

function renderFeeTable(): string {
  const rows = [
    ['Partner', '$650', 'Strategy, negotiation and signing'],
    ['Senior associate', '$425', 'Drafting and due diligence'],
    ['Associate', '$325', 'Research and document review'],
    ['Paralegal', '$195', 'Filings, closing sets and records'],
  ]
    .map((cells) => `<tr>${cells.map((cell) => `<td><p>${cell}</p></td>`).join('')}</tr>`)
    .join('');
  return `<table><tbody><tr><th><p>Timekeeper</p></th><th><p>Hourly rate</p></th><th><p>Typical work</p></th></tr>${rows}</tbody></table>`;
}

/**
 * The contract's HTML: a title, articles and sections with a heading every 20 paragraphs, a few lists
 * and a fee table, and `fields` merge fields spread evenly over the paragraphs.
 */
export function buildContract(options: ContractOptions): string {
  const { fields, variant, paragraphs = CONTRACT_PARAGRAPHS, seed = 2024 } = options;
  const random = seededRandom(seed);
  const parts = ['<h1>Engagement Agreement</h1>'];
  for (let index = 0; index < paragraphs; index += 1) {
    if (index % PARAGRAPHS_PER_SECTION === 0) {
      const section = index / PARAGRAPHS_PER_SECTION;
      const article = Math.floor(section / SECTIONS_PER_ARTICLE);
      if (section % SECTIONS_PER_ARTICLE === 0) {
        parts.push(`<h2>Article ${article + 1}. ${ARTICLES[article % ARTICLES.length]}</h2>`);
      }
      const sectionNumber = `${article + 1}.${(section % SECTIONS_PER_ARTICLE) + 1}`;
      parts.push(`<h3>Section ${sectionNumber} ${pick(random, SECTIONS)}</h3>`);
      if (section % 20 === 7) parts.push(renderList(sectionNumber));
      if (section === 12) parts.push(renderFeeTable());
    }
    // Evenly: paragraph i holds the fields whose index falls in its share of the document.
    const fieldCount =
      Math.floor(((index + 1) * fields) / paragraphs) - Math.floor((index * fields) / paragraphs);
    parts.push(`<p>${renderParagraph(random, fieldCount, variant)}</p>`);
  }
  return parts.join('');
}
