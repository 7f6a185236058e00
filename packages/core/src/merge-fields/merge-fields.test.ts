import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_NAME_MAX_LENGTH } from '../limits.js';
import { FALLBACK_MERGE_FIELDS } from './definitions.js';
import {
  customFieldNameProblem,
  fieldMarker,
  fieldSourceType,
  isCustomField,
  isFieldId,
  isIgnoredCustomName,
  isStandardField,
} from './grammar.js';
import { type JsonNode, scanDocJson, scanHtml, scanText } from './scan.js';
import { formatFieldDate, resolvePath } from './values.js';

const first = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_');
const rest = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_.- ');
/** Valid field ids: a letter or underscore, then the allowed characters, not ending in space. */
const fieldId = fc
  .tuple(first, fc.array(rest, { maxLength: 40 }))
  .map(([head, tail]) => (head + tail.join('')).trimEnd());

describe('the field grammar', () => {
  it('tells standard fields from custom ones by prefix', () => {
    expect(isStandardField('person.first_name')).toBe(true);
    expect(isStandardField('owner.title')).toBe(true);
    expect(isCustomField('matter.description')).toBe(true);
    expect(isCustomField('retainer_amount')).toBe(true);
    fc.assert(fc.property(fieldId, (id) => isStandardField(id) !== isCustomField(id)));
  });

  it('links client., contact. and trustee. to contacts, entity. and trust. to entities', () => {
    expect(['client.name', 'contact.email', 'trustee.full_name'].map(fieldSourceType)).toEqual([
      'contact',
      'contact',
      'contact',
    ]);
    expect(['entity.ein', 'trust.name'].map(fieldSourceType)).toEqual(['entity', 'entity']);
    expect(fieldSourceType('person.first_name')).toBeUndefined();
  });

  it('accepts every name the rule allows, up to 50 characters', () => {
    fc.assert(fc.property(fieldId, (id) => customFieldNameProblem(id) === undefined));
    expect(customFieldNameProblem('a'.repeat(CUSTOM_FIELD_NAME_MAX_LENGTH))).toBeUndefined();
    expect(customFieldNameProblem('a'.repeat(CUSTOM_FIELD_NAME_MAX_LENGTH + 1))).toMatch(/at most 50/);
  });

  it('refuses names that start wrong or hold other characters', () => {
    for (const name of ['', '1st_party', '-x', ' x', 'a{b', 'a}b', 'naïve', 'a/b', 'a:b']) {
      expect(customFieldNameProblem(name), name).toBeDefined();
    }
    fc.assert(
      fc.property(fc.string(), (name) => {
        const problem = customFieldNameProblem(name);
        const ok = /^[A-Za-z_][A-Za-z0-9_. -]*$/.test(name) && name.length <= 50;
        return (problem === undefined) === ok;
      }),
    );
  });

  it('ignores custom names that belong to records', () => {
    for (const name of [
      'person.x',
      'entity.x',
      'contact.x',
      'owner.x',
      'organization.name',
      'company.name',
    ]) {
      expect(isIgnoredCustomName(name)).toBe(true);
    }
    expect(isIgnoredCustomName('retainer_amount')).toBe(false);
  });
});

describe('scanning', () => {
  it('counts each marker, and a merge-field span once', () => {
    const html =
      '<p>Dear <span data-merge-field="person.first_name">{{person.first_name}}</span>, ' +
      '{{person.first_name}} and {{entity.ein}}; {{ not a field }} {{}} {x}</p>';
    expect([...scanHtml(html)]).toEqual([
      ['person.first_name', 2],
      ['entity.ein', 1],
    ]);
  });

  it('finds exactly the markers written into any text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string().map((text) => text.replace(/[{}]/g, '')),
            fieldId,
          ),
          { maxLength: 20 },
        ),
        (parts) => {
          const text = parts.map(([filler, id]) => filler + fieldMarker(id)).join('');
          const expected = new Map<string, number>();
          for (const [, id] of parts) expected.set(id, (expected.get(id) ?? 0) + 1);
          expect(scanText(text)).toEqual(expected);
        },
      ),
    );
  });

  it('walks the editor JSON in document order: field nodes by id, markers in text', () => {
    const doc: JsonNode = {
      type: 'doc',
      content: [
        { type: 'heading', content: [{ type: 'mergeField', attrs: { id: 'entity.name' } }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hi {{person.first_name}} ' },
            { type: 'mergeField', attrs: { id: 'entity.name' } },
          ],
        },
      ],
    };
    expect([...scanDocJson(doc)]).toEqual([
      ['entity.name', 2],
      ['person.first_name', 1],
    ]);
  });

  it('agrees between HTML and JSON for the same fields', () => {
    fc.assert(
      fc.property(fc.array(fieldId, { maxLength: 30 }), (ids) => {
        const html = ids
          .map((id) => `<p><span data-merge-field="${id}">${fieldMarker(id)}</span></p>`)
          .join('');
        const doc: JsonNode = {
          type: 'doc',
          content: ids.map((id) => ({ type: 'paragraph', content: [{ type: 'mergeField', attrs: { id } }] })),
        };
        expect(scanDocJson(doc)).toEqual(scanHtml(html));
      }),
    );
  });

  it('takes only trimmed valid ids between braces', () => {
    expect(isFieldId('person.first_name')).toBe(true);
    expect(isFieldId(' person.first_name')).toBe(false);
  });
});

describe('values', () => {
  it('resolves dotted keys through nested objects, a flat dotted key first', () => {
    const record = { person: { first_name: 'Ada', address: { city: 'Boston' } }, 'entity.ein': '12-3456789' };
    expect(resolvePath(record, 'person.first_name')).toBe('Ada');
    expect(resolvePath(record, 'person.address.city')).toBe('Boston');
    expect(resolvePath(record, 'entity.ein')).toBe('12-3456789');
    expect(resolvePath(record, 'person.middle_name')).toBeUndefined();
    expect(resolvePath(record, 'person.first_name.length')).toBeUndefined();
  });

  it('finds any value put at any path', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z_]{1,8}$/), { minLength: 1, maxLength: 5 }),
        fc.string(),
        (path, value) => {
          const record = path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<
            string,
            unknown
          >;
          return resolvePath(record, path.join('.')) === value;
        },
      ),
    );
  });

  it('shows dates as Mon D, YYYY, empty as Not set, and nonsense as Invalid date', () => {
    expect(formatFieldDate('2024-03-07')).toBe('Mar 7, 2024');
    expect(formatFieldDate('2019-12-31')).toBe('Dec 31, 2019');
    expect(formatFieldDate(new Date(2020, 0, 1))).toBe('Jan 1, 2020');
    expect(formatFieldDate('')).toBe('Not set');
    expect(formatFieldDate(null)).toBe('Not set');
    expect(formatFieldDate('not a date')).toBe('Invalid date');
    expect(formatFieldDate('2025-02-30')).toBe('Invalid date');
  });
});

describe('the fallback definitions', () => {
  it('lists the spec’s person fields, then its entity fields', () => {
    expect(FALLBACK_MERGE_FIELDS.map((definition) => definition.id)).toEqual([
      'person.first_name',
      'person.last_name',
      'person.full_name',
      'person.primary_email',
      'person.mobile_phone',
      'person.date_of_birth',
      'person.ssn_last_4',
      'entity.name',
      'entity.legal_name',
      'entity.ein',
      'entity.entity_type',
      'entity.state_of_formation',
      'entity.date_of_formation',
      'entity.entity_address',
    ]);
    expect(FALLBACK_MERGE_FIELDS.every((definition) => isStandardField(definition.id))).toBe(true);
  });
});
