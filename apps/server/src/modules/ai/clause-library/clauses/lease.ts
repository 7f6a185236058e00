import { field, paragraphs } from '../html.js';
import type { LibraryClause } from '../types.js';

// A short lease of premises. Landlord-tenant law varies by state and is strict for homes (deposits,
// late fees, habitability, eviction), so money and remedies are limited to what the law allows.

const LEASE: readonly ['lease'] = ['lease'];

export const LEASE_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'premises',
    title: 'Premises',
    categories: LEASE,
    fits: LEASE,
    keywords: [],
    body: () =>
      paragraphs(
        `Landlord leases to Tenant, and Tenant leases from Landlord, the premises at ${field('Premises Address')} (the “Premises”), together with the right to use the common areas of the property in common with others.`,
      ),
  },
  {
    id: 'lease-term',
    title: 'Term',
    categories: LEASE,
    fits: LEASE,
    keywords: [],
    body: () =>
      paragraphs(
        `The lease term begins on ${field('Lease Start Date')} and ends on ${field('Lease End Date')}, unless it ends earlier under this Agreement.`,
        'If Tenant stays in possession after the term ends without Landlord’s written consent, Tenant will pay rent for each month of that holdover at one hundred fifty percent (150%) of the last monthly rent, prorated daily, to the extent the law allows, and this Agreement will otherwise continue to apply.',
      ),
  },
  {
    id: 'rent',
    title: 'Rent',
    categories: LEASE,
    fits: LEASE,
    keywords: ['rent'],
    body: () =>
      paragraphs(
        `Tenant will pay Landlord rent of ${field('Monthly Rent')} per month, in advance, on the first day of each month, by the method Landlord reasonably designates. Rent for a partial month is prorated daily.`,
        `If Landlord has not received rent within five (5) days after it is due, Tenant will pay a late charge of ${field('Late Charge')}, to the extent the law allows.`,
      ),
  },
  {
    id: 'security-deposit',
    title: 'Security Deposit',
    categories: LEASE,
    fits: LEASE,
    keywords: ['security deposit', 'deposit'],
    body: () =>
      paragraphs(
        `When signing this Agreement, Tenant will pay Landlord a security deposit of ${field('Security Deposit')}. Landlord will hold and apply it as the law requires, may use it to cure Tenant’s defaults, and will return the balance, with an itemized statement of any deductions, within the time the law requires after Tenant leaves the Premises.`,
      ),
  },
  {
    id: 'use-of-premises',
    title: 'Use of Premises',
    categories: LEASE,
    fits: LEASE,
    keywords: ['permitted use', 'use of premises'],
    body: () =>
      paragraphs(
        `Tenant will use the Premises only for ${field('Permitted Use')} and will comply with all laws, with the property rules Landlord gives Tenant in writing, and with the requirements of Landlord’s insurers. Tenant will not cause a nuisance or unreasonably disturb other occupants.`,
      ),
  },
  {
    id: 'maintenance-repairs',
    title: 'Maintenance and Repairs',
    categories: LEASE,
    fits: LEASE,
    keywords: ['maintenance', 'repairs', 'alterations'],
    body: () =>
      paragraphs(
        'Landlord will keep the structure, roof and building systems serving the Premises in good repair and in the condition the law requires. Tenant will keep the inside of the Premises clean and in good condition, tell Landlord promptly about needed repairs, and repair damage that Tenant or its guests cause, except for reasonable wear and tear.',
        'Tenant will not make alterations to the Premises without Landlord’s prior written consent, which Landlord will not unreasonably withhold for changes that do not affect the structure or building systems.',
      ),
  },
  {
    id: 'lease-default',
    title: 'Default and Termination',
    categories: LEASE,
    fits: LEASE,
    keywords: ['default', 'eviction'],
    body: () =>
      paragraphs(
        'Tenant is in default if it does not pay rent within five (5) days after Landlord’s written notice that it is overdue, or does not cure any other breach of this Agreement within thirty (30) days after Landlord’s written notice describing it.',
        'On a default, Landlord may terminate this Agreement by written notice and recover possession of the Premises, but only through the legal process the law requires, and may recover its damages as the law allows. Landlord will mitigate its damages where the law so requires.',
      ),
  },
];
