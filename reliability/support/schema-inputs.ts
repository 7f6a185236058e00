import fc from 'fast-check';
import { nastyJson, nastyNumber, nastyString, spoil } from './nasty-values.js';

// Inputs made from a route's own schema (as JSON Schema, from list-routes.mjs): values that pass
// validation reach the code behind it, so a nasty value in one slot of an otherwise valid body
// tests what the service and the database do with it, not only the validator.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

export type Hints = {
  /** Real record ids of the firm, so uuid slots sometimes name something that exists. */
  ids: string[];
};

// Field ids and names as the merge-field rules take them, so maps and names get past the rules.
const fieldLike = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,20}$/);
const htmlLike = fc
  .tuple(fc.constantFrom('p', 'h1', 'b', 'span', 'a', 'ol', 'td', 'div'), fc.string({ maxLength: 30 }))
  .map(([tag, text]) => `<p>Clause <${tag}>${text}</${tag}></p>`);

/** A value that fits the schema as far as a generator can tell: a baseline to spoil. */
export function validValue(schema: JsonSchema, hints: Hints, name = '', full = false): fc.Arbitrary<unknown> {
  return build(schema, hints, name, { hostile: false, full });
}

/** A value for the schema in which any slot may hold a nasty value or the wrong type. */
export function hostileValue(schema: JsonSchema, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  return build(schema, hints, name, { hostile: true, full: false });
}

type Mode = { hostile: boolean; full: boolean };

function build(schema: JsonSchema, hints: Hints, name: string, mode: Mode): fc.Arbitrary<unknown> {
  const valid = validNode(schema, hints, name, mode);
  if (!mode.hostile) return valid;
  const wrongForType = isType(schema, 'string')
    ? fc.oneof(spoil(valid), nastyString)
    : isType(schema, 'integer') || isType(schema, 'number')
      ? nastyNumber
      : nastyJson;
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: wrongForType, weight: 1 },
    { arbitrary: nastyJson, weight: 1 },
  );
}

const isType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

function validNode(schema: JsonSchema, hints: Hints, name: string, mode: Mode): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => build(item, hints, name, mode)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => validNode({ ...schema, type }, hints, name, mode)));
  switch (schema.type) {
    case 'string':
      return stringFor(schema, hints, name);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1000, 1000),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: Math.min(schema.maximum ?? 1000, 1000),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(build(schema.items ?? {}, hints, name, mode), {
        // A full baseline has one of each, so each slot is spoiled once.
        minLength: mode.full ? 1 : 0,
        maxLength: mode.full ? 1 : Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectFor(schema, hints, mode);
    default:
      // No type: the schema takes anything (in a full baseline, one leaf to spoil).
      if (mode.hostile) return nastyJson;
      return mode.full ? fc.string({ maxLength: 10 }) : fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema, hints: Hints, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.format === 'uuid')
    return hints.ids.length > 0 ? fc.oneof(fc.constantFrom(...hints.ids), fc.uuid()) : fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // A pattern JavaScript cannot read: fall through to plain strings.
    }
  }
  if (/html/i.test(name)) return htmlLike.filter(fits);
  return fc.oneof(fieldLike, fc.string({ minLength: min, maxLength: Math.min(max, 40) })).filter(fits);
}

function objectFor(schema: JsonSchema, hints: Hints, mode: Mode): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  const record = fc.record(
    Object.fromEntries(keys.map((key) => [key, build(properties[key]!, hints, key, mode)])),
    { requiredKeys: keys.filter((key) => mode.full || required.has(key)) },
  );
  const extra = schema.additionalProperties;
  if (!extra || extra === true) return record;
  // Keys are strings whatever the mode: a nasty key is a nasty string, never another type.
  const validKey = schema.propertyNames
    ? (validNode(schema.propertyNames, hints, 'key', { ...mode, full: false }) as fc.Arbitrary<string>)
    : fieldLike;
  const keyOf = mode.hostile
    ? fc.oneof({ arbitrary: validKey, weight: 4 }, spoil(validKey), nastyString)
    : validKey;
  const map = fc.dictionary(keyOf, build(extra, hints, '', mode), {
    minKeys: mode.full ? 1 : 0,
    maxKeys: mode.full ? 1 : 4,
  });
  return fc.tuple(record, map).map(([fixed, more]) => ({ ...more, ...fixed }));
}
