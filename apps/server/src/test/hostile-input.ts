import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import { z } from 'zod';

// Arbitrary request input for fast-check, hostile at every leaf: strings with NUL and lone surrogates,
// markup, traversal, huge and negative numbers, deep arrays, wrong types, odd keys. Bodies and query
// strings mostly follow the route's zod schema, so that they get past validation to the code and the
// database behind it.

/** The firm's record ids that fit a path or field name (`/docs/documents/:id`, `entity_ids`). */
export type IdsFor = (name: string) => string[];

/** A request body and its content type. */
export type HostileBody = Pick<InjectOptions, 'payload' | 'headers'>;

// Text that has broken servers: NUL, lone surrogates, markup, traversal, numbers out of range.
const WEIRD = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udbff\u0000',
  '',
  ' ',
  '..\\..\\x.png',
  '../../etc/passwd',
  '<b>'.repeat(300),
  '<script>alert(1)</script>',
  '{{person.first_name}}',
  '1e400',
  '-1',
  '9007199254740993',
  'NaN',
  'true',
  'null',
  '__proto__',
  'constructor',
  'x'.repeat(70_000),
  'a@b.c',
  '00000000-0000-0000-0000-000000000000',
  '%00',
];
const UNSTORABLE = ['\u0000', '\ud800', '\udc00', 'Name\u0000', 'Name\ud83d'];
const weirdText = fc.oneof(
  { arbitrary: fc.constantFrom(...UNSTORABLE), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(...WEIRD), weight: 2 },
  {
    arbitrary: fc.array(fc.constantFrom(...WEIRD, 'a', '.'), { maxLength: 4 }).map((parts) => parts.join('')),
    weight: 2,
  },
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_VALUE),
);
const leaf = fc.oneof(weirdText, weirdNumber, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(weirdText, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const deep = fc
  .integer({ min: 1, max: 2_000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`));

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** A route's zod schema as JSON Schema, or undefined when it has none. */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

// Text that passes most schemas yet cannot be stored as it is.
const storableLooking = fc.oneof(
  { arbitrary: fc.constantFrom(...UNSTORABLE, 'A name', 'person.first_name'), weight: 6 },
  { arbitrary: weirdText, weight: 1 },
);
const mostly = <T>(typed: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: typed, weight: 60 }, { arbitrary: value, weight: 1 });

// Percent-encodes what encodeURIComponent can; raw sequences (%00, %ED%A0%80: a lone surrogate in
// UTF-8's form) go as they are.
const RAW_SEGMENTS = ['%00', '%ED%A0%80', '%C0%80', '%', '%zz', '..', '%2e%2e%2f', 'a%00b'];
// String#toWellFormed is in Node 20, not in TypeScript's ES2023 lib.
const toWellFormed = (text: string) => (text as string & { toWellFormed(): string }).toWellFormed();
const encode = (text: string) => encodeURIComponent(toWellFormed(text));

/** Arbitraries of a route's path, query string and body, with ids from the firm's records. */
export function hostileInput(idsFor: IdsFor) {
  /**
   * Values of the schema's shape with hostile leaves, so that most inputs get past validation to the
   * code and the database behind it; now and then a wrong type instead.
   */
  function shaped(schema: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
    if (!schema || depth > 5) return value;
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((inner) => shaped(inner, depth + 1, name)));
    const type = [schema.type].flat()[0];
    if (schema.enum) return mostly(fc.constantFrom(...schema.enum));
    if (type === 'string' && schema.format === 'uuid') return mostly(fc.constantFrom(...idsFor(name)));
    if (type === 'string' && schema.format === 'email')
      return mostly(fc.constantFrom('a\u0000@firm.test', 'a\ud800@firm.test', 'new@firm.test'));
    if (type === 'string') return mostly(storableLooking);
    if (type === 'integer' || type === 'number')
      return mostly(
        fc.oneof(
          { arbitrary: fc.integer({ min: 0, max: 5 }), weight: 4 },
          { arbitrary: weirdNumber, weight: 1 },
        ),
      );
    if (type === 'boolean') return mostly(fc.boolean());
    if (type === 'array') return mostly(fc.array(shaped(schema.items, depth + 1, name), { maxLength: 3 }));
    if (type !== 'object') return value;
    const properties = schema.properties ?? {};
    const fields = fc.record(
      Object.fromEntries(
        Object.entries(properties).map(([key, inner]) => [key, shaped(inner, depth + 1, key)]),
      ),
      { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
    );
    const extra =
      typeof schema.additionalProperties === 'object'
        ? fc.dictionary(storableLooking, shaped(schema.additionalProperties, depth + 1), { maxKeys: 3 })
        : fc.constant({});
    return mostly(fc.tuple(fields, extra).map(([known, more]) => ({ ...more, ...known })));
  }

  /** A path for the route, its parameters mostly ids of the firm's records. */
  function pathFor(route: RouteOptions): fc.Arbitrary<string> {
    const parts = route.url.split('/').map((segment) => {
      if (segment.startsWith(':') || segment === '*') {
        return fc.oneof(
          { arbitrary: fc.constantFrom(...idsFor(route.url)), weight: 6 },
          { arbitrary: weirdText.filter((text) => text !== '').map(encode), weight: 1 },
          { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
        );
      }
      return fc.constant(segment);
    });
    return fc.tuple(...parts).map((segments) => segments.join('/'));
  }

  /** A query string for the route: its schema's parameters, and a few of its own. */
  function queryFor(route: RouteOptions): fc.Arbitrary<string> {
    const schema = jsonSchemaOf(route.schema?.querystring);
    const known = shaped(schema).map((query) =>
      typeof query === 'object' && query !== null && !Array.isArray(query)
        ? Object.entries(query).flatMap(([key, val]) =>
            [val]
              .flat()
              .map((one) => [
                encode(key),
                encode(typeof one === 'string' ? one : (JSON.stringify(one) ?? '')),
              ]),
          )
        : [],
    );
    const raw = fc.array(fc.tuple(weirdText.map(encode), fc.constantFrom(...RAW_SEGMENTS, ...idsFor(''))), {
      maxLength: 2,
    });
    return fc
      .tuple(known, raw)
      .map(([pairs, extra]) => [...pairs, ...extra])
      .map((pairs) => (pairs.length ? `?${pairs.map(([key, val]) => `${key}=${val}`).join('&')}` : ''));
  }

  /** A body for the route: mostly JSON of its schema's shape, now and then a form, deep arrays or junk. */
  function bodyFor(route: RouteOptions): fc.Arbitrary<HostileBody> {
    const schema = jsonSchemaOf(route.schema?.body);
    const json = (payload: unknown): HostileBody => ({
      payload: JSON.stringify(payload) ?? '',
      headers: { 'content-type': 'application/json' },
    });
    const form = shaped(schema).map((fields): HostileBody => {
      const entries = typeof fields === 'object' && fields !== null ? Object.entries(fields) : [];
      const text = entries.map(([key, val]): [string, string] => [
        toWellFormed(key),
        toWellFormed(typeof val === 'string' ? val : (JSON.stringify(val) ?? '')),
      ]);
      return {
        payload: new URLSearchParams(text).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    });
    // A route that takes multipart/form-data (the Word import) mostly gets forms of its fields and a file.
    const consumes: unknown = route.schema?.consumes;
    const takesMultipart = Array.isArray(consumes) && consumes.includes('multipart/form-data');
    const multipart = fc
      .tuple(shaped(schema), fc.uint8Array({ maxLength: 512 }), fc.constantFrom('file', 'file', 'upload'))
      .map(([fields, bytes, fileField]): HostileBody => {
        const boundary = 'hostile-boundary';
        const entries = typeof fields === 'object' && fields !== null ? Object.entries(fields) : [];
        const text = entries
          .filter(([key]) => key !== 'file')
          .map(
            ([key, val]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${toWellFormed(key)}"\r\n\r\n` +
              `${toWellFormed(typeof val === 'string' ? val : (JSON.stringify(val) ?? ''))}\r\n`,
          )
          .join('');
        const file = `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="x.docx"\r\n\r\n`;
        return {
          payload: Buffer.concat([
            Buffer.from(text + file),
            Buffer.from(bytes),
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        };
      });
    return fc.oneof(
      ...(takesMultipart ? [{ arbitrary: multipart, weight: 24 }] : []),
      { arbitrary: shaped(schema).map(json), weight: 12 },
      { arbitrary: form, weight: 1 },
      { arbitrary: deep.map(json), weight: 1 },
      {
        arbitrary: fc.constantFrom<HostileBody>(
          { payload: '{"a": 1e400, "b": -1e400}', headers: { 'content-type': 'application/json' } },
          { payload: '{"a": "\\ud800\\u0000"}', headers: { 'content-type': 'application/json' } },
          { payload: '{"__proto__": {"x": 1}}', headers: { 'content-type': 'application/json' } },
          { payload: '{not json', headers: { 'content-type': 'application/json' } },
          { payload: 'text', headers: { 'content-type': 'text/plain' } },
          { payload: '', headers: {} },
        ),
        weight: 1,
      },
    );
  }

  return { pathFor, queryFor, bodyFor };
}
