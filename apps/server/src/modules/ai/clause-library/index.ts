import { CLAUSE_ORDER, LIBRARY } from './clauses/index.js';
import { escapeText, plainLine } from './html.js';
import { governingPlace, stateOfLawNamed, type UsState, usState } from './jurisdiction.js';
import { agreementKind, defaultTitle, kindParties } from './kinds.js';
import { type ClauseRequest, readRequests } from './requests.js';
import type { AgreementKind, ClauseContext, LibraryClause } from './types.js';

// Offline template drafting (issue 15): with no AI provider, POST /docs/templates/generate assembles a
// template from clauses we wrote, chosen by the prompt's words and the category. The prompt only
// chooses; no text of it reaches the template.

export { CLAUSE_ORDER, LIBRARY } from './clauses/index.js';
export { type UsState, usState } from './jurisdiction.js';
export type { AgreementKind, LibraryClause } from './types.js';

/** What the generate route passes. */
export interface AssembleInput {
  prompt: string;
  name: string;
  category: string;
  jurisdiction_code: string;
}

/** An assembled template. */
export interface AssembledTemplate {
  /** The template's name: `name` when given, else the kind's ("Mutual Non-Disclosure Agreement"). */
  title: string;
  /** Editor HTML: the title as a heading, then each clause under a numbered heading. */
  html: string;
  /** The library ids of the clauses used, in order. */
  clauses: string[];
  /** Why an asked-for or usual clause was left out, for the user to read; usually empty. */
  notes: string[];
}

const KIND_NAMES: Record<AgreementKind, string> = {
  nda: 'non-disclosure agreement',
  employment: 'employment agreement',
  services: 'services agreement',
  lease: 'lease',
  engagement: 'engagement letter',
  general: 'general agreement',
};

// Restrictive covenants the state's law makes void for employees: a template should not hold them.
const VOID_IN: Record<string, readonly string[]> = {
  'non-compete': ['CA', 'MN', 'ND', 'OK'],
  'employee-non-solicitation': ['CA', 'ND'],
};

function leaveOutVoid(chosen: Set<string>, state: UsState | null, notes: string[]) {
  for (const [id, states] of Object.entries(VOID_IN)) {
    if (!state || !states.includes(state.code) || !chosen.has(id)) continue;
    chosen.delete(id);
    notes.push(
      `The ${LIBRARY.get(id)!.title.toLowerCase()} clause was left out: ${state.name} law makes such covenants void for most employees.`,
    );
  }
  if (state?.code === 'MT' && chosen.has('at-will-employment'))
    notes.push(
      'Montana’s Wrongful Discharge from Employment Act limits at-will employment after a probationary period: review the at-will clause.',
    );
}

function chooseClauses(kind: AgreementKind, requests: readonly ClauseRequest[], state: UsState | null) {
  const notes: string[] = [];
  const chosen = new Set(
    [...LIBRARY.values()].filter((clause) => clause.categories.includes(kind)).map((c) => c.id),
  );
  for (const request of requests) {
    const fitting = request.clauses
      .map((id) => LIBRARY.get(id)!)
      .filter((clause) => clause.fits.includes(kind));
    if (request.negated) {
      for (const clause of fitting) if (!clause.required) chosen.delete(clause.id);
      continue;
    }
    if (fitting.length === 0 && !notes.some((note) => note.includes(`“${request.keyword}”`)))
      notes.push(`The library has no “${request.keyword}” clause for a ${KIND_NAMES[kind]}; none was added.`);
    for (const clause of fitting) {
      chosen.add(clause.id);
      for (const replaced of clause.replaces ?? []) chosen.delete(replaced);
    }
  }
  for (const clause of LIBRARY.values()) if (clause.required) chosen.add(clause.id);
  if (kind === 'employment') leaveOutVoid(chosen, state, notes);
  const ordered = CLAUSE_ORDER.filter((id) => chosen.has(id)).map((id) => LIBRARY.get(id)!);
  return { clauses: ordered, notes };
}

/** The context clauses of a kind are written in, numbered in the order given. */
export function clauseContext(
  kind: AgreementKind,
  state: UsState | null,
  clauses: readonly LibraryClause[],
): ClauseContext {
  return {
    kind,
    ...kindParties(kind),
    place: governingPlace(state),
    sections: new Map(clauses.map((clause, index) => [clause.id, index + 1])),
  };
}

/** One clause as editor HTML under its numbered heading. */
export function renderClause(clause: LibraryClause, number: number, context: ClauseContext): string {
  return `<h2>${number}. ${clause.title}</h2>${clause.body(context)}`;
}

/** A template assembled from the clause library for a prompt, a name, a category and a jurisdiction. */
export function assembleTemplate(input: AssembleInput): AssembledTemplate {
  const { requests, kindText } = readRequests(input.prompt);
  const kind = agreementKind(kindText, input.category);
  // The jurisdiction given decides; without one, a state whose law the prompt names ("New York law").
  const state =
    usState(input.jurisdiction_code) ??
    (input.jurisdiction_code.trim() === '' ? stateOfLawNamed(input.prompt) : null);
  const { clauses, notes } = chooseClauses(kind, requests, state);
  const context = clauseContext(kind, state, clauses);
  const title = plainLine(input.name) || defaultTitle(kind, kindText);
  const html = `<h1>${escapeText(title)}</h1>${clauses.map((clause, index) => renderClause(clause, index + 1, context)).join('')}`;
  return { title, html, clauses: clauses.map((clause) => clause.id), notes };
}
