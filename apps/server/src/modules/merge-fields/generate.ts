import type { GenerateDocumentInput } from '@lexdraft/contract';
import { buildContent, DOCUMENT_NAME_MAX_LENGTH, isRecord, type ListRow, scanHtml } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import type { documents } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument, presentWithLinks } from '../documents/scope.js';
import { auditDocument, insertDocument } from '../documents/service.js';
import { templateStart } from '../documents/template-layout.js';
import { copySources } from '../documents/template-sources.js';
import type { Content } from './document-content.js';
import { type LoadedEntity, loadEntities } from './load-entities.js';
import { recordFieldFor } from './record-fields.js';
import { type FieldSourceRef, type Fillers, fillerFor, fillersOf } from './record-fillers.js';
import { type SourceWrite, writeSources } from './value-sources.js';

// A document made from a template for one entity: the template's fields are filled from the
// entity, its first owner and its first contact, and the sent overrides win over all of them.

/** The entity of the organization with its owners and contacts; another firm's is 422, as links are. */
export async function loadEntity(db: Db, ctx: ServiceContext, entityId: string): Promise<LoadedEntity> {
  const loaded = (await loadEntities(db, ctx, [entityId])).get(entityId);
  // The same answer as the documents module's link checks: nothing about other firms' records.
  if (!loaded) throw new HttpError(422, 'Invalid request: entity_id: unknown record');
  return loaded;
}

/** Which record fills each kind of field: the entity, its first owner and its first contact. */
function fillersOfEntity(loaded: LoadedEntity | undefined): Fillers {
  if (!loaded) return fillersOf({});
  const { entity, owners, contacts } = loaded;
  const [owner] = owners;
  return fillersOf({
    entity,
    owner: owner && { person: owner.person, title: owner.title, share: owner.share },
    contact: contacts[0],
  });
}

/**
 * Every value an entity's records fill (the entity, its first owner, its first contact), by field
 * id: what a questionnaire's conditions read once that entity is chosen, as the document will hold.
 */
export function entityFieldValues(loaded: LoadedEntity) {
  const values: Record<string, string> = {};
  for (const filler of Object.values(fillersOfEntity(loaded)))
    if (filler) Object.assign(values, filler.fields);
  return values;
}

/** When each of the entity's records last changed, by id, for the provenance rows. */
function updatedAtOf(loaded: LoadedEntity | undefined): Map<string, Date> {
  if (!loaded) return new Map();
  const { entity, owners, contacts } = loaded;
  return new Map([
    [entity.id, entity.updatedAt],
    ...owners.map((owner) => [owner.person.id, owner.person.updatedAt] as const),
    ...contacts.map((contact) => [contact.id, contact.updatedAt] as const),
  ]);
}

/** Where the values a caller gave come from: an API caller's overrides, a questionnaire's answers, a bulk row. */
export type GivenValueSource = 'generated' | 'interview';

/** The provenance of a generated document: record rows for the records' values, `given` for the values given. */
function sourcesOf(
  content: Content,
  loaded: LoadedEntity | undefined,
  given: GivenValueSource,
): SourceWrite[] {
  const values = isRecord(content.merge_field_values) ? content.merge_field_values : {};
  const refs = (isRecord(content.metadata) && content.metadata.field_source_refs) as Record<
    string,
    FieldSourceRef
  >;
  const updatedAt = updatedAtOf(loaded);
  return Object.entries(refs).flatMap(([fieldId, ref]): SourceWrite[] => {
    const value = values[fieldId];
    if (typeof value !== 'string' || value === '') return [];
    if (ref.type === 'override' || !ref.id) return [{ fieldId, source: given }];
    const record = {
      type: ref.type,
      id: ref.id,
      field: recordFieldFor(ref.type, fieldId),
      updatedAt: updatedAt.get(ref.id) ?? null,
      value,
    };
    return [{ fieldId, source: 'record', record }];
  });
}

