import {
  CUSTOM_FIELD_NAME_MAX_LENGTH,
  isFieldId,
  isIgnoredCustomName,
  type MergeFieldDefinition,
  MODEL_MERGE_FIELDS,
} from '@lexdraft/core';
import { parseDocusealTag } from './docuseal-tags.js';

// The field a placeholder most likely stands for: one of the firm's fields when its name (and the
// words around it) say which, else a custom field name that spec section 5 accepts.

type Kind = 'person' | 'entity' | 'contact' | 'owner';

// Words naming whose field it is. "Client" is the person a document is for.
const SUBJECTS: Record<string, Kind> = {
  client: 'person',
  person: 'person',
  individual: 'person',
  customer: 'person',
  employee: 'person',
  signatory: 'person',
  signer: 'person',
  recipient: 'person',
  company: 'entity',
  entity: 'entity',
  business: 'entity',
  corporation: 'entity',
  corp: 'entity',
  llc: 'entity',
  organization: 'entity',
  organisation: 'entity',
  employer: 'entity',
  contact: 'contact',
  owner: 'owner',
  shareholder: 'owner',
  stockholder: 'owner',
  member: 'owner',
};

// What is asked for, by the words that ask for it (after the subject's words are taken out).
const ATTRIBUTES: Record<string, string> = {
  'first name': 'first_name',
  firstname: 'first_name',
  'given name': 'first_name',
  forename: 'first_name',
  first: 'first_name',
  'last name': 'last_name',
  lastname: 'last_name',
  surname: 'last_name',
  'family name': 'last_name',
  last: 'last_name',
  name: 'name',
  'full name': 'name',
  fullname: 'name',
  'print name': 'name',
  'printed name': 'name',
  email: 'email',
  'e mail': 'email',
  'email address': 'email',
  phone: 'phone',
  'phone number': 'phone',
  telephone: 'phone',
  mobile: 'phone',
  'mobile phone': 'phone',
  cell: 'phone',
  'date of birth': 'date_of_birth',
  dob: 'date_of_birth',
  'birth date': 'date_of_birth',
  birthdate: 'date_of_birth',
  'ssn last 4': 'ssn_last_4',
  'last 4 of ssn': 'ssn_last_4',
  'ssn last four': 'ssn_last_4',
  address: 'address',
  'street address': 'address',
  'mailing address': 'address',
  'notice address': 'address',
  'legal name': 'legal_name',
  ein: 'ein',
  fein: 'ein',
  'tax id': 'ein',
  'federal tax id': 'ein',
  'tax identification number': 'ein',
  'employer identification number': 'ein',
  'entity type': 'entity_type',
  type: 'entity_type',
  'state of formation': 'state_of_formation',
  'state of incorporation': 'state_of_formation',
  'state of organization': 'state_of_formation',
  'jurisdiction of formation': 'state_of_formation',
  'formation state': 'state_of_formation',
  'date of formation': 'date_of_formation',
  'formation date': 'date_of_formation',
  'date of incorporation': 'date_of_formation',
  'incorporation date': 'date_of_formation',
  title: 'title',
  'ownership percentage': 'ownership_percentage',
  'ownership interest': 'ownership_percentage',
  percentage: 'ownership_percentage',
};

// The column each kind of record fills for an attribute; an attribute a kind lacks is not its field.
const COLUMNS: Record<Kind, Record<string, string>> = {
  person: {
    first_name: 'first_name',
    last_name: 'last_name',
    name: 'full_name',
    email: 'primary_email',
    phone: 'mobile_phone',
    date_of_birth: 'date_of_birth',
    ssn_last_4: 'ssn_last_4',
    address: 'address',
  },
  entity: {
    name: 'name',
    legal_name: 'legal_name',
    ein: 'ein',
    entity_type: 'entity_type',
    state_of_formation: 'state_of_formation',
    date_of_formation: 'date_of_formation',
    address: 'entity_address',
    email: 'email',
    phone: 'phone',
  },
  contact: {
    first_name: 'first_name',
    last_name: 'last_name',
    name: 'full_name',
    email: 'email',
    phone: 'phone',
    title: 'title',
    address: 'address',
  },
  owner: {
    first_name: 'first_name',
    last_name: 'last_name',
    name: 'full_name',
    email: 'primary_email',
    phone: 'mobile_phone',
    address: 'address',
    title: 'title',
    ownership_percentage: 'ownership_percentage',
  },
};

// Attributes only an entity has, so they need no subject.
const ENTITY_ONLY = new Set(['legal_name', 'ein', 'entity_type', 'state_of_formation', 'date_of_formation']);
// Words around a placeholder that say it is about a company rather than a person.
const ENTITY_CONTEXT =
  /\b(company|corporation|corp\.?|inc\.?|llc|l\.l\.c\.|limited liability|partnership|ltd\.?|entity|organization)\b/i;
