import { field, paragraphs } from '../html.js';
import type { AgreementKind, LibraryClause } from '../types.js';

// A law firm's engagement letter: who the firm acts for and on what, how it charges (fees, the
// retainer, costs), what each side does, and how the engagement ends. The general provisions
// (governing law, notices, entire agreement, signatures) come from boilerplate.ts.

const ENGAGEMENT: readonly AgreementKind[] = ['engagement'];

export const ENGAGEMENT_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'parties-engagement',
    title: 'Parties and Engagement',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: [],
    body: ({ first, second }) =>
      paragraphs(
        `This engagement letter (this “Agreement”) is made as of ${field('Effective Date')} (the “Effective Date”) between ${first.name} (the “${first.role}”) and ${second.name} (the “${second.role}”).`,
        `${second.role} engages the ${first.role} to act as its legal counsel in ${field('Matter Description')} (the “Matter”), and the ${first.role} accepts the engagement on the terms below.`,
      ),
  },
  {
    id: 'engagement-scope',
    title: 'Scope of Engagement',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['scope of engagement', 'scope of representation', 'scope of services'],
    body: ({ first, second }) =>
      paragraphs(
        `The ${first.role} will represent ${second.role} in the Matter only. Any other matter, an appeal, or work the Matter did not foresee needs the parties’ written agreement, which may be by e-mail.`,
        `${field('Responsible Attorney')} will be responsible for the Matter and may assign other lawyers and staff of the ${first.role} to it where that serves ${second.role}.`,
      ),
  },
  {
    id: 'engagement-fees',
    title: 'Legal Fees and Billing',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['fees', 'legal fees', 'hourly rates', 'hourly rate', 'billing', 'payment terms'],
    body: ({ first, second }) =>
      paragraphs(
        `The ${first.role}’s fees are based on the time spent on the Matter, at the hourly rates of the lawyers and staff who work on it: currently ${field('Partner Hourly Rate')} for partners, ${field('Associate Hourly Rate')} for associates and ${field('Paralegal Hourly Rate')} for paralegals. The ${first.role} may change its rates once a year on thirty (30) days’ written notice.`,
        `The ${first.role} will send ${second.role} a monthly invoice describing the work done, the time spent and the costs incurred. Each invoice is due within thirty (30) days of its date. ${second.role} will raise any question about an invoice within that time.`,
      ),
  },
  {
    id: 'engagement-retainer',
    title: 'Retainer',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['retainer', 'advance payment', 'advance fee'],
    body: ({ first, second }) =>
      paragraphs(
        `Before work begins, ${second.role} will pay the ${first.role} a retainer of ${field('Retainer Amount')}. The ${first.role} will hold the retainer in its client trust account and apply it to each invoice when due, and ${second.role} will restore it to its full amount within fifteen (15) days of being asked.`,
        `At the end of the engagement, the ${first.role} will apply the retainer to the final invoice and promptly refund any unused balance to ${second.role}.`,
      ),
  },
  {
    id: 'engagement-expenses',
    title: 'Costs and Expenses',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['expenses', 'costs', 'disbursements'],
    body: ({ first, second }) =>
      paragraphs(
        `${second.role} will reimburse the costs the ${first.role} reasonably incurs on the Matter, such as filing and court fees, courier charges, travel, expert and local counsel fees, and transcripts, at cost. The ${first.role} will ask ${second.role}’s approval before incurring any single cost over ${field('Cost Approval Threshold')}, and may ask ${second.role} to pay a large cost directly to the provider.`,
      ),
  },
  {
    id: 'client-responsibilities',
    title: 'Client Responsibilities',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['client responsibilities', 'cooperation'],
    body: ({ first, second }) =>
      paragraphs(
        `${second.role} will give the ${first.role} complete and accurate information, cooperate with it, keep it informed of developments, make decisions when asked, and pay its invoices when due. The ${first.role} will keep ${second.role} informed of progress and respond promptly to its questions.`,
      ),
  },
  {
    id: 'conflicts-of-interest',
    title: 'Conflicts of Interest',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['conflicts of interest', 'conflict of interest', 'conflicts check'],
    body: ({ first, second }) =>
      paragraphs(
        `The ${first.role} has checked its records and found no conflict of interest that prevents it from representing ${second.role} in the Matter. If one arises, the ${first.role} will tell ${second.role} promptly and act as the rules of professional conduct require.`,
      ),
  },
  {
    id: 'no-guarantee',
    title: 'No Guarantee of Outcome',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['no guarantee', 'outcome'],
    body: ({ first, second }) =>
      paragraphs(
        `The ${first.role} will represent ${second.role} diligently, but it cannot guarantee the outcome of the Matter. Any view it expresses about possible outcomes is a professional opinion only.`,
      ),
  },
  {
    id: 'engagement-termination',
    title: 'Termination of the Engagement',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['termination', 'withdrawal'],
    body: ({ first, second }) =>
      paragraphs(
        `${second.role} may end the engagement at any time by written notice. The ${first.role} may withdraw by written notice for any reason the rules of professional conduct allow, including non-payment of its invoices, and subject to the court’s permission where that is required.`,
        `Unless ended earlier, the engagement ends when the ${first.role} sends its final invoice for the Matter. ${second.role} will pay the fees and costs incurred up to the end of the engagement, and the ${first.role} will return ${second.role}’s papers and property on request.`,
      ),
  },
  {
    id: 'fee-disputes',
    title: 'Fee Disputes',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['fee dispute', 'fee disputes', 'fee arbitration'],
    body: ({ first, second, place }) =>
      paragraphs(
        `If a dispute about the ${first.role}’s fees arises, ${second.role} may have the right to resolve it by arbitration under the fee dispute resolution program of ${place}. The ${first.role} will give ${second.role} the information needed to start it.`,
      ),
  },
  {
    id: 'file-retention',
    title: 'Files and Records',
    categories: ENGAGEMENT,
    fits: ENGAGEMENT,
    keywords: ['file retention', 'files and records', 'records retention'],
    body: ({ first, second }) =>
      paragraphs(
        `At the end of the engagement, ${second.role} may ask for its file. The ${first.role} will keep the file for seven (7) years after the engagement ends and may then destroy it without further notice.`,
      ),
  },
];
