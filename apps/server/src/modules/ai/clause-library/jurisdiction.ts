import { field } from './html.js';

// The place whose law governs: a US state from the jurisdiction code (`US-CA`, `CA`, `us_ca`, or the
// state's name), else a field for the firm to fill in, because "the State of" would be wrong abroad.

const STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
};

// Four states are commonwealths by their constitutions, and their courts and statutes say so.
const COMMONWEALTHS = new Set(['KY', 'MA', 'PA', 'VA']);

/** A US state (or DC) by its two-letter code. */
export interface UsState {
  code: string;
  name: string;
}

/** The US state a jurisdiction code names, or null. */
export function usState(jurisdictionCode: string): UsState | null {
  const text = jurisdictionCode.trim();
  const code = /^(?:US[-_ ]?)?([A-Z]{2})$/i.exec(text)?.[1]?.toUpperCase();
  if (code && Object.hasOwn(STATES, code)) return { code, name: STATES[code]! };
  const named = Object.entries(STATES).find(([, name]) => name.toLowerCase() === text.toLowerCase());
  return named ? { code: named[0], name: named[1] } : null;
}

// "New York law", "the laws of New York", "governed by Texas law": a state the prompt names as the law.
const NAMES = Object.values(STATES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const LAW_NAMED = new RegExp(
  `\\b(?:(${NAMES})\\s+law\\b|laws?\\s+of\\s+(?:the\\s+(?:state|commonwealth)\\s+of\\s+)?(${NAMES})\\b)`,
  'i',
);

/** The US state whose law a prompt asks for ("New York law"), or null. */
export function stateOfLawNamed(prompt: string): UsState | null {
  const match = LAW_NAMED.exec(prompt);
  const name = match?.[1] ?? match?.[2];
  return name ? usState(name) : null;
}

/** The governing place as the clauses write it: "the State of California", or a field to fill in. */
export function governingPlace(state: UsState | null): string {
  if (!state) return field('Governing Law Jurisdiction');
  if (state.code === 'DC') return 'the District of Columbia';
  return `${COMMONWEALTHS.has(state.code) ? 'the Commonwealth' : 'the State'} of ${state.name}`;
}
