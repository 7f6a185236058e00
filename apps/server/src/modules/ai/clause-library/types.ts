// The shapes of the clause library: the clauses we wrote and what each needs to be written out.

/** The kinds of agreement the library assembles. */
export type AgreementKind = 'nda' | 'employment' | 'services' | 'lease' | 'engagement' | 'general';

export const AGREEMENT_KINDS: readonly AgreementKind[] = [
  'nda',
  'employment',
  'services',
  'lease',
  'engagement',
  'general',
];

/** One party as the clauses name it: its role and the merge fields that fill it in. */
export interface Party {
  /** The defined name the clauses use: "Client", "Employee". */
  role: string;
  /** Editor HTML of its name, address and email: merge-field spans. */
  name: string;
  address: string;
  email: string;
  /** Who signs for it, and their title (null when the party signs for itself). */
  signer: string;
  signerTitle: string | null;
}

/** What a clause's body may depend on. */
export interface ClauseContext {
  kind: AgreementKind;
  first: Party;
  second: Party;
  /** Where the governing law comes from: "the State of California", or a field to fill in. */
  place: string;
  /** The number each chosen clause gets, by id, for cross-references. */
  sections: ReadonlyMap<string, number>;
}

/** One clause of the library. */
export interface LibraryClause {
  /** Stable: the answer's `clauses` lists these ids, and tests name them. */
  id: string;
  /** Its heading, numbered at assembly: `<h2>7. Confidentiality</h2>`. */
  title: string;
  /** The kinds whose default set includes it. */
  categories: readonly AgreementKind[];
  /** The kinds a prompt may add it to by naming one of its keywords ("with a non-compete"). */
  fits: readonly AgreementKind[];
  /** Words and phrases of a prompt that ask for it, lower case; spaces also match hyphens. */
  keywords: readonly string[];
  /** Ids of clauses it replaces when asked for (arbitration replaces court dispute resolution). */
  replaces?: readonly string[];
  /** Boilerplate every agreement has; a prompt cannot remove it. */
  required?: boolean;
  /** Its body as editor HTML, without the heading. */
  body: (context: ClauseContext) => string;
}