const FILLER = new Set(['the', 'of', 'a', 'an', 'insert', 'enter', 'here', 'full']);
// The attributes by their words without filler, as they are looked up.
const ATTRIBUTE_WORDS = new Map(
  Object.entries(ATTRIBUTES).map(([words, attribute]) => [
    words
      .split(' ')
      .filter((word) => !FILLER.has(word))
      .join(' '),
    attribute,
  ]),
);

/**
 * The name inside a placeholder's marks: `{{ client_first_name }}` -> `client_first_name`,
 * `[[client_name]]` -> `client_name`, `Name: ____` -> `Name`, and a DocuSeal tag's own name:
 * `{{Seller;type=signature;role=Seller}}` -> `Seller`.
 */
export function placeholderName(text: string): string {
  const docuseal = /^\s*\{\{([\s\S]*)\}\}\s*$/.exec(text);
  const tag = docuseal && parseDocusealTag(docuseal[1] ?? '');
  if (tag) return tag.name.trim();
  return text
    .replace(/^\s*(\{\{|\{|\[\[|\[|<<|«)\s*/, '')
    .replace(/\s*(\}\}|\}|\]\]|\]|>>|»)\s*$/, '')
    .replace(/_{4,}|[()]/g, ' ')
    .replace(/\s*:\s*$/, '')
    .trim()
    .replace(/\s*:$/, '');
}

/** The words of a name, lower case: `clientFirstName`, `client_first_name` and `Client First Name` alike. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The field a placeholder maps to: a field of the catalogue (by default the data model's fields)
 * when its name, or its name and the words around it, say which (`[Company Name]` -> `entity.name`,
 * `{{ client_first_name }}` -> `person.first_name`, `[EIN]` -> `entity.ein`); else a valid custom
 * field name made from it (`[Closing Date]` -> `closing_date`).
 */
export function suggestField(
  placeholderText: string,
  context = '',
  catalogue: readonly MergeFieldDefinition[] = MODEL_MERGE_FIELDS,
): string {
  const name = placeholderName(placeholderText);
  const { known, byLabel } = indexOf(catalogue);
  const exact = known.get(name.toLowerCase());
  if (exact !== undefined) return exact;

  const tokens = words(name);
  const labelled = tokens.length > 1 ? byLabel.get(tokens.join(' ')) : undefined;
  if (labelled !== undefined) return labelled;

  const modelField = fieldFromWords(tokens, context);
  if (modelField !== undefined && known.has(modelField)) return known.get(modelField) as string;
  return customFieldName(placeholderText, name, tokens);
}

type CatalogueIndex = { known: Map<string, string>; byLabel: Map<string, string> };
const indexes = new WeakMap<readonly MergeFieldDefinition[], CatalogueIndex>();

/** A catalogue's ids (lower case) and labels (as words), built once per catalogue. */
function indexOf(catalogue: readonly MergeFieldDefinition[]): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (index === undefined) {
    index = {
      known: new Map(catalogue.map((field) => [field.id.toLowerCase(), field.id])),
      byLabel: new Map([...catalogue].reverse().map((field) => [words(field.label).join(' '), field.id])),
    };
    indexes.set(catalogue, index);
  }
  return index;
}

function fieldFromWords(tokens: string[], context: string): string | undefined {
  // The last subject word is whose field it is, as in English compounds: `customer_company` is a
  // company (the customer's), `company_contact_email` a contact's email.
  const subject = tokens.map((token) => SUBJECTS[token]).findLast((kind) => kind !== undefined);
  const rest = tokens.filter((token) => SUBJECTS[token] === undefined && !FILLER.has(token));
  // "Company" or "Client" alone asks for the record's name.
  const attribute = rest.length === 0 && subject !== undefined ? 'name' : ATTRIBUTE_WORDS.get(rest.join(' '));
  if (attribute === undefined) return undefined;
  const kinds: Kind[] = [];
  if (subject !== undefined) kinds.push(subject);
  else if (ENTITY_ONLY.has(attribute) || ENTITY_CONTEXT.test(context)) kinds.push('entity', 'person');
  else kinds.push('person', 'entity');
  for (const kind of kinds) {
    const column = COLUMNS[kind][attribute];
    if (column !== undefined) return `${kind}.${column}`;
  }
  return undefined;
}

/** A custom field name spec section 5 accepts: the author's own when it is one, else snake case of its words. */
function customFieldName(text: string, name: string, tokens: string[]): string {
  if (/^\s*(\{\{|\[\[)/.test(text) && isFieldId(name) && !isIgnoredCustomName(name)) return name;
  const ascii = tokens
    .map((token) => token.normalize('NFKD').replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .join('_');
  if (ascii === '') return /_{4,}|\t/.test(text) ? 'blank' : 'field';
  const snake = /^[0-9]/.test(ascii) ? `_${ascii}` : ascii;
  return snake.slice(0, CUSTOM_FIELD_NAME_MAX_LENGTH).replace(/_+$/, '') || 'field';
}
