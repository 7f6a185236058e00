import { field, paragraphs } from '../html.js';
import type { LibraryClause } from '../types.js';

// An at-will US employment agreement. Restrictive covenants depend on the state: the assembly leaves
// out those a state's law voids (kinds.ts, RESTRICTED_STATES), and docs/ai.md says which.

const EMPLOYMENT: readonly ['employment'] = ['employment'];

export const EMPLOYMENT_CLAUSES: readonly LibraryClause[] = [
  {
    id: 'position-duties',
    title: 'Position and Duties',
    categories: EMPLOYMENT,
    fits: EMPLOYMENT,
    keywords: [],
    body: () =>
      paragraphs(
        `Company will employ Employee as ${field('Job Title')}, reporting to ${field('Reports To')}, starting on ${field('Start Date')}, at ${field('Work Location')} or any other place Company reasonably requires.`,
        'Employee will perform the duties customary for that position and any others Company reasonably assigns, devote Employee’s full working time and efforts to Company’s business, and follow Company’s lawful policies as in effect from time to time.',
        'Employee represents that no agreement or duty to anyone else prevents or restricts Employee from performing these duties.',
      ),
  },
  {
    id: 'compensation',
    title: 'Compensation',
    categories: EMPLOYMENT,
    fits: EMPLOYMENT,
    keywords: ['compensation', 'salary', 'bonus'],
    body: () =>
      paragraphs(
        `Company will pay Employee a base salary at the annual rate of ${field('Base Salary')}, less required withholdings, on Company’s regular payroll schedule. Company will review the base salary at least once a year.`,
        'Employee may be eligible for a bonus under any bonus plan Company adopts, on that plan’s terms. Company will reimburse Employee’s reasonable business expenses under Company’s expense policy.',
      ),
  },
  {
    id: 'benefits',
    title: 'Benefits',
    categories: EMPLOYMENT,
    fits: EMPLOYMENT,
    keywords: ['benefits', 'paid time off', 'vacation'],
    body: () =>
      paragraphs(
        'Employee may take part in the employee benefit plans that Company offers to similarly situated employees, on the terms of those plans, which Company may change. Employee will receive paid time off under Company’s policy, and at least what the law requires.',
      ),
  },
  {
    id: 'at-will-employment',
    title: 'At-Will Employment and Termination',
    categories: EMPLOYMENT,
    fits: EMPLOYMENT,
    keywords: ['at-will', 'at will'],
    body: () =>
      paragraphs(
        'Employee’s employment is at will: Employee or Company may end it at any time, with or without cause or notice. Company asks Employee to give at least two (2) weeks’ notice of resignation. Only a written agreement signed by Employee and an officer of Company that expressly says so can change the at-will nature of the employment.',
        'When employment ends, Company will pay Employee all earned salary and any accrued, unused paid time off that the law requires it to pay, within the time the law requires.',
      ),
  },
  {
    id: 'employee-confidentiality',
    title: 'Confidential Information',
    categories: EMPLOYMENT,
    fits: EMPLOYMENT,
    keywords: ['confidentiality', 'confidential information'],
    body: () =>
      paragraphs(
        'During and after employment, Employee will keep confidential all non-public information about Company’s business, customers, employees, finances and technology that Employee learns through the employment (“Confidential Information”), and will use it only to perform Employee’s duties.',
        'Nothing in this Agreement prevents Employee from reporting a possible violation of law to a government agency, from making other disclosures that whistleblower laws protect, or from discussing wages or working conditions as the law allows. Under the Defend Trade Secrets Act (18 U.S.C. § 1833(b)), Employee will not be liable for disclosing a trade secret in confidence to a government official or an attorney solely to report or investigate a suspected violation of law, or in a court filing made under seal.',
      ),
  },
  {
    id: 'invention-assignment',
    title: 'Inventions and Work Product',
    categories: EMPLOYMENT,
    fits: EMPLOYMENT,
    keywords: [
      'intellectual property',
      'invention assignment',
      'inventions',
      'work product',
      'work for hire',
    ],
    body: () =>
      paragraphs(
        'Employee assigns to Company all right, title and interest in all inventions, works of authorship, designs, software and other work product that Employee creates, alone or with others, within the scope of the employment or using Company’s equipment, resources or Confidential Information (“Work Product”), including all intellectual property rights in them. Copyrightable Work Product is a work made for hire to the extent the law allows. Employee will sign the documents and take the steps Company reasonably asks for, at Company’s expense, to record and protect these rights.',
        'This assignment does not cover an invention that Employee develops entirely on Employee’s own time without using Company’s equipment, supplies, facilities or trade secret information, unless it relates to Company’s business or its actual or demonstrably anticipated research or development, or results from work Employee performed for Company. This limitation is meant to give the notice that California Labor Code section 2870 and similar laws of other states require.',
      ),
  },
  {
    id: 'employee-non-solicitation',
    title: 'Non-Solicitation',
    categories: EMPLOYMENT,
    fits: EMPLOYMENT,
    keywords: ['non-solicitation', 'non-solicit', 'no-poach', 'nonsolicitation'],
    body: () =>
      paragraphs(
        'While employed by Company and for twelve (12) months after the employment ends, Employee will not, directly or indirectly, solicit any employee or contractor of Company to leave Company, or use Confidential Information to solicit any customer of Company to stop or reduce its business with Company. This section applies only to the extent the applicable law allows.',
      ),
  },
  {
    id: 'non-compete',
    title: 'Non-Competition',
    categories: [],
    fits: EMPLOYMENT,
    keywords: [
      'non-compete',
      'noncompete',
      'non-competition',
      'covenant not to compete',
      'restrictive covenant',
    ],
    body: () =>
      paragraphs(
        `While employed by Company and for ${field('Non-Compete Period')} after the employment ends, Employee will not, within ${field('Restricted Territory')}, provide services of the kind Employee provided to Company to any business that competes with the products or services Company offered during the last twelve (12) months of Employee’s employment.`,
        'Employee agrees that this restriction is reasonable in time, territory and scope and protects Company’s legitimate interests in its trade secrets and goodwill. It applies only to the extent the applicable law allows; if a court finds it broader than the law allows, the court may narrow it to the extent needed to enforce it.',
      ),
  },
  {
    id: 'return-of-property',
    title: 'Return of Company Property',
    categories: EMPLOYMENT,
    fits: EMPLOYMENT,
    keywords: ['return of property', 'company property', 'return of materials'],
    body: () =>
      paragraphs(
        'When the employment ends, or earlier if Company asks, Employee will return to Company all of its property, documents and data, including every copy of Confidential Information, and will then permanently delete any Company information kept on Employee’s personal devices and accounts.',
      ),
  },
];
