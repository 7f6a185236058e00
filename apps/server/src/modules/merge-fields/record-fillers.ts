import { fieldSourceType, personFields, sourceFields } from '@lexdraft/core';
import type { contacts, entities, persons } from '../../db/schema.js';
import { contactValues, entityValues, personValues } from './record-values.js';

// Which of a document's records fills which fields: entity./trust. from the entity, owner. and
// person. from the owner, contact./client./trustee. from the contact. Generate fills a new
// document's values this way, and the value layers (value-layers.ts) show the same values below a
// document's own, so that both agree on what a linked record gives.

/** Where a filled value came from, kept in content.metadata.field_source_refs. */
export type FieldSourceRef = { type: 'entity' | 'person' | 'contact' | 'override'; id?: string };

/** One record's values by field id, its reference and its display name. */
export type Filler = { ref: FieldSourceRef; name: string; fields: Record<string, string> };

export type Fillers = Record<'entity' | 'owner' | 'person' | 'contact', Filler | undefined>;

/** The records that fill a document: an entity, an owner (with its title and share in the entity) and a contact. */
export type FillerRecords = {
  entity?: typeof entities.$inferSelect;
  owner?: { person: typeof persons.$inferSelect; title?: string | null; share?: string | null };
  contact?: typeof contacts.$inferSelect;
};

/** The filler of each kind of field; a kind without its record has none. */
export function fillersOf({ entity, owner, contact }: FillerRecords): Fillers {
  return {
    entity: entity && {
      ref: { type: 'entity', id: entity.id },
      name: entity.name,
      fields: sourceFields('entity', entityValues(entity)),
    },
    owner: owner && {
      ref: { type: 'person', id: owner.person.id },
      name: owner.person.fullName,
      fields: personFields('owner.', {
        ...personValues(owner.person, false),
        title: owner.title ?? null,
        ownership_percentage: owner.share ?? null,
      }),
    },
    person: owner && {
      ref: { type: 'person', id: owner.person.id },
      name: owner.person.fullName,
      fields: personFields('person.', personValues(owner.person)),
    },
    contact: contact && {
      ref: { type: 'contact', id: contact.id },
      name: contact.fullName,
      fields: sourceFields('contact', contactValues(contact)),
    },
  };
}

/** The filler of a field id, by its prefix. */
export function fillerFor(fillers: Fillers, id: string): Filler | undefined {
  if (id.startsWith('owner.')) return fillers.owner;
  if (id.startsWith('person.')) return fillers.person;
  const kind = fieldSourceType(id);
  return kind && fillers[kind];
}
