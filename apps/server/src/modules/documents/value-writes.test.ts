import { buildContent, FIELD_VALUES_MAX_COUNT } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { changedCustomFields, keepNewerValues, recordWrites } from './value-writes.js';

const field = (name: string, value: string) => ({
  name,
  value,
  created_at: 't',
  updated_at: 't',
  occurrences: 0,
});
const stored = buildContent('<p>Stored</p>', {
  merge_field_values: { a: 'server a', b: 'server b' },
  placeholders: { law: 'Ohio' },
  metadata: { custom_fields: [field('judge', 'Hon. Park')] },
});
const sent = {
  ckeditor_html: '<p>Saved</p>',
  merge_field_values: { a: 'saver a', b: 'saver b', c: 'saver c' },
  placeholders: { law: 'Texas' },
  metadata: { custom_fields: [field('judge', 'Hon. Lee'), field('court', 'Third')] },
};
const save = (body: Record<string, unknown> = sent) => ({
  prepared: buildContent('<p>Saved</p>', body),
  sent: body,
});

describe('recordWrites', () => {
  it('stamps keys with the version they were written at, the latest write winning', () => {
    const first = recordWrites({}, 'merge_field_values', ['a', 'b'], 3);
    expect(recordWrites(first, 'merge_field_values', ['b'], 4)).toEqual({
      merge_field_values: { a: 3, b: 4 },
    });
  });

  it('stamps the whole part at the latest version once there are too many keys to list', () => {
    const many = Array.from({ length: 2 * FIELD_VALUES_MAX_COUNT + 1 }, (_, i) => `f${i}`);
    expect(recordWrites({ placeholders: { x: 1 } }, 'custom_fields', many, 5)).toEqual({
      placeholders: { x: 1 },
      custom_fields: { '*': 5 },
    });
  });
});

describe('changedCustomFields', () => {
  it('names the fields added, removed or given another value', () => {
    const before = { metadata: { custom_fields: [field('a', '1'), field('b', '2'), field('c', '3')] } };
    const after = { metadata: { custom_fields: [field('a', '1'), field('b', 'changed'), field('d', '4')] } };
    expect(changedCustomFields(before, after).sort()).toEqual(['b', 'c', 'd']);
  });
});

describe('keepNewerValues', () => {
  it("takes the saver's values for keys the values paths never wrote", () => {
    const result = keepNewerValues(save(), stored, { merge_field_values: { a: 1 } });
    expect(result.merge_field_values).toEqual({ a: 'server a', b: 'saver b', c: 'saver c' });
    expect(result.placeholders).toEqual({ law: 'Texas' });
    expect((result.metadata as { custom_fields: unknown[] }).custom_fields).toEqual([
      field('judge', 'Hon. Lee'),
      field('court', 'Third'),
    ]);
  });

  it("keeps the server's entry, or its absence, for every stamped key", () => {
    const writes = {
      merge_field_values: { a: 2, gone: 0 },
      placeholders: { law: 1 },
      custom_fields: { court: 2 },
    };
    const result = keepNewerValues(save(), stored, writes);
    expect(result.merge_field_values).toEqual({ a: 'server a', b: 'saver b', c: 'saver c' });
    expect(result.placeholders).toEqual({ law: 'Ohio' });
    expect((result.metadata as { custom_fields: unknown[] }).custom_fields).toEqual([
      field('judge', 'Hon. Lee'),
    ]);
  });

  it("keeps the server's whole part once the whole part is stamped", () => {
    const result = keepNewerValues(save(), stored, { custom_fields: { '*': 0 } });
    expect((result.metadata as { custom_fields: unknown[] }).custom_fields).toEqual([
      field('judge', 'Hon. Park'),
    ]);
  });

  it("keeps the server's parts that the saver left out, and adds no empty part to an older shape", () => {
    const result = keepNewerValues(save({ ckeditor_html: '<p>Saved</p>' }), stored, {});
    expect(result).toMatchObject({
      merge_field_values: stored.merge_field_values,
      placeholders: stored.placeholders,
      metadata: { custom_fields: stored.metadata.custom_fields },
    });
    const older = { prosemirror_doc: { type: 'doc' }, schema_version: '1.0' };
    expect(keepNewerValues({ prepared: older, sent: {} }, buildContent('<p>x</p>'), {})).toEqual(older);
  });

  it('keeps a nested smart-field value, which a content save cannot send', () => {
    const nested = { ...stored, placeholders: { law: 'Ohio', client: { name: 'Acme' } } };
    expect(keepNewerValues(save(), nested, {}).placeholders).toEqual({
      law: 'Texas',
      client: { name: 'Acme' },
    });
  });
});
