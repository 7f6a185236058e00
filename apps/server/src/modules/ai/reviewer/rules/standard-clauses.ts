import type { FindingSeverity } from '@lexdraft/contract';
import type { DocumentKind } from '../document-kind.js';

// The standard clauses the reviewer looks for: how a heading names each, the phrases its text
// typically has, and a model sentence to start one from.

/** One standard clause. */
export interface StandardClause {
  key: StandardClauseKey;
  name: string;
  severity: FindingSeverity;
  /** A clause title that names it. */
  heading: RegExp;
  /** Wording that only such a clause has, wherever it stands. */
  phrase: RegExp;
  /** Why a document needs it. */
  why: string;
  /** A model clause to adapt; [brackets] mark what to fill in. */
  model: string;
}

export type StandardClauseKey =
  | 'governing_law'
  | 'term_termination'
  | 'confidentiality'
  | 'limitation_of_liability'
  | 'indemnity'
  | 'notices'
  | 'entire_agreement'
  | 'severability'
  | 'assignment'
  | 'force_majeure';

export const STANDARD_CLAUSES: readonly StandardClause[] = [
  {
    key: 'governing_law',
    name: 'Governing law',
    severity: 'high',
    heading: /\b(?:governing|applicable|choice\s+of)\s+law\b|\bjurisdiction\b/i,
    phrase: /\bgoverned\s+by\b[^.]{0,60}\blaws?\b|\bconstrued\s+in\s+accordance\s+with\s+the\s+laws?\b/i,
    why: 'Without it, which law applies to a dispute is itself open to dispute.',
    model:
      'This Agreement shall be governed by and construed in accordance with the laws of [State], without regard to its conflict of laws principles.',
  },
  {
    key: 'term_termination',
    name: 'Term and termination',
    severity: 'medium',
    heading: /\bterminat|\bterm\b|\bduration\b/i,
    phrase:
      /\bmay\s+terminate\b|\btermination\s+of\s+this\b|\bthis\s+\w+\s+(?:shall|will)\s+(?:commence|continue\s+in|remain\s+in\s+(?:full\s+)?force)\b/i,
    why: 'Without it, how long the obligations last and how a party gets out of them is unclear.',
    model:
      'This Agreement begins on the Effective Date and continues until terminated. Either party may terminate it on [thirty (30)] days’ written notice to the other.',
  },
  {
    key: 'confidentiality',
    name: 'Confidentiality',
    severity: 'medium',
    heading: /\bconfidential|\bnon-?disclosure\b/i,
    phrase: /\bconfidential\s+information\b|\bkeep\s+confidential\b|\bshall\s+not\s+disclose\b/i,
    why: 'Without it, information shared under the agreement is not protected by it.',
    model:
      'Each party shall keep confidential all non-public information received from the other under this Agreement and use it only to perform this Agreement.',
  },
  {
    key: 'limitation_of_liability',
    name: 'Limitation of liability',
    severity: 'high',
    heading: /\blimitation\s+(?:of|on)\s+liability\b|\bliability\b/i,
    phrase:
      /\b(?:in\s+no\s+event|under\s+no\s+circumstances)\b[^.]{0,80}\bliable\b|\baggregate\s+liability\b|\bshall\s+not\s+be\s+liable\s+for\s+any\s+(?:indirect|consequential|special)\b/i,
    why: 'Without it, a party’s exposure for a breach has no ceiling.',
    model:
      'Neither party shall be liable for any indirect or consequential loss, and each party’s aggregate liability under this Agreement shall not exceed [the fees paid in the twelve (12) months before the claim].',
  },
  {
    key: 'indemnity',
    name: 'Indemnity',
    severity: 'high',
    heading: /\bindemni/i,
    phrase: /\bindemnif(?:y|ies)\b|\bhold\s+harmless\b/i,
    why: 'Without it, losses from third-party claims fall where they land rather than where the parties agreed.',
    model:
      '[Party] shall indemnify and hold harmless [Other Party] from and against all losses arising out of any third-party claim caused by [Party]’s breach of this Agreement.',
  },
  {
    key: 'notices',
    name: 'Notices',
    severity: 'medium',
    heading: /\bnotices?\b/i,
    phrase: /\b(?:all|any)\s+notices?\b[^.]{0,60}\b(?:in\s+writing|deemed|delivered|given)\b/i,
    why: 'Without it, whether a notice was validly given (and when) can be disputed.',
    model:
      'All notices under this Agreement shall be in writing and delivered by hand, courier or email to the addresses set out above, and take effect on receipt.',
  },
  {
    key: 'entire_agreement',
    name: 'Entire agreement',
    severity: 'medium',
    heading: /\bentire\s+agreement\b|\bwhole\s+agreement\b|\bintegration\b/i,
    phrase: /\b(?:entire|whole)\s+agreement\b|\bsupersedes\s+all\s+prior\b/i,
    why: 'Without it, earlier drafts, emails and conversations may be argued to form part of the deal.',
    model:
      'This Agreement is the entire agreement between the parties about its subject matter and supersedes all prior agreements and understandings.',
  },
  {
    key: 'severability',
    name: 'Severability',
    severity: 'low',
    heading: /\bseverab/i,
    phrase:
      /\b(?:held|found|determined)\s+(?:to\s+be\s+)?(?:invalid|illegal|void|unenforceable)\b|\bseverable\b/i,
    why: 'Without it, one unenforceable provision can put the rest of the agreement in doubt.',
    model:
      'If any provision of this Agreement is held invalid or unenforceable, the remaining provisions continue in full force and effect.',
  },
  {
    key: 'assignment',
    name: 'Assignment',
    severity: 'medium',
    heading: /\bassignment\b/i,
    phrase:
      /\b(?:may|shall)\s+not\s+(?:\w+\s+){0,3}assign\b|\bassign\s+(?:or\s+transfer\s+)?(?:this\s+agreement|any\s+of\s+its\s+rights)\b/i,
    why: 'Without it, either party may be able to hand its rights or obligations to someone else.',
    model:
      'Neither party may assign or transfer this Agreement without the other party’s prior written consent, which shall not be unreasonably withheld.',
  },
  {
    key: 'force_majeure',
    name: 'Force majeure',
    severity: 'low',
    heading: /\bforce\s+majeure\b/i,
    phrase:
      /\bforce\s+majeure\b|\bbeyond\s+(?:its|their|the\s+party’s|the\s+party's)\s+reasonable\s+control\b|\bacts?\s+of\s+god\b/i,
    why: 'Without it, a party prevented from performing by events outside its control is still in breach.',
    model:
      'Neither party is liable for a failure or delay in performance caused by events beyond its reasonable control, provided it notifies the other party promptly.',
  },
];

// The boilerplate every agreement needs, then what each kind adds. An employee's liability is not
// capped nor indemnified by the contract, and a lease rarely has force majeure or a liability cap.
const BOILERPLATE: readonly StandardClauseKey[] = [
  'term_termination',
  'governing_law',
  'notices',
  'entire_agreement',
  'severability',
  'assignment',
];
const KIND_CLAUSES: Partial<Record<DocumentKind, readonly StandardClauseKey[]>> = {
  agreement: STANDARD_CLAUSES.map((clause) => clause.key),
  nda: ['confidentiality', ...BOILERPLATE],
  employment: ['confidentiality', ...BOILERPLATE],
  lease: ['indemnity', ...BOILERPLATE],
};

/** The standard clauses a document of this kind is expected to have: none for letters, memos and others. */
export function expectedClauses(kind: DocumentKind): readonly StandardClause[] {
  const keys = KIND_CLAUSES[kind] ?? [];
  return STANDARD_CLAUSES.filter((clause) => keys.includes(clause.key));
}
