import { field, paragraphs } from '../html.js';
import type { ClauseContext, LibraryClause } from '../types.js';

// The opening clause of each kind: who the parties are, the defined names the other clauses use
// (ClauseContext's roles), and the background. One per kind; none is asked for by keyword.

const asOf = `is made as of ${field('Effective Date')} (the “Effective Date”)`;
const entity = (role: string) =>
  `${field('entity.legal_name')}, a ${field('entity.state_of_formation')} ${field('entity.entity_type')} (“${role}”)`;
const counterparty = (role: string) => `${field('Counterparty Name')} (“${role}”)`;

const opening = (kind: string, context: ClauseContext) =>
  `This ${kind} (this “Agreement”) ${asOf} between ${entity(context.first.role)} and ${counterparty(context.second.role)}.`;

export const PARTIES_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'parties-general',
    title: 'Parties and Background',
    categories: ['general'],
    fits: ['general'],
    keywords: [],
    body: (context) =>
      paragraphs(
        opening('agreement', context),
        'The parties wish to record the terms on which they will work together, and agree as follows.',
      ),
  },
  {
    id: 'parties-services',
    title: 'Parties and Background',
    categories: ['services'],
    fits: ['services'],
    keywords: [],
    body: (context) =>
      paragraphs(
        opening('services agreement', context),
        'Client wishes to engage Provider to provide the services described in this Agreement, and Provider wishes to provide them, on the terms below.',
      ),
  },
  {
    id: 'parties-nda',
    title: 'Parties and Purpose',
    categories: ['nda'],
    fits: ['nda'],
    keywords: [],
    body: (context) =>
      paragraphs(
        opening('mutual non-disclosure agreement', context),
        `The parties wish to exchange confidential information to evaluate and carry out ${field('Purpose')} (the “Purpose”), and agree to protect that information as set out below.`,
      ),
  },
  {
    id: 'parties-employment',
    title: 'Parties',
    categories: ['employment'],
    fits: ['employment'],
    keywords: [],
    body: (context) =>
      paragraphs(
        `This employment agreement (this “Agreement”) ${asOf} between ${entity(context.first.role)} and ${field('person.full_name')}, of ${field('person.address')} (“${context.second.role}”).`,
        'Company wishes to employ Employee, and Employee wishes to be employed by Company, on the terms below.',
      ),
  },
  {
    id: 'parties-lease',
    title: 'Parties',
    categories: ['lease'],
    fits: ['lease'],
    keywords: [],
    body: (context) =>
      paragraphs(
        opening('lease agreement', context),
        'Landlord wishes to lease the premises described below to Tenant, and Tenant wishes to lease them, on the terms below.',
      ),
  },
];
