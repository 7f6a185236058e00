import { field, paragraphs } from '../html.js';
import type { LibraryClause } from '../types.js';

// How long the agreement lasts and how it ends. Employment and leases have their own (employment.ts,
// lease.ts).

export const TERM_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'term',
    title: 'Term',
    categories: ['services', 'general'],
    fits: ['services', 'general'],
    keywords: ['renewal', 'auto-renewal'],
    body: () =>
      paragraphs(
        `This Agreement begins on the Effective Date and continues for ${field('Initial Term')}, unless terminated earlier as this Agreement allows. It then renews for successive one (1) year periods unless either party notifies the other in writing, at least thirty (30) days before the end of the current period, that it will not renew.`,
      ),
  },
  {
    id: 'termination',
    title: 'Termination',
    categories: ['services', 'general'],
    fits: ['services', 'general'],
    keywords: ['termination'],
    body: (context) =>
      paragraphs(
        'Either party may terminate this Agreement for convenience on thirty (30) days’ written notice to the other.',
        'Either party may terminate this Agreement at once by written notice if the other party materially breaches it and does not cure the breach within fifteen (15) days after receiving written notice describing it. Either party may also terminate it at once by written notice if the other party becomes insolvent, makes a general assignment for the benefit of creditors, or becomes the subject of bankruptcy proceedings that are not dismissed within sixty (60) days.',
        context.kind === 'services'
          ? 'On termination, Client will pay Provider for the Services performed and the expenses incurred up to the termination date, and each party will return or destroy the other’s Confidential Information as the other party asks.'
          : 'On termination, each party will pay the other any amount then due and return or destroy the other’s Confidential Information as the other party asks.',
      ),
  },
  {
    id: 'nda-term',
    title: 'Term',
    categories: ['nda'],
    fits: ['nda'],
    keywords: [],
    body: () =>
      paragraphs(
        'This Agreement covers Confidential Information disclosed during the two (2) years after the Effective Date. Either party may end that period earlier by written notice to the other.',
        'The Receiving Party’s duties under this Agreement continue for three (3) years after the end of that period, and for any trade secret for as long as it remains a trade secret under applicable law.',
      ),
  },
];
