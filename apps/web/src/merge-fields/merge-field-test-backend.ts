import { EMPTY_PROVENANCE } from '@lexdraft/contract';
import { type CustomField, sourceValueFor } from '@lexdraft/core';
import type { FieldProvenance } from '@/api/field-trust';
import type {
  CustomFieldInput,
  ExternalSource,
  FieldTemplate,
  NewFieldTemplate,
  ServerFieldDefinition,
} from '@/api/merge-fields';
import { json, type RouteHandler } from '@/test/fake-backend';

// Test support: the merge-field paths of docs/merge-fields-api.md, answering from plain objects
// that a test can read and change.

/** What the fake server holds for one document, plus the firm's definitions, records and templates. */
export interface MergeFieldServer {
  definitions: ServerFieldDefinition[];
  values: Record<string, string>;
  smartValues: Record<string, unknown>;
  customFields: CustomField[];
  contacts: ExternalSource[];
  entities: ExternalSource[];
  templates: FieldTemplate[];
  /** GET field-provenance's fields; the fills write record and template rows into it. */
  provenance: Record<string, FieldProvenance>;
  canUpdateStale: boolean;
  /** GET/PUT list-values: the list fields, by id (a list never set has no key). */
  lists: Record<string, Record<string, string>[]>;
  /** GET record-lists: the lists the linked records fill, by id. */
  recordLists: Record<string, Record<string, string>[]>;
}

/** A provenance row with every part empty but the ones given. */
export function buildProvenance(parts: Partial<FieldProvenance> = {}): FieldProvenance {
  return {
    source: 'typed',
    layer: 'document',
    ...EMPTY_PROVENANCE,
    ...parts,
  };
}

/** A stored custom field with fixed dates, counted once in the text. */
export function buildCustomField(name: string, value: string): CustomField {
  return {
    name,
    value,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    occurrences: 1,
  };
}

/** A fresh server state with the given parts; definitions default to a person, entity and smart field. */
export function mergeFieldServer(parts: Partial<MergeFieldServer> = {}): MergeFieldServer {
  return {
    definitions: [
      { id: 'person.first_name', label: 'First Name', category: 'Person', type: 'text', source: 'model' },
      { id: 'person.last_name', label: 'Last Name', category: 'Person', type: 'text', source: 'model' },
      { id: 'entity.name', label: 'Entity Name', category: 'Entity', type: 'text', source: 'model' },
      {
        id: 'entity.entity_address',
        label: 'Entity Address',
        category: 'Entity',
        type: 'text',
        source: 'model',
      },
      {
        id: 'governing_law',
        label: 'Governing Law',
        category: 'Terms',
        type: 'text',
        source: 'smart',
        required: true,
      },
    ],
    values: {},
    smartValues: {},
    customFields: [],
    contacts: [],
    entities: [],
    templates: [],
    provenance: {},
    canUpdateStale: true,
    lists: {},
    recordLists: {},
    ...parts,
  };
}

const matches = (source: ExternalSource, query: string) =>
  [source.name, source.email ?? '', source.ein ?? ''].some((text) =>
    text.toLowerCase().includes(query.toLowerCase()),
  );

