import { field } from './html.js';
import type { AgreementKind, Party } from './types.js';

// Which kind of agreement a prompt and a category ask for, and how each kind names its parties.

interface KindSignals {
  /** Words that name the kind ("NDA", "lease"): worth three. */
  strong: RegExp;
  /** Words that suggest it ("tenant", "employee"): worth one. */
  weak: RegExp;
}

// In order of precedence when scores tie.
const SIGNALS: readonly [AgreementKind, KindSignals][] = [
  [
    'nda',
    {
      strong: /\bnda\b|\bnon[\s-]?disclosure\b|\bconfidentiality\s+agreement\b|\bsecrecy\b/g,
      weak: /\bconfidential(?:ity)?\b/g,
    },
  ],
  [
    'employment',
    {
      strong: /\bemployment\b|\boffer\s+letter\b/g,
      weak: /\bemployees?\b|\bemployer\b|\bhir(?:e|ing)\b|\bsalary\b|\bstaff\b/g,
    },
  ],
  [
    'lease',
    {
      strong: /\bleases?\b|\btenancy\b|\brental\s+agreement\b/g,
      weak: /\blandlord\b|\btenants?\b|\brent\b|\bpremises\b/g,
    },
  ],
  // Before services: a law firm's letter names its client and its services too.
  [
    'engagement',
    {
      strong:
        /\bengagement\s+(?:letter|agreement)s?\b|\bletters?\s+of\s+engagement\b|\bretainer\s+(?:agreement|letter)s?\b|\blegal\s+fee\s+agreement\b/g,
      weak: /\bretainer\b|\blaw\s+firm\b|\blegal\s+(?:services|representation|counsel)\b|\battorneys?\b|\bhourly\s+rates?\b/g,
    },
  ],
  [
    'services',
    {
      strong:
        /\bservices?\s+agreement\b|\bconsult(?:ing|ancy|ant)\b|\b(?:independent\s+)?contractors?\b|\bstatement\s+of\s+work\b|\bmaster\s+services\b|\bmsa\b|\bfreelanc\w*/g,
      weak: /\bservices?\b|\bvendor\b|\bsupplier\b|\bagency\b/g,
    },
  ],
];

const count = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

/**
 * The kind a prompt and a category ask for: each kind's words are scored (the category's count
 * double), the highest wins, and a prompt that names none gets a general agreement. `prompt` should
 * have its explicit asks removed ("a services agreement with confidentiality" is not an NDA).
 */
export function agreementKind(prompt: string, category: string): AgreementKind {
  const text = prompt.toLowerCase();
  const heading = category.toLowerCase();
  let best: AgreementKind = 'general';
  let bestScore = 0;
  for (const [kind, { strong, weak }] of SIGNALS) {
    const score =
      (count(strong, text) + 2 * count(strong, heading)) * 3 + count(weak, text) + 2 * count(weak, heading);
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

/** The title a kind gets when the caller gives no name. */
export function defaultTitle(kind: AgreementKind, prompt: string): string {
  const text = prompt.toLowerCase();
  if (kind === 'nda') return 'Mutual Non-Disclosure Agreement';
  if (kind === 'employment') return 'Employment Agreement';
  if (kind === 'lease') return 'Lease Agreement';
  if (kind === 'engagement') return 'Engagement Letter';
  if (kind === 'services') {
    if (/\bconsult(?:ing|ancy|ant)\b/.test(text)) return 'Consulting Agreement';
    if (/\bcontractors?\b/.test(text)) return 'Independent Contractor Agreement';
    return 'Services Agreement';
  }
  return 'Agreement';
}

const entityParty = (role: string): Party => ({
  role,
  name: field('entity.legal_name'),
  address: field('entity.entity_address'),
  email: field('entity.email'),
  signer: field('owner.full_name'),
  signerTitle: field('owner.title'),
});

const counterparty = (role: string): Party => ({
  role,
  name: field('Counterparty Name'),
  address: field('Counterparty Address'),
  email: field('Counterparty Email'),
  signer: field('Counterparty Signatory'),
  signerTitle: field('Counterparty Signatory Title'),
});

// An engagement letter is the firm's own: its name and who signs for it are typed per letter.
const lawFirm: Party = {
  role: 'Firm',
  name: field('Firm Name'),
  address: field('Firm Address'),
  email: field('Firm Email'),
  signer: field('Responsible Attorney'),
  signerTitle: field('Responsible Attorney Title'),
};

const employee: Party = {
  role: 'Employee',
  name: field('person.full_name'),
  address: field('person.address'),
  email: field('person.primary_email'),
  signer: field('person.full_name'),
  signerTitle: null,
};

/**
 * The two parties of a kind. The first is filled from the firm's entity record (entity., with its
 * owner signing); the second from fields typed per document, or from the person record for an employee.
 */
export function kindParties(kind: AgreementKind): { first: Party; second: Party } {
  if (kind === 'services') return { first: entityParty('Client'), second: counterparty('Provider') };
  if (kind === 'employment') return { first: entityParty('Company'), second: employee };
  if (kind === 'lease') return { first: entityParty('Landlord'), second: counterparty('Tenant') };
  if (kind === 'engagement') return { first: lawFirm, second: entityParty('Client') };
  return { first: entityParty('Company'), second: counterparty('Counterparty') };
}
