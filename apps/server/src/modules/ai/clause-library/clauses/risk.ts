import { numbered, paragraphs } from '../html.js';
import type { AgreementKind, LibraryClause } from '../types.js';

// Who owns the work, what each party promises, and who bears which loss: the commercial core of a
// services agreement, most of it fitting a general agreement too. Roles come from the context.

const COMMERCIAL: readonly AgreementKind[] = ['services', 'general'];
const NOT_EMPLOYMENT: readonly AgreementKind[] = ['services', 'general', 'nda', 'lease'];

export const RISK_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    categories: ['services'],
    fits: ['services'],
    keywords: [
      'intellectual property',
      'ip ownership',
      'work product',
      'work for hire',
      'ownership of deliverables',
    ],
    body: () =>
      paragraphs(
        'When Client has paid the Fees for them, Provider assigns to Client all right, title and interest in the Deliverables, including all intellectual property rights in them, except the Provider Materials.',
        'Provider keeps all rights in the Provider Materials and grants Client a non-exclusive, perpetual, irrevocable, royalty-free, worldwide license to use, copy and modify any Provider Materials included in the Deliverables, as part of the Deliverables.',
        'Client keeps all rights in the Client Materials and grants Provider a limited license to use them only to perform the Services.',
      ),
  },
  {
    id: 'warranties',
    title: 'Representations and Warranties',
    categories: COMMERCIAL,
    fits: ['services', 'general', 'lease'],
    keywords: ['warranty', 'warranties', 'representations'],
    body: (context) =>
      paragraphs('Each party represents and warrants to the other that:') +
      numbered(
        'it is duly organized and in good standing, where those concepts apply to it, and has full power and authority to enter into and perform this Agreement;',
        'signing and performing this Agreement will not breach any other agreement by which it is bound; and',
        'it will comply with all laws that apply to its performance of this Agreement.',
      ) +
      (context.kind === 'services'
        ? paragraphs(
            'Provider also warrants that the Services will conform to this Agreement. If they do not, and Client notifies Provider within thirty (30) days after their performance, Provider will re-perform the non-conforming Services at no extra charge or, if it cannot, refund the Fees paid for them.',
          )
        : ''),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    categories: COMMERCIAL,
    fits: ['services', 'general', 'lease'],
    keywords: ['disclaimer'],
    body: () =>
      paragraphs(
        'EXCEPT AS EXPRESSLY STATED IN THIS AGREEMENT, NEITHER PARTY MAKES ANY WARRANTY, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE OR NON-INFRINGEMENT, AND EACH PARTY DISCLAIMS ALL SUCH WARRANTIES.',
      ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    categories: COMMERCIAL,
    fits: NOT_EMPLOYMENT,
    keywords: ['limitation of liability', 'liability cap', 'cap on liability', 'limit liability'],
    body: () =>
      paragraphs(
        'NEITHER PARTY WILL BE LIABLE UNDER OR IN CONNECTION WITH THIS AGREEMENT FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS, REVENUE OR DATA, EVEN IF IT WAS TOLD THEY WERE POSSIBLE.',
        'EACH PARTY’S TOTAL LIABILITY UNDER OR IN CONNECTION WITH THIS AGREEMENT WILL NOT EXCEED THE AMOUNTS PAID AND PAYABLE UNDER THIS AGREEMENT IN THE TWELVE (12) MONTHS BEFORE THE EVENT GIVING RISE TO THE CLAIM.',
        'The limits in this section do not apply to a party’s indemnity obligations, to its breach of its confidentiality obligations, to its gross negligence, fraud or willful misconduct, or to any liability that the law does not allow to be limited.',
      ),
  },
  {
    id: 'indemnity',
    title: 'Indemnification',
    categories: ['services', 'general', 'lease'],
    fits: NOT_EMPLOYMENT,
    keywords: ['indemnity', 'indemnification', 'indemnify', 'hold harmless'],
    body: (context) =>
      paragraphs(
        'Each party (the “Indemnifying Party”) will defend, indemnify and hold harmless the other party and its officers, directors, employees and agents against all third-party claims, and the resulting losses, damages, liabilities, costs and reasonable attorneys’ fees, to the extent they arise from the Indemnifying Party’s breach of this Agreement, negligence or willful misconduct.',
        ...(context.kind === 'services'
          ? [
              'Provider will also defend and indemnify Client on the same terms against any third-party claim that the Deliverables, as Provider delivered them, infringe or misappropriate that third party’s intellectual property rights.',
            ]
          : []),
        'The party claiming under this section will notify the Indemnifying Party promptly of the claim, let it control the defense and settlement, and cooperate reasonably at its expense. The Indemnifying Party may not settle a claim in a way that imposes an obligation or admission on the other party without that party’s written consent.',
      ),
  },
  {
    id: 'insurance',
    title: 'Insurance',
    categories: ['services'],
    fits: COMMERCIAL,
    keywords: ['insurance'],
    body: ({ second }) =>
      paragraphs(
        `While this Agreement is in effect and for one (1) year after it ends, ${second.role} will maintain, with insurers rated A- or better by A.M. Best, commercial general liability insurance of at least one million dollars ($1,000,000) per occurrence, professional liability insurance of at least one million dollars ($1,000,000) per claim, and workers’ compensation insurance as the law requires. ${second.role} will provide certificates of that insurance on request.`,
      ),
  },
  {
    id: 'independent-contractor',
    title: 'Independent Contractors',
    categories: ['services'],
    fits: NOT_EMPLOYMENT,
    keywords: ['independent contractor'],
    body: (context) =>
      paragraphs(
        'The parties are independent contractors. This Agreement does not create a partnership, joint venture, agency, fiduciary or employment relationship between them, and neither party may bind the other.',
        ...(context.kind === 'services'
          ? [
              'Provider controls the manner and means of performing the Services and is solely responsible for its personnel and for their compensation, benefits and taxes.',
            ]
          : []),
      ),
  },
  {
    id: 'data-protection',
    title: 'Data Protection',
    categories: [],
    fits: COMMERCIAL,
    keywords: [
      'data protection',
      'personal data',
      'personal information',
      'privacy',
      'gdpr',
      'ccpa',
      'data processing',
    ],
    body: ({ first, second }) =>
      paragraphs(
        `If ${second.role} processes personal information on behalf of ${first.role} under this Agreement, ${second.role} will:`,
      ) +
      numbered(
        `process it only on ${first.role}’s documented instructions and only as needed to perform this Agreement;`,
        'comply with all privacy and data protection laws that apply to it, and not sell or share the personal information;',
        'protect it with appropriate technical and organizational security measures, and make sure that everyone who has access to it is bound by a duty of confidentiality;',
        `notify ${first.role} without undue delay, and in any case within seventy-two (72) hours, after becoming aware of a security breach affecting it; and`,
        `delete or return it when this Agreement ends, as ${first.role} chooses, unless the law requires it to be kept.`,
      ) +
      paragraphs('The parties will sign any additional data processing terms that applicable law requires.'),
  },
  {
    id: 'non-solicitation',
    title: 'Non-Solicitation',
    categories: [],
    fits: NOT_EMPLOYMENT,
    keywords: ['non-solicitation', 'non-solicit', 'no-poach', 'nonsolicitation'],
    body: () =>
      paragraphs(
        'While this Agreement is in effect and for twelve (12) months after it ends, neither party will, directly or indirectly, solicit for employment or engagement any employee of the other party with whom it had material contact in connection with this Agreement. General advertisements not aimed at the other party’s employees, and hiring anyone who answers them, do not breach this section.',
      ),
  },
];
