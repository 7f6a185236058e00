import { field, numbered, paragraphs } from '../html.js';
import type { LibraryClause } from '../types.js';

// What the agreement is about: definitions, the purpose of a general agreement, the services, and
// the money that pays for them.

export const SCOPE_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    categories: ['services'],
    fits: ['services'],
    keywords: ['definitions'],
    body: () =>
      paragraphs('In this Agreement:') +
      numbered(
        `“Services” means the services described in ${field('Services Description')}, as changed by any change order signed under this Agreement.`,
        '“Deliverables” means the documents, software and other work product that Provider creates for Client in performing the Services.',
        '“Client Materials” means the information, data and materials that Client provides to Provider for the Services.',
        '“Provider Materials” means materials that Provider owned or developed before this Agreement or independently of it, and any improvements to them that are not specific to Client.',
      ),
  },
  {
    id: 'nda-definitions',
    title: 'Definitions',
    categories: ['nda'],
    fits: ['nda'],
    keywords: ['definitions'],
    body: () =>
      paragraphs('In this Agreement:') +
      numbered(
        '“Confidential Information” means all non-public information, in any form, that one party (the “Disclosing Party”) discloses to the other (the “Receiving Party”) in connection with the Purpose, including business, financial, technical, product and customer information, and any information that is marked confidential or that a reasonable person would understand to be confidential.',
        '“Representatives” means a party’s employees, officers, directors, professional advisers and contractors.',
      ),
  },
  {
    id: 'purpose',
    title: 'Purpose',
    categories: ['general'],
    fits: ['general'],
    keywords: [],
    body: () =>
      paragraphs(
        `The parties enter into this Agreement for the following purpose: ${field('Purpose')}. Each party will cooperate with the other in good faith to achieve it.`,
        'Each party will perform its obligations under this Agreement with reasonable skill and care and in compliance with all laws that apply to it.',
      ),
  },
  {
    id: 'services-scope',
    title: 'Services',
    categories: ['services'],
    fits: ['services'],
    keywords: [],
    body: () =>
      paragraphs(
        'Provider will perform the Services with reasonable skill and care, in a professional manner consistent with generally accepted industry standards, and in compliance with applicable law. Provider will deliver the Deliverables by the dates the parties agree in writing.',
        'Either party may propose a change to the Services. A change binds the parties only when both sign a written change order describing it and its effect on the fees and the timeline.',
        'Client will provide the Client Materials, access and decisions that Provider reasonably needs, when Provider reasonably needs them. Provider is not responsible for a delay to the extent Client’s failure to do so causes it.',
      ),
  },
  {
    id: 'fees-payment',
    title: 'Fees and Payment',
    categories: ['services'],
    fits: ['services'],
    keywords: ['payment terms', 'fees'],
    body: () =>
      paragraphs(
        `Client will pay Provider the fees set out in ${field('Fee Schedule')} (the “Fees”). Provider will invoice Client monthly in arrears, and Client will pay each invoice within thirty (30) days after receiving it.`,
        'Client may dispute an invoice in good faith by telling Provider, before payment is due, which amounts it disputes and why. The parties will work together to resolve the dispute promptly, and Client will pay the undisputed amounts on time.',
        'Overdue amounts bear interest at the lower of one percent (1%) per month and the highest rate the law allows. The Fees do not include sales, use, value added or similar taxes, which Client will pay, other than taxes on Provider’s income.',
      ),
  },
  {
    id: 'expenses',
    title: 'Expenses',
    categories: ['services'],
    fits: ['services'],
    keywords: ['expenses', 'expense reimbursement'],
    body: () =>
      paragraphs(
        'Client will reimburse Provider for reasonable out-of-pocket expenses that Client approves in writing before they are incurred. Provider will invoice them at cost, with receipts, and Client will pay them on the same terms as the Fees.',
      ),
  },
];
