import { CONTENT_SCHEMA_VERSION, FIELD_VALUES_MAX_COUNT, isRecord } from '@lexdraft/core';

// The rule that keeps a value saved through a values path from being lost to a stale content save.
// Values are changed in place in the current version, so the version number cannot tell an editor
// that a value changed after it loaded; nor can the server tell whether a client took in the values
// that a save answered (the web editor does not: its values come from the values paths). So every
// key a values path writes is stamped, and stays stamped in later versions; a content save keeps
// the server's entry (a value, or its absence) for every stamped key, whatever base it names. A
// stamped key is changed through the values paths only; a content save still sets the others.

type Content = Record<string, unknown>;

/** The places in a content that the values paths write, named as in the audit rows. */
export const VALUE_PARTS = ['merge_field_values', 'placeholders', 'custom_fields', 'list_values'] as const;
export type ValuePart = (typeof VALUE_PARTS)[number];

/** Stamps every key of a part at once; no field id or custom-field name can be spelt so. */
const WHOLE_PART = '*';

/** Per part, each key written through a values path and the version current when it was (`document_versions.value_writes`). */
export type ValueWrites = Partial<Record<ValuePart, Record<string, number>>>;

// Custom fields removed through their path stay stamped (their absence is kept), so names can pile
// up without end; past this many stamps the part is stamped whole.
const MAX_STAMPS = 2 * FIELD_VALUES_MAX_COUNT;

/** Adds the keys a values save wrote, at the document's current version, to a version's stamps. */
export function recordWrites(
  writes: ValueWrites,
  part: ValuePart,
  keys: Iterable<string>,
  version: number,
): ValueWrites {
  if (writes[part]?.[WHOLE_PART] !== undefined) return writes;
  const stamps = { ...writes[part] };
  for (const key of keys) stamps[key] = version;
  if (Object.keys(stamps).length <= MAX_STAMPS) return { ...writes, [part]: stamps };
  return { ...writes, [part]: { [WHOLE_PART]: Math.max(...Object.values(stamps)) } };
}

/** The stamped keys of a part, or `true` when the whole part is stamped. */
function stampedKeys(writes: ValueWrites, part: ValuePart): string[] | true {
  const keys = Object.keys(writes[part] ?? {});
  return keys.includes(WHOLE_PART) ? true : keys;
}

const metadataOf = (content: Content) => (isRecord(content.metadata) ? content.metadata : {});

/** A part's entries by key, or undefined when the content does not hold the part. */
function entriesOf(content: Content, part: ValuePart): Map<string, unknown> | undefined {
  if (part === 'custom_fields') {
    const fields = metadataOf(content).custom_fields;
    if (!Array.isArray(fields)) return undefined;
    return new Map(
      fields
        .filter((field) => isRecord(field) && typeof field.name === 'string')
        .map((field) => [field.name as string, field]),
    );
  }
  const map = content[part];
  return isRecord(map) ? new Map(Object.entries(map)) : undefined;
}

function withEntries(content: Content, part: ValuePart, entries: Map<string, unknown>): Content {
  if (part === 'custom_fields') {
    return { ...content, metadata: { ...metadataOf(content), custom_fields: [...entries.values()] } };
  }
  return { ...content, [part]: Object.fromEntries(entries) };
}

/** The names of custom fields whose entry a save added, removed or changed the value of. */
export function changedCustomFields(before: Content, after: Content): string[] {
  const old = entriesOf(before, 'custom_fields') ?? new Map();
  const now = entriesOf(after, 'custom_fields') ?? new Map();
  const fieldValue = (field: unknown) => (isRecord(field) ? field.value : undefined);
  const names = new Set([...old.keys(), ...now.keys()]);
  return [...names].filter(
    (name) => !old.has(name) || !now.has(name) || fieldValue(old.get(name)) !== fieldValue(now.get(name)),
  );
}

/** A content save: what it stores before values are weighed, and what the request held. */
export type ContentSave = { prepared: Content; sent: Content };

/**
 * A current-shape save that left metadata out (the editor sends its HTML only) keeps the server's:
 * its field sources and any other key. Custom fields are then weighed below like the value parts.
 */
function withStoredMetadata(save: ContentSave, stored: Content): Content {
  const { prepared, sent } = save;
  if (sent.metadata !== undefined || prepared.schema_version !== CONTENT_SCHEMA_VERSION) return prepared;
  if (!isRecord(stored.metadata)) return prepared;
  return { ...prepared, metadata: { ...metadataOf(prepared), ...stored.metadata } };
}

/**
 * A letterhead is set and removed through its own path only (PUT /docs/documents/{id}/letterhead),
 * which checks that its image is the firm's: a content save keeps the stored one, or its absence,
 * whatever metadata it sends.
 */
function withStoredLetterhead(content: Content, stored: Content | undefined): Content {
  const kept = stored ? metadataOf(stored).letterhead : undefined;
  const { letterhead, ...metadata } = metadataOf(content);
  if (letterhead === kept) return content;
  return { ...content, metadata: kept === undefined ? metadata : { ...metadata, letterhead: kept } };
}

/**
 * The content a save stores: the saver's, except where the values paths have the say. For each
 * value part: a part the saver left out is the server's; stamped keys are the server's; a stored
 * value the saver cannot send (a nested smart-field value) is kept. `sent` is the content as the
 * request held it, to tell a part left out from one sent empty.
 */
export function keepNewerValues(
  save: ContentSave,
  stored: Content | undefined,
  writes: ValueWrites,
): Content {
  if (!stored) return withStoredLetterhead(save.prepared, undefined);
  let result = withStoredLetterhead(withStoredMetadata(save, stored), stored);
  for (const part of VALUE_PARTS) {
    const server = entriesOf(stored, part);
    if (!server) continue;
    const saver = entriesOf(save.sent, part) && entriesOf(save.prepared, part);
    const stamped = stampedKeys(writes, part);
    if (!saver || stamped === true) {
      // An empty part is not added to a content that never had it (an older shape, say).
      if (server.size > 0 || saver) result = withEntries(result, part, server);
      continue;
    }
    const entries = new Map(saver);
    for (const key of stamped) {
      if (server.has(key)) entries.set(key, server.get(key));
      else entries.delete(key);
    }
    for (const [key, value] of server) {
      if (part === 'placeholders' && typeof value !== 'string' && !entries.has(key)) entries.set(key, value);
    }
    result = withEntries(result, part, entries);
  }
  return result;
}
