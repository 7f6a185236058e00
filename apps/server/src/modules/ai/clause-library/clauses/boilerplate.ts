import { field, paragraphs, signatureField } from '../html.js';
import { AGREEMENT_KINDS, type ClauseContext, type LibraryClause, type Party } from '../types.js';

// The general provisions at the end of an agreement. Governing law, notices, entire agreement,
// severability and the signature block are in every agreement (`required`); the others are in the
// kinds' default sets or added on request.

const ALL = AGREEMENT_KINDS;
// An engagement letter has its own fee-dispute clause, and a lawyer's engagement is not assigned.
const AGREEMENTS = AGREEMENT_KINDS.filter((kind) => kind !== 'engagement');

// Clauses that outlast the agreement, by id, in the order survival lists them.
const SURVIVING = [
  'fees-payment',
  'confidentiality',
  'nda-obligations',
  'employee-confidentiality',
  'intellectual-property',
  'invention-assignment',
  'non-solicitation',
  'employee-non-solicitation',
  'non-compete',
  'disclaimer',
  'limitation-of-liability',
  'indemnity',
  'governing-law',
  'dispute-resolution',
  'arbitration',
];

function survival(context: ClauseContext): string {
  const rest = 'any payment obligation that arose before this Agreement ended';
  const numbers = SURVIVING.flatMap((id) => context.sections.get(id) ?? [])
    .sort((a, b) => a - b)
    .map(String);
  if (numbers.length === 0)
    return `Any provision of this Agreement that by its nature is meant to survive its termination or expiration survives it, and so does ${rest}.`;
  const last = numbers.pop()!;
  const listed =
    numbers.length > 0 ? `Sections ${numbers.join(', ')} and ${last} survive` : `Section ${last} survives`;
  return `${listed} the termination or expiration of this Agreement, together with any other provision that by its nature is meant to survive and ${rest}.`;
}

const noticeLine = (party: Party) => `To ${party.role}: ${party.address}, email ${party.email}.`;

function signatureBlock(party: Party, signer: number): string {
  return (
    paragraphs(party.role === 'Employee' ? 'EMPLOYEE' : party.name) +
    signatureField(signer) +
    paragraphs(
      `Name: ${party.signer}`,
      ...(party.signerTitle ? [`Title: ${party.signerTitle}`] : []),
      'Date:',
    )
  );
}

