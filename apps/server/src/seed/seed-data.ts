// The demo firm's records: realistic enough to try every merge field against.

export const DEMO_ORG_NAME = 'Demo Law LLP';

export const DEMO_USERS = [
  { email: 'admin@demo.test', role: 'admin', fullName: 'Alexandra Reyes' },
  { email: 'attorney@demo.test', role: 'attorney', fullName: 'Marcus Whitfield' },
  { email: 'paralegal@demo.test', role: 'paralegal', fullName: 'Priya Natarajan' },
  { email: 'viewer@demo.test', role: 'viewer', fullName: 'Daniel Okafor' },
] as const;

export const DEMO_PERSONS = [
  {
    key: 'eleanor',
    firstName: 'Eleanor',
    lastName: 'Whitaker',
    primaryEmail: 'eleanor.whitaker@harborview.example',
    mobilePhone: '(617) 555-0142',
    dateOfBirth: '1974-03-18',
    ssnLast4: '4821',
    address: '14 Beacon Street, Apt 5B\nBoston, MA 02108',
  },
  {
    key: 'james',
    firstName: 'James',
    lastName: 'Okonkwo',
    primaryEmail: 'james.okonkwo@harborview.example',
    mobilePhone: '(617) 555-0187',
    dateOfBirth: '1969-11-02',
    ssnLast4: '3307',
    address: '220 Commonwealth Avenue\nBoston, MA 02116',
  },
  {
    key: 'sofia',
    firstName: 'Sofia',
    lastName: 'Marchetti',
    primaryEmail: 'sofia@northwindventures.example',
    mobilePhone: '(512) 555-0119',
    dateOfBirth: '1981-07-25',
    ssnLast4: '9164',
    address: '908 Congress Avenue, Suite 300\nAustin, TX 78701',
  },
  {
    key: 'robert',
    firstName: 'Robert',
    lastName: 'Lindqvist',
    primaryEmail: 'r.lindqvist@cedarpoint.example',
    mobilePhone: '(302) 555-0163',
    dateOfBirth: '1958-01-09',
    ssnLast4: '7712',
    address: '41 Silverside Road\nWilmington, DE 19809',
  },
] as const;

export const DEMO_ENTITIES = [
  {
    key: 'harbor',
    name: 'Harbor View Holdings',
    legalName: 'Harbor View Holdings LLC',
    ein: '84-3921574',
    entityType: 'LLC',
    stateOfFormation: 'Massachusetts',
    dateOfFormation: '2016-04-12',
    address: '100 Federal Street, 21st Floor\nBoston, MA 02110',
    email: 'legal@harborview.example',
    phone: '(617) 555-0100',
    owners: [
      { person: 'eleanor', title: 'Managing Member', percentage: '60.00' },
      { person: 'james', title: 'Member', percentage: '40.00' },
    ],
  },
  {
    key: 'northwind',
    name: 'Northwind Ventures',
    legalName: 'Northwind Ventures LLC',
    ein: '47-1185290',
    entityType: 'LLC',
    stateOfFormation: 'Texas',
    dateOfFormation: '2019-09-30',
    address: '908 Congress Avenue, Suite 300\nAustin, TX 78701',
    email: 'office@northwindventures.example',
    phone: '(512) 555-0110',
    owners: [{ person: 'sofia', title: 'Sole Member', percentage: '100.00' }],
  },
  {
    key: 'cedar',
    name: 'Cedar Point Family Trust',
    legalName: 'The Cedar Point Family Trust dated June 1, 2011',
    ein: '26-6654013',
    entityType: 'Trust',
    stateOfFormation: 'Delaware',
    dateOfFormation: '2011-06-01',
    address: '41 Silverside Road\nWilmington, DE 19809',
    email: null,
    phone: '(302) 555-0160',
    owners: [{ person: 'robert', title: 'Trustee', percentage: null }],
  },
] as const;

export const DEMO_CONTACTS = [
  {
    key: 'margaret',
    firstName: 'Margaret',
    lastName: 'Chen',
    email: 'mchen@chenaccounting.example',
    phone: '(617) 555-0231',
    company: 'Chen & Associates CPAs',
    title: 'Partner',
    contactType: 'accountant',
    address: '75 State Street\nBoston, MA 02109',
  },
  {
    key: 'thomas',
    firstName: 'Thomas',
    lastName: 'Aldridge',
    email: 'taldridge@firstcoastal.example',
    phone: '(512) 555-0274',
    company: 'First Coastal Bank',
    title: 'Vice President, Commercial Lending',
    contactType: 'banker',
    address: '300 West 6th Street\nAustin, TX 78701',
  },
  {
    key: 'nadia',
    firstName: 'Nadia',
    lastName: 'Haddad',
    email: 'nadia.haddad@gmail.example',
    phone: '(302) 555-0298',
    company: null,
    title: null,
    contactType: 'client',
    address: '12 Rockland Road\nWilmington, DE 19803',
  },
] as const;

/** Which contacts work with which entity: they fill contact., client. and trustee. fields of generated documents. */
export const DEMO_ENTITY_CONTACTS = [
  { entity: 'harbor', contact: 'margaret', role: 'Accountant' },
  { entity: 'northwind', contact: 'thomas', role: 'Lender' },
  { entity: 'northwind', contact: 'margaret', role: 'Accountant' },
  { entity: 'cedar', contact: 'nadia', role: 'Beneficiary' },
] as const;

