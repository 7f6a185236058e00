import type { LibraryClause } from '../types.js';
import { BOILERPLATE_CLAUSES } from './boilerplate.js';
import { CONFIDENTIALITY_CLAUSES } from './confidentiality.js';
import { EMPLOYMENT_CLAUSES } from './employment.js';
import { ENGAGEMENT_CLAUSES } from './engagement.js';
import { LEASE_CLAUSES } from './lease.js';
import { PARTIES_CLAUSES } from './parties.js';
import { RISK_CLAUSES } from './risk.js';
import { SCOPE_CLAUSES } from './scope.js';
import { TERM_CLAUSES } from './term.js';

// The clause library, and the one order its clauses take in any agreement: who and what first, then
// money, duration, information, ownership, restrictions, risk, disputes, and the general provisions.

/** Every clause of the library, by id. */
export const LIBRARY: ReadonlyMap<string, LibraryClause> = new Map(
  [
    PARTIES_CLAUSES,
    SCOPE_CLAUSES,
    TERM_CLAUSES,
    CONFIDENTIALITY_CLAUSES,
    RISK_CLAUSES,
    EMPLOYMENT_CLAUSES,
    LEASE_CLAUSES,
    ENGAGEMENT_CLAUSES,
    BOILERPLATE_CLAUSES,
  ]
    .flat()
    .map((clause) => [clause.id, clause]),
);

/** Clause ids in the order they stand in an agreement. */
export const CLAUSE_ORDER: readonly string[] = [
  'parties-general',
  'parties-services',
  'parties-nda',
  'parties-employment',
  'parties-lease',
  'parties-engagement',
  'definitions',
  'nda-definitions',
  'purpose',
  'services-scope',
  'position-duties',
  'premises',
  'engagement-scope',
  'fees-payment',
  'expenses',
  'compensation',
  'benefits',
  'rent',
  'security-deposit',
  'use-of-premises',
  'maintenance-repairs',
  'engagement-fees',
  'engagement-retainer',
  'engagement-expenses',
  'client-responsibilities',
  'conflicts-of-interest',
  'no-guarantee',
  'term',
  'lease-term',
  'termination',
  'at-will-employment',
  'lease-default',
  'engagement-termination',
  'confidentiality',
  'nda-obligations',
  'nda-exclusions',
  'compelled-disclosure',
  'employee-confidentiality',
  'return-of-materials',
  'no-license',
  'nda-disclaimer',
  'nda-term',
  'return-of-property',
  'intellectual-property',
  'invention-assignment',
  'data-protection',
  'non-solicitation',
  'employee-non-solicitation',
  'non-compete',
  'warranties',
  'disclaimer',
  'limitation-of-liability',
  'indemnity',
  'insurance',
  'independent-contractor',
  'remedies',
  'force-majeure',
  'governing-law',
  'fee-disputes',
  'dispute-resolution',
  'arbitration',
  'notices',
  'assignment',
  'amendment',
  'waiver',
  'severability',
  'entire-agreement',
  'counterparts',
  'survival',
  'file-retention',
  'further-assurances',
  'signature-block',
];