export const BOILERPLATE_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'force-majeure',
    title: 'Force Majeure',
    categories: ['services', 'general', 'lease'],
    fits: ALL,
    keywords: ['force majeure', 'act of god', 'acts of god'],
    body: () =>
      paragraphs(
        'Neither party is liable for a failure or delay in performing an obligation under this Agreement, other than an obligation to pay money, to the extent it is caused by events beyond its reasonable control, such as natural disasters, epidemics, war, terrorism, civil unrest, government action, labor disputes not involving its own workforce, and failures of public utilities or networks.',
        'The affected party will notify the other promptly, use reasonable efforts to limit the effects, and resume performance as soon as practicable. If the event prevents performance for more than sixty (60) days, either party may terminate this Agreement by written notice.',
      ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    categories: ALL,
    fits: ALL,
    keywords: ['governing law', 'choice of law'],
    required: true,
    body: ({ place }) =>
      paragraphs(
        `This Agreement and any dispute arising out of or relating to it are governed by the laws of ${place}, without regard to its conflict of laws rules.`,
      ),
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute Resolution',
    categories: AGREEMENTS,
    fits: ALL,
    keywords: ['dispute resolution', 'jurisdiction', 'venue'],
    body: ({ place }) =>
      paragraphs(
        'The parties will first try in good faith to resolve any dispute arising out of or relating to this Agreement through discussions between senior representatives, for at least thirty (30) days after one party notifies the other of the dispute.',
        `If the dispute is not resolved, each party submits to the exclusive jurisdiction of the state and federal courts located in ${place} and waives any objection to venue there. Either party may seek an injunction or other equitable relief in any court of competent jurisdiction to protect its confidential information or intellectual property.`,
      ),
  },
  {
    id: 'arbitration',
    title: 'Arbitration',
    categories: [],
    fits: ALL,
    keywords: ['arbitration', 'arbitrate', 'arbitrator'],
    replaces: ['dispute-resolution'],
    body: ({ kind }) =>
      paragraphs(
        `Any dispute arising out of or relating to this Agreement will be resolved by final and binding arbitration administered by the American Arbitration Association under its ${kind === 'employment' ? 'Employment' : 'Commercial'} Arbitration Rules, before a single arbitrator, in ${field('Arbitration Location')}. Judgment on the award may be entered in any court with jurisdiction.`,
        'Either party may ask a court for temporary injunctive relief to preserve the status quo until the arbitrator rules. To the extent the law allows, each party waives any right to a jury trial and to bring or take part in a class or collective action.',
      ),
  },
  {
    id: 'notices',
    title: 'Notices',
    categories: ALL,
    fits: ALL,
    keywords: ['notices'],
    required: true,
    body: ({ first, second }) =>
      paragraphs(
        'All notices under this Agreement must be in writing and delivered by hand, by a nationally recognized overnight courier, or by email, to the addresses below or to any other address a party gives by notice. A notice takes effect when received; an email received outside the recipient’s business hours takes effect on its next business day.',
        noticeLine(first),
        noticeLine(second),
      ),
  },
  {
    id: 'assignment',
    title: 'Assignment',
    categories: AGREEMENTS,
    fits: ALL,
    keywords: ['assignment'],
    body: () =>
      paragraphs(
        'Neither party may assign or transfer this Agreement, or any of its rights or obligations under it, without the other party’s prior written consent. However, a party that is a business entity may assign this Agreement without consent to a successor to all or substantially all of the business or assets to which this Agreement relates, if the successor agrees in writing to be bound by it. Any other attempted assignment is void. This Agreement binds and benefits the parties and their permitted successors and assigns.',
      ),
  },
  {
    id: 'amendment',
    title: 'Amendment',
    categories: ALL,
    fits: ALL,
    keywords: ['amendment', 'amendments'],
    body: () =>
      paragraphs('This Agreement may be amended only by a written document signed by both parties.'),
  },
  {
    id: 'waiver',
    title: 'Waiver',
    categories: ALL,
    fits: ALL,
    keywords: ['waiver'],
    body: () =>
      paragraphs(
        'A party’s failure or delay in exercising a right under this Agreement does not waive that right. A waiver is effective only if it is in writing and signed by the party giving it, and only for the instance it describes.',
      ),
  },
  {
    id: 'severability',
    title: 'Severability',
    categories: ALL,
    fits: ALL,
    keywords: ['severability'],
    required: true,
    body: () =>
      paragraphs(
        'If a court holds any provision of this Agreement invalid or unenforceable, that provision will be enforced to the greatest extent the law allows, and the rest of this Agreement will continue in full force and effect.',
      ),
  },
  {
    id: 'entire-agreement',
    title: 'Entire Agreement',
    categories: ALL,
    fits: ALL,
    keywords: ['entire agreement', 'integration'],
    required: true,
    body: ({ kind }) =>
      paragraphs(
        `This Agreement, including ${kind === 'services' ? 'its schedules and any change orders signed under it' : 'any schedules to it'}, is the entire agreement between the parties about its subject matter and supersedes all prior and contemporaneous agreements, proposals and understandings, written or oral, about that subject matter.`,
      ),
  },
  {
    id: 'counterparts',
    title: 'Counterparts and Electronic Signatures',
    categories: ALL,
    fits: ALL,
    keywords: ['counterparts', 'electronic signature', 'electronic signatures'],
    body: () =>
      paragraphs(
        'This Agreement may be signed in counterparts, each of which is an original and all of which together are one agreement. Signatures delivered electronically, including through an electronic signature service or as a scanned copy, are as effective as original signatures.',
      ),
  },
  {
    id: 'survival',
    title: 'Survival',
    categories: ['services', 'general', 'employment'],
    fits: ALL,
    keywords: ['survival'],
    body: (context) => paragraphs(survival(context)),
  },
  {
    id: 'further-assurances',
    title: 'Further Assurances',
    categories: ['general'],
    fits: ALL,
    keywords: ['further assurances'],
    body: () =>
      paragraphs(
        'Each party will sign and deliver any further documents, and take any further steps, that the other party reasonably asks for to carry out this Agreement.',
      ),
  },
  {
    id: 'signature-block',
    title: 'Signatures',
    categories: ALL,
    fits: ALL,
    keywords: [],
    required: true,
    body: ({ first, second }) =>
      paragraphs('The parties have signed this Agreement as of the Effective Date.') +
      signatureBlock(first, 1) +
      signatureBlock(second, 2),
  },
];