/**
 * The firm's smart fields. A required one blocks saving any document that uses it until it has a
 * value, so governing_law appears in no demo document.
 */
export const DEMO_SMART_FIELDS = [
  {
    key: 'matter.number',
    label: 'Matter Number',
    category: 'Matter',
    type: 'text',
    defaultValue: null,
    required: false,
  },
  {
    key: 'governing_law',
    label: 'Governing Law',
    category: 'Agreement',
    type: 'text',
    defaultValue: null,
    required: true,
  },
  {
    key: 'agreement.term_years',
    label: 'Term (Years)',
    category: 'Agreement',
    type: 'text',
    defaultValue: '2',
    required: false,
  },
] as const;

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

export const DEMO_DOCUMENTS = [
  {
    name: 'Engagement Letter – Harbor View Holdings',
    isTemplate: false,
    entity: 'harbor',
    owner: 'eleanor',
    contact: 'margaret',
    html: [
      '<h1>Engagement Letter</h1>',
      `<p>${field('person.full_name')}<br>${field('entity.legal_name')}<br>${field('entity.entity_address')}</p>`,
      `<p>Dear ${field('person.first_name')},</p>`,
      `<p>Thank you for choosing Demo Law LLP to represent ${field('entity.name')}, a ${field('entity.state_of_formation')} ${field('entity.entity_type')} (EIN ${field('entity.ein')}). This letter confirms the scope of our engagement and the terms on which we will provide legal services.</p>`,
      '<h2>1. Scope of Engagement</h2>',
      `<p>We will advise ${field('entity.name')} on ${field('matter.description')}. Any additional matters will be the subject of a separate engagement letter.</p>`,
      '<h2>2. Fees and Retainer</h2>',
      `<p>Our fees are based on time spent at our standard hourly rates. We ask for a retainer of ${field('retainer_amount')}, to be held in our client trust account and applied to our final invoice.</p>`,
      '<h2>3. Acceptance</h2>',
      `<p>If these terms are acceptable, please sign below and return a copy to us. We look forward to working with ${field('entity.name')}.</p>`,
      `<p>Sincerely,<br>Marcus Whitfield<br>Demo Law LLP</p>`,
      `<p>Accepted and agreed: ______________________<br>${field('person.full_name')}, on behalf of ${field('entity.legal_name')}</p>`,
    ].join(''),
    mergeFieldValues: { 'matter.description': 'the acquisition of 100 Federal Street, Unit 2100' },
    customFields: [{ name: 'retainer_amount', value: '$15,000' }],
  },
  {
    name: 'Operating Agreement Amendment – Northwind Ventures',
    isTemplate: false,
    entity: 'northwind',
    owner: 'sofia',
    contact: 'thomas',
    html: [
      `<h1>First Amendment to the Operating Agreement of ${field('entity.legal_name')}</h1>`,
      `<p>This First Amendment is made effective as of ${field('amendment.effective_date')} by ${field('person.full_name')}, the sole member of ${field('entity.legal_name')}, a ${field('entity.state_of_formation')} limited liability company formed on ${field('entity.date_of_formation')} (the "Company").</p>`,
      '<h2>Recitals</h2>',
      '<p>The Company is governed by its Operating Agreement. The member wishes to amend the Operating Agreement as set out below.</p>',
      '<h2>Amendment</h2>',
      `<p>Section 4.2 of the Operating Agreement is amended to permit the Company to borrow up to ${field('amendment.credit_limit')} from First Coastal Bank without further consent of the member.</p>`,
      `<p>IN WITNESS WHEREOF, the undersigned has executed this Amendment.</p><p>______________________<br>${field('person.full_name')}, Sole Member</p>`,
    ].join(''),
    mergeFieldValues: {
      'amendment.effective_date': 'January 1, 2027',
      'amendment.credit_limit': '$2,500,000',
    },
    customFields: [],
  },
  {
    name: 'Mutual Non-Disclosure Agreement',
    isTemplate: true,
    entity: null,
    owner: null,
    contact: null,
    html: [
      '<h1>Mutual Non-Disclosure Agreement</h1>',
      `<p>This Mutual Non-Disclosure Agreement is entered into as of ${field('agreement.effective_date')} between ${field('entity.legal_name')}, a ${field('entity.state_of_formation')} ${field('entity.entity_type')} with offices at ${field('entity.entity_address')}, and ${field('contact.full_name')} of ${field('contact.company')}.</p>`,
      '<h2>1. Confidential Information</h2>',
      '<p>"Confidential Information" means any non-public information disclosed by either party, in any form, that is marked confidential or that a reasonable person would understand to be confidential.</p>',
      '<h2>2. Obligations</h2>',
      `<p>Each party will use the other's Confidential Information only to evaluate ${field('agreement.purpose')} and will protect it with at least reasonable care.</p>`,
      '<h2>3. Term</h2>',
      `<p>This Agreement remains in effect for ${field('agreement.term_years')} years from the effective date.</p>`,
      `<p>______________________<br>${field('person.full_name')}, for ${field('entity.name')}</p><p>______________________<br>${field('contact.full_name')}</p>`,
    ].join(''),
    mergeFieldValues: {},
    customFields: [],
  },
] as const;