/** The template's content with every field it uses that a record can fill, and the overrides. */
function fillContent(
  content: Content,
  loaded: LoadedEntity | undefined,
  overrides: Record<string, string>,
): Content {
  const fillers = fillersOfEntity(loaded);
  const values: Record<string, string> = isRecord(content.merge_field_values)
    ? ({ ...content.merge_field_values } as Record<string, string>)
    : {};
  const refs: Record<string, FieldSourceRef> = {};
  const html = typeof content.ckeditor_html === 'string' ? content.ckeditor_html : '';
  for (const id of scanHtml(html).keys()) {
    const filler = fillerFor(fillers, id);
    const value = filler?.fields[id];
    if (filler && value !== undefined) {
      values[id] = value;
      refs[id] = filler.ref;
    }
  }
  for (const [id, value] of Object.entries(overrides)) {
    values[id] = value;
    refs[id] = { type: 'override' };
  }
  const metadata = isRecord(content.metadata) ? content.metadata : {};
  return { ...content, merge_field_values: values, metadata: { ...metadata, field_source_refs: refs } };
}

/** What a document made from a template is filled with besides the template's content. */
export type TemplateFill = {
  /** The entity it is for: its records fill the fields they can, and it is linked with its owners and contacts. */
  entityId?: string | null;
  name?: string;
  /** Values given by the caller, written over the records' fills, with `source` as their provenance. */
  values: Record<string, string>;
  source: GivenValueSource;
  /** List fields' rows (content.list_values). */
  lists?: Record<string, ListRow[]>;
  /** The audit row's action and the details it adds to the template's and entity's ids. */
  audit: { action: string; details?: Record<string, unknown> };
  /** The template's start (templateStart), when the caller read it already: a bulk job reads it once. */
  start?: TemplateStart;
  /** The entity of `entityId` with its records, when the caller read it already (loadEntities). */
  entity?: LoadedEntity;
};

type TemplateStart = Awaited<ReturnType<typeof templateStart>>;

type TemplateRow = typeof documents.$inferSelect;

/**
 * Makes a filled, non-draft document from a template in the caller's transaction: generate, the
 * questionnaire (modules/interview) and each row of a bulk job (modules/bulk) go through here.
 */
export async function makeFromTemplate(
  tx: Db,
  ctx: ServiceContext,
  template: TemplateRow,
  fill: TemplateFill,
) {
  if (!template.isTemplate) throw new HttpError(422, 'Not a template');
  const loaded = fill.entityId ? (fill.entity ?? (await loadEntity(tx, ctx, fill.entityId))) : undefined;
  // The template's letterhead, header, footer and logo come too (documents/template-layout.ts).
  const start = fill.start ?? (await templateStart(tx, template));
  // A template saved without content still gives a document that holds the values.
  let content = fillContent(start.content ?? buildContent(''), loaded, fill.values);
  if (fill.lists && Object.keys(fill.lists).length > 0) content = { ...content, list_values: fill.lists };
  const defaultName = loaded ? `${template.name} - ${loaded.entity.name}` : template.name;
  const created = await insertDocument(tx, ctx, {
    name: fill.name ?? defaultName.slice(0, DOCUMENT_NAME_MAX_LENGTH),
    isDraft: false,
    metadata: start.metadata,
    headerFooter: start.headerFooter,
    sourceDocumentId: template.id,
    content,
    links: loaded
      ? {
          entity_ids: [loaded.entity.id],
          owner_ids: loaded.owners.map((owner) => owner.person.id),
          contact_ids: loaded.contacts.map((contact) => contact.id),
        }
      : undefined,
  });
  // The template's values keep their sources; those the entity filled and those given get theirs.
  await copySources(tx, ctx, template.id, created.row.id);
  await writeSources(tx, ctx, created.row.id, sourcesOf(content, loaded, fill.source));
  await auditDocument(tx, ctx, fill.audit.action, created.row.id, {
    template_id: template.id,
    entity_id: loaded?.entity.id ?? null,
    fields: Object.keys(content.merge_field_values as object).length,
    ...fill.audit.details,
  });
  return created;
}

/** Creates a filled, non-draft document from a template for an entity; answers it as GET does. */
export async function generateDocument(db: Db, ctx: ServiceContext, input: GenerateDocumentInput) {
  const { row, version } = await db.transaction(async (tx) => {
    const template = await findDocument(tx, ctx, input.template_id);
    return makeFromTemplate(tx, ctx, template, {
      entityId: input.entity_id,
      name: input.name,
      values: input.overrides ?? {},
      source: 'generated',
      audit: { action: 'document.generated' },
    });
  });
  return presentWithLinks(db, row, version);
}
