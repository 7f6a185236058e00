import type { FillRecordType, ValueLayersResponse } from '@lexdraft/contract';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contacts,
  documentContacts,
  documentEntities,
  documentOwners,
  entities,
  entityOwners,
  persons,
  smartFields,
} from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { type FillerRecords, fillerFor, fillersOf } from './record-fillers.js';
import { maskValues, sensitiveMasker } from './sensitive-masking.js';

// The layers below a document's own values (docs/field-trust.md, "Layered values"): the values of
// the records the document is linked to, filled as generate fills them, and the firm's defaults.
// Core's layeredFieldValue picks the first filled layer; the editor and the export read these.

/** The document's first linked entity, owner and contact, each by name (owner with its title and share). */
async function linkedRecords(db: Db, ctx: ServiceContext, documentId: string): Promise<FillerRecords> {
  const org = ctx.user.orgId;
  const [[entity], [person], [contact]] = await Promise.all([
    db
      .select({ row: entities })
      .from(documentEntities)
      .innerJoin(entities, eq(entities.id, documentEntities.targetId))
      .where(and(eq(documentEntities.documentId, documentId), eq(entities.orgId, org)))
      .orderBy(asc(entities.name), asc(entities.id))
      .limit(1),
    db
      .select({ row: persons })
      .from(documentOwners)
      .innerJoin(persons, eq(persons.id, documentOwners.targetId))
      .where(and(eq(documentOwners.documentId, documentId), eq(persons.orgId, org)))
      .orderBy(asc(persons.fullName), asc(persons.id))
      .limit(1),
    db
      .select({ row: contacts })
      .from(documentContacts)
      .innerJoin(contacts, eq(contacts.id, documentContacts.targetId))
      .where(and(eq(documentContacts.documentId, documentId), eq(contacts.orgId, org)))
      .orderBy(asc(contacts.fullName), asc(contacts.id))
      .limit(1),
  ]);
  // An owner's title and share belong to their place in the entity, when they own the linked one.
  const [place] =
    entity && person
      ? await db
          .select({ title: entityOwners.title, share: entityOwners.ownershipPercentage })
          .from(entityOwners)
          .where(and(eq(entityOwners.entityId, entity.row.id), eq(entityOwners.personId, person.row.id)))
      : [];
  return {
    entity: entity?.row,
    owner: person && { person: person.row, title: place?.title, share: place?.share },
    contact: contact?.row,
  };
}

/** The records layer: each field a linked record fills, and which record fills it. */
function recordLayer(records: FillerRecords): Pick<ValueLayersResponse, 'records' | 'record_sources'> {
  const fillers = fillersOf(records);
  const values: ValueLayersResponse['records'] = {};
  const sources: ValueLayersResponse['record_sources'] = {};
  for (const filler of Object.values(fillers)) {
    if (!filler?.ref.id || filler.ref.type === 'override') continue;
    const source = {
      record_type: filler.ref.type as FillRecordType,
      record_id: filler.ref.id,
      record_name: filler.name,
    };
    for (const [id, value] of Object.entries(filler.fields)) {
      // A contact's fields name person. ids too; only the filler generate would use gives them.
      if (fillerFor(fillers, id) !== filler) continue;
      values[id] = value;
      sources[id] = source;
    }
  }
  return { records: values, record_sources: sources };
}

/** The firm's defaults: each smart field's default_value by key, left out when blank. */
async function defaultLayer(db: Db, ctx: ServiceContext): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: smartFields.key, value: smartFields.defaultValue })
    .from(smartFields)
    .where(
      and(
        eq(smartFields.orgId, ctx.user.orgId),
        isNotNull(smartFields.defaultValue),
        ne(smartFields.defaultValue, ''),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.key, row.value ?? '']));
}

/** The layers of a document already found in the caller's organization (the export's, the assistant's). */
export async function layersOf(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
): Promise<ValueLayersResponse> {
  const [defaults, records] = await Promise.all([defaultLayer(db, ctx), linkedRecords(db, ctx, documentId)]);
  return { defaults, ...recordLayer(records) };
}

/** The layers below a document's own values, sensitive ones masked for a viewer; another firm's document is 404. */
export async function valueLayers(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
): Promise<ValueLayersResponse> {
  const row = await findDocument(db, ctx, documentId);
  const [layers, mask] = await Promise.all([layersOf(db, ctx, row.id), sensitiveMasker(db, ctx)]);
  return {
    ...layers,
    defaults: maskValues(mask, layers.defaults) as Record<string, string>,
    records: maskValues(mask, layers.records) as Record<string, string>,
  };
}
