// The assembly benchmark's data: the document's values, the two list fields' rows and the entity's
// owners, 25 items each, the same on every run.

/** Items in every list the template repeats over. */
export const LIST_ITEMS = 25;

/** The lists the template's repeats go over, in turn, and the name each item is read by. */
export const REPEAT_LISTS: ReadonlyArray<{ list: string; as: string }> = [
  { list: 'sellers', as: 'seller' },
  { list: 'entity.owners', as: 'member' },
  { list: 'guarantors', as: 'guarantor' },
  { list: 'entity.owners', as: 'member' },
];

/** The two item keys each list's repeat prints. */
export const ITEM_KEYS: Readonly<Record<string, readonly [string, string]>> = {
  sellers: ['name', 'city'],
  guarantors: ['name', 'address'],
  'entity.owners': ['full_name', 'primary_email'],
};

const FIRST = ['Ada', 'Ben', 'Cy', 'Dora', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kit', 'Lou', 'Mo'];
const LAST = ['Pryce', 'Quill', 'Rowe', 'Stone', 'Tate', 'Umber', 'Vance', 'Wells', 'Yates', 'Zane', 'Holt'];
const CITIES = ['Wilmington', 'Dover', 'Newark', 'Albany', 'Boston', 'Hartford', 'Trenton'];

/** The i-th person of a list (from 0): names that differ item by item. */
function person(index: number, offset: number) {
  const first = FIRST[(index + offset) % FIRST.length] ?? 'Ada';
  const last = LAST[(index * 7 + offset) % LAST.length] ?? 'Pryce';
  return { first, last, full: `${first} ${last}` };
}

const items = <T>(make: (index: number) => T): T[] =>
  Array.from({ length: LIST_ITEMS }, (_, index) => make(index));

/** The entity's owners as persons to create through the records API (first name, last name, email). */
export const OWNER_PERSONS = items((index) => {
  const { first, last, full } = person(index, 0);
  return {
    first_name: first,
    last_name: `${last} ${index + 1}`,
    full_name: `${full} ${index + 1}`,
    primary_email: `${first.toLowerCase()}.${index + 1}@owners.example`,
  };
});

/** The firm's list fields, as PUT /docs/documents/{id}/list-values takes them. */
export const LIST_VALUES: Record<string, Array<Record<string, string>>> = {
  sellers: items((index) => ({
    name: person(index, 3).full,
    city: CITIES[index % CITIES.length] ?? 'Dover',
  })),
  guarantors: items((index) => ({
    name: person(index, 5).full,
    address: `${100 + index} Market Street, ${CITIES[(index + 2) % CITIES.length]}`,
  })),
};

const DOCUMENT_VALUES: Record<string, string> = {
  'entity.name': 'Harbor Point Holdings LLC',
  'entity.legal_name': 'Harbor Point Holdings, LLC',
  'entity.entity_type': 'LLC',
  'client.full_name': 'Ada Pryce',
  'client.address': '1 Rodney Square, Wilmington, DE 19801',
  'trustee.full_name': 'Ben Quill',
  'person.full_name': 'Cy Rowe',
  governing_law: 'Delaware',
  effective_date: '2027-01-15',
  retainer_amount: '1250',
  hourly_rate: '425',
  'agreement.rush': 'yes',
};

// The unwrapped document reads each repeat's fields once, as document fields (template.ts names them).
const FLATTENED: Record<string, string> = {
  loop_number: '1',
  seller_name: 'Ada Pryce',
  seller_city: 'Wilmington',
  guarantor_name: 'Ben Quill',
  guarantor_address: '100 Market Street, Newark',
  member_full_name: 'Cy Rowe 1',
  member_primary_email: 'cy.1@owners.example',
};

/** The plain document's item fields: each item's keys and number, `seller_3_name` and `loop_3_number`. */
function itemValues(): Record<string, string> {
  const lists: Record<string, ReadonlyArray<Record<string, string>>> = {
    ...LIST_VALUES,
    'entity.owners': OWNER_PERSONS,
  };
  const out: Record<string, string> = {};
  for (const { list, as } of REPEAT_LISTS) {
    (lists[list] ?? []).forEach((row, index) => {
      out[`loop_${index + 1}_number`] = String(index + 1);
      for (const key of ITEM_KEYS[list] ?? []) out[`${as}_${index + 1}_${key}`] = row[key] ?? '';
    });
  }
  return out;
}

/** The document's merge-field values: the template's, or a variant without logic with its item fields. */
export function documentValues(variant: 'logic' | 'plain' | 'unwrapped'): Record<string, string> {
  if (variant === 'logic') return { ...DOCUMENT_VALUES };
  return { ...DOCUMENT_VALUES, ...(variant === 'plain' ? itemValues() : FLATTENED) };
}
