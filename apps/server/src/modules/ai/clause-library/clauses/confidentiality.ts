import { numbered, paragraphs } from '../html.js';
import type { LibraryClause } from '../types.js';

// Confidentiality for every kind: one mutual clause for commercial agreements, the sections of a
// mutual NDA, and an employee's duties. "Confidentiality" in a prompt adds the variant that fits the kind.

const NDA: readonly ['nda'] = ['nda'];

export const CONFIDENTIALITY_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    categories: ['services', 'general'],
    fits: ['services', 'general', 'lease'],
    keywords: ['confidentiality', 'confidential information'],
    body: () =>
      paragraphs(
        '“Confidential Information” means non-public information that one party discloses to the other under this Agreement and that is marked confidential or that a reasonable person would understand to be confidential.',
        'The receiving party will keep the other party’s Confidential Information confidential, use it only to perform its obligations and exercise its rights under this Agreement, and disclose it only to its employees, contractors and advisers who need to know it for that purpose and are bound by confidentiality duties at least as protective as this section. It will protect that information with at least reasonable care.',
        'These duties do not apply to information that is or becomes public through no fault of the receiving party, that the receiving party already knew lawfully, that it receives lawfully from a third party without a duty of confidence, or that it develops independently. The receiving party may disclose Confidential Information when the law requires, after giving the disclosing party prompt notice where lawful.',
      ),
  },
  {
    id: 'nda-obligations',
    title: 'Confidentiality Obligations',
    categories: NDA,
    fits: NDA,
    keywords: ['confidentiality', 'confidential information'],
    body: () =>
      paragraphs('The Receiving Party will:') +
      numbered(
        'use Confidential Information only for the Purpose;',
        'disclose it only to those of its Representatives who need to know it for the Purpose and are bound by confidentiality duties at least as protective as this Agreement; and',
        'protect it with at least the care it uses for its own information of a similar kind, and never less than reasonable care.',
      ) +
      paragraphs(
        'The Receiving Party is responsible for any act or omission of its Representatives that would breach this Agreement if done by the Receiving Party.',
      ),
  },
  {
    id: 'nda-exclusions',
    title: 'Exclusions',
    categories: NDA,
    fits: NDA,
    keywords: ['exclusions'],
    body: () =>
      paragraphs('Confidential Information does not include information that the Receiving Party can show:') +
      numbered(
        'is or becomes public through no fault of the Receiving Party or its Representatives;',
        'was known to the Receiving Party, without a duty of confidence, before the Disclosing Party disclosed it;',
        'the Receiving Party received lawfully from a third party who owed no duty of confidence to the Disclosing Party; or',
        'the Receiving Party developed independently, without using the Disclosing Party’s Confidential Information.',
      ),
  },
  {
    id: 'compelled-disclosure',
    title: 'Disclosure Required by Law',
    categories: NDA,
    fits: NDA,
    keywords: ['compelled disclosure', 'required disclosure', 'subpoena'],
    body: () =>
      paragraphs(
        'If a law, regulation, court order or other legal process requires the Receiving Party to disclose Confidential Information, it may disclose the part that is required. Where the law allows, it will first give the Disclosing Party prompt written notice and reasonable help, at the Disclosing Party’s expense, to seek a protective order or other remedy.',
      ),
  },
  {
    id: 'return-of-materials',
    title: 'Return or Destruction of Materials',
    categories: NDA,
    fits: NDA,
    keywords: ['return of materials', 'return or destruction', 'return of information'],
    body: () =>
      paragraphs(
        'Within ten (10) days after the Disclosing Party’s written request, the Receiving Party will return or destroy all Confidential Information in its possession or control and confirm in writing that it has done so. The Receiving Party may keep copies that law or its regulators require it to keep, or that are held in automatic electronic backups, and those copies remain subject to this Agreement.',
      ),
  },
  {
    id: 'no-license',
    title: 'No License or Obligation',
    categories: NDA,
    fits: NDA,
    keywords: ['no license'],
    body: () =>
      paragraphs(
        'Confidential Information remains the property of the Disclosing Party. This Agreement grants the Receiving Party no license or other right in it, except the limited right to use it for the Purpose.',
        'This Agreement does not oblige either party to disclose any particular information or to enter into any further agreement or transaction.',
      ),
  },
  {
    id: 'nda-disclaimer',
    title: 'No Warranty',
    categories: NDA,
    fits: NDA,
    keywords: ['disclaimer', 'no warranty'],
    body: () =>
      paragraphs(
        'Confidential Information is provided “as is”. The Disclosing Party makes no warranty about its accuracy or completeness and has no liability for the Receiving Party’s use of it, except as a separate written agreement between the parties provides.',
      ),
  },
  {
    id: 'remedies',
    title: 'Remedies',
    categories: NDA,
    fits: ['nda', 'services', 'general'],
    keywords: ['injunctive relief', 'equitable relief', 'remedies'],
    body: () =>
      paragraphs(
        'A breach of a party’s confidentiality duties may cause the other party irreparable harm for which money damages would not be an adequate remedy. The harmed party may therefore seek an injunction or other equitable relief to prevent or stop the breach, without posting a bond, in addition to any other remedy available to it.',
      ),
  },
];
