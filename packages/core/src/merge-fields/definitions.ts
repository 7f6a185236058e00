// Merge-field definitions, and the built-in list used when the server's cannot be loaded (spec section 3).

export type MergeFieldType = 'text' | 'email' | 'phone' | 'date';

/** A field the editor offers: its dotted id, how it is labelled and grouped, and its kind of value. */
export type MergeFieldDefinition = {
  id: string;
  label: string;
  category: string;
  type: MergeFieldType;
  defaultValue?: string;
};

const field = (id: string, label: string, type: MergeFieldType = 'text'): MergeFieldDefinition => ({
  id,
  label,
  category: id.startsWith('person.') ? 'Person' : 'Entity',
  type,
});

/** The built-in fallback list: person fields first, then entity fields. */
export const FALLBACK_MERGE_FIELDS: readonly MergeFieldDefinition[] = [
  field('person.first_name', 'First Name'),
  field('person.last_name', 'Last Name'),
  field('person.full_name', 'Full Name'),
  field('person.primary_email', 'Primary Email', 'email'),
  field('person.mobile_phone', 'Mobile Phone', 'phone'),
  field('person.date_of_birth', 'Date of Birth', 'date'),
  field('person.ssn_last_4', 'SSN (Last 4)'),
  field('entity.name', 'Entity Name'),
  field('entity.legal_name', 'Legal Name'),
  field('entity.ein', 'EIN'),
  field('entity.entity_type', 'Entity Type'),
  field('entity.state_of_formation', 'State of Formation'),
  field('entity.date_of_formation', 'Date of Formation', 'date'),
  field('entity.entity_address', 'Entity Address'),
];
