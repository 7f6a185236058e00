import { describe, expect, it } from 'vitest';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import type { ImportedPlaceholder } from '@/api/template-import';
import { emptyDetails, importFields, nameFromFile } from './import-details';
import { customNameProblem, defaultChoice, mappingProblems, mappingsPayload, smartKeysOf } from './mappings';

const definitions: ServerFieldDefinition[] = [
  { id: 'entity.name', label: 'Entity Name', category: 'Entity', type: 'text', source: 'model' },
  { id: 'governing_law', label: 'Governing Law', category: 'Terms', type: 'text', source: 'smart' },
];

const placeholder = (text: string, suggested: string): ImportedPlaceholder => ({
  text,
  kind: 'square_bracket',
  locations: ['body'],
  occurrences: 1,
  context: text,
  suggested_field: suggested,
});

describe('mappings', () => {
  const company = placeholder('[Company Name]', 'entity.name');
  const closing = placeholder('[Closing Date]', 'closing_date');

  it('defaults to the suggested field when the firm has it, else to a custom field of that name', () => {
    expect(defaultChoice(company, definitions)).toEqual({ kind: 'field', id: 'entity.name' });
    expect(defaultChoice(closing, definitions)).toEqual({ kind: 'custom', name: 'closing_date' });
  });

  it('checks custom names by spec section 5 (smart-field names are fields, not problems)', () => {
    const smart = smartKeysOf(definitions);
    expect(customNameProblem('  ', smart)).toBe('Enter a field name');
    expect(customNameProblem('closing date', smart)).toBeUndefined();
    expect(customNameProblem(' governing_law ', smart)).toBeUndefined();
    expect(customNameProblem('9lives', smart)).toMatch(/not a valid field name/);
    expect(customNameProblem('company.motto', smart)).toMatch(/is ignored/);
    expect(customNameProblem('x'.repeat(51), smart)).toMatch(/at most 50 characters/);
    expect(customNameProblem('person.shoe_size', smart)).toMatch(/not a known field/);
  });

  it('sends every placeholder: a field id, a trimmed custom name, or null for text', () => {
    const chosen = {
      '[Company Name]': { kind: 'text' as const },
      '[Closing Date]': { kind: 'custom' as const, name: ' closing ' },
    };
    expect(mappingsPayload([company, closing], chosen, definitions)).toEqual({
      '[Company Name]': null,
      '[Closing Date]': 'closing',
    });
    expect(mappingsPayload([company, closing], {}, definitions)).toEqual({
      '[Company Name]': 'entity.name',
      '[Closing Date]': 'closing_date',
    });
    expect(
      mappingProblems([closing], { '[Closing Date]': { kind: 'custom', name: '' } }, definitions),
    ).toEqual(new Map([['[Closing Date]', 'Enter a field name']]));
  });
});

describe('import fields', () => {
  it('always sends name, category and jurisdiction; the rest only when present, as JSON text', () => {
    const details = { ...emptyDetails(), name: ' NDA ' };
    expect(importFields(details, {})).toEqual({
      name: 'NDA',
      category: '',
      jurisdiction_code: '',
      use_intelligent_detection: 'true',
    });
    expect(
      importFields(
        { ...details, description: ' Mutual ', tags: ['a', 'b'], intelligentDetection: false },
        { '[X]': null },
      ),
    ).toEqual({
      name: 'NDA',
      category: '',
      jurisdiction_code: '',
      use_intelligent_detection: 'false',
      description: 'Mutual',
      tags: '["a","b"]',
      placeholder_mappings: '{"[X]":null}',
    });
  });

  it('names a template after its file', () => {
    expect(nameFromFile('Mutual_NDA__v2.DOCX')).toBe('Mutual NDA v2');
    expect(nameFromFile('Board consent.docx')).toBe('Board consent');
  });
});