/** Fake-backend routes for every merge-field path, for documents of any id. */
export function mergeFieldRoutes(server: MergeFieldServer): Record<string, RouteHandler> {
  const valuesAnswer = () => json(200, { merge_field_values: server.values });
  return {
    'GET /api/merge-fields': () => json(200, server.definitions),
    'GET /api/documents/:id/merge-field-values': valuesAnswer,
    'GET /docs/documents/:id/merge-field-values': valuesAnswer,
    'PUT /docs/documents/:id/merge-field-values': (request) => {
      Object.assign(server.values, request.json() as Record<string, string>);
      return valuesAnswer();
    },
    'GET /docs/documents/:id/smart-fields': () => json(200, { values: server.smartValues }),
    // No lower layers unless a test sets its own answer: the document's values are all there is.
    'GET /docs/documents/:id/value-layers': () =>
      json(200, { defaults: {}, records: {}, record_sources: {} }),
    'PUT /docs/documents/:id/smart-fields': (request) => {
      Object.assign(server.smartValues, (request.json() as { values: Record<string, string> }).values);
      return json(200, { values: server.smartValues });
    },
    'GET /docs/documents/:id/custom-fields': () => json(200, { custom_fields: server.customFields }),
    'PUT /docs/documents/:id/custom-fields': (request) => {
      const sent = (request.json() as { custom_fields: CustomFieldInput[] }).custom_fields;
      const now = '2025-03-05T09:00:00.000Z';
      server.customFields = sent.map(({ name, value }) => ({
        name,
        value,
        created_at: server.customFields.find((field) => field.name === name)?.created_at ?? now,
        updated_at: now,
        occurrences: 1,
      }));
      return json(200, { custom_fields: server.customFields });
    },
    'GET /api/merge-fields/sources/:type': (request) => {
      const query = request.query.get('query') ?? '';
      const records = request.params.type === 'entity' ? server.entities : server.contacts;
      return json(
        200,
        records.filter((record) => matches(record, query)),
      );
    },
    'GET /docs/documents/:id/field-provenance': () =>
      json(200, { fields: server.provenance, can_update_stale: server.canUpdateStale }),
    'POST /docs/documents/:id/merge-field-values/from-record': (request) => {
      const sent = request.json() as { record_type: string; record_id: string; field_ids: string[] };
      const records = sent.record_type === 'entity' ? server.entities : server.contacts;
      const record = records.find((candidate) => candidate.id === sent.record_id);
      if (!record) return json(404, { detail: 'Record not found' });
      const filled: Record<string, string> = {};
      for (const id of sent.field_ids) {
        const value = sourceValueFor(record, id);
        if (value === undefined) continue;
        filled[id] = value;
        server.provenance[id] = buildProvenance({
          source: 'record',
          record_type: record.type,
          record_id: record.id,
          record_name: record.name,
          at: '2026-11-03T10:00:00.000Z',
          by: { id: 'user-1', name: 'Ana Ruiz' },
        });
      }
      Object.assign(server.values, filled);
      // As the server does (issue 29): the record is linked to the document, and the links answered.
      const linked = { id: record.id, name: record.name };
      const links = {
        entity_ids: record.type === 'entity' ? [record.id] : [],
        owner_ids: [],
        contact_ids: record.type === 'contact' ? [record.id] : [],
        entities: record.type === 'entity' ? [linked] : [],
        owners: [],
        contacts: record.type === 'contact' ? [linked] : [],
      };
      return json(200, { merge_field_values: server.values, filled, links });
    },
    'POST /docs/documents/:id/merge-field-values/from-field-template': (request) => {
      const sent = request.json() as { template_id: string };
      const template = server.templates.find((candidate) => candidate.id === sent.template_id);
      if (!template) return json(404, { detail: 'Template not found' });
      Object.assign(server.values, template.values);
      for (const id of Object.keys(template.values))
        server.provenance[id] = buildProvenance({ source: 'template', template_id: template.id });
      return json(200, { merge_field_values: server.values, filled: template.values });
    },
    'POST /docs/documents/:id/stale-values/update': (request) => staleAction(server, request.json(), true),
    'POST /docs/documents/:id/stale-values/keep': (request) => staleAction(server, request.json(), false),
    'GET /docs/documents/:id/list-values': () => json(200, server.lists),
    // As docs/assembly-api.md says: the lists sent replace theirs, null removes one, the others stay.
    'PUT /docs/documents/:id/list-values': (request) => {
      const sent = request.json() as Record<string, Record<string, string>[] | null>;
      const lists = { ...server.lists };
      for (const [id, rows] of Object.entries(sent)) {
        if (rows === null) delete lists[id];
        else lists[id] = rows;
      }
      server.lists = lists;
      return json(200, server.lists);
    },
    'GET /docs/documents/:id/record-lists': () => json(200, { lists: server.recordLists }),
    'GET /docs/field-templates': () => json(200, { templates: server.templates }),
    'POST /docs/field-templates': (request) => {
      const sent = request.json() as NewFieldTemplate;
      const template: FieldTemplate = {
        id: `tpl-${server.templates.length + 1}`,
        name: sent.name ?? '',
        description: sent.description ?? null,
        values: sent.values,
        field_keys: sent.field_keys ?? [],
        created_at: '2025-03-05T09:00:00.000Z',
      };
      server.templates.unshift(template);
      return json(201, template);
    },
    'DELETE /docs/field-templates/:id': (request) => {
      server.templates = server.templates.filter((template) => template.id !== request.params.id);
      return json(204);
    },
  };
}

/** Update (the record's value now) or Keep (the document's) of the named stale fields, or of all. */
function staleAction(server: MergeFieldServer, body: unknown, update: boolean) {
  const named = (body as { field_ids?: string[] }).field_ids;
  let changed = 0;
  for (const [id, provenance] of Object.entries(server.provenance)) {
    if (!provenance.stale || (named && !named.includes(id))) continue;
    if (update) server.values[id] = provenance.stale_new_value ?? '';
    server.provenance[id] = { ...provenance, stale: false, stale_old_value: null, stale_new_value: null };
    changed += 1;
  }
  const stale = Object.values(server.provenance).filter((provenance) => provenance.stale).length;
  return json(200, { merge_field_values: server.values, changed, stale_values_count: stale });
}
