import { describe, expect, it } from 'vitest';
import { buildProvenance } from './merge-field-test-backend';
import { formatShortDate, provenanceLabel, staleValuesSummary } from './provenance-label';

// Issue 16's words for where a value came from, as the source marks' tooltips and labels read them.

const at = '2026-11-03T15:00:00.000Z';
const by = { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Ruiz' };
const acme = {
  record_type: 'entity' as const,
  record_id: '00000000-0000-4000-8000-000000000002',
  record_name: 'Acme Holdings LLC',
};

describe('provenanceLabel', () => {
  it('names the record, its kind, the date and who filled it', () => {
    expect(provenanceLabel(buildProvenance({ source: 'record', ...acme, at, by }))).toBe(
      'From Acme Holdings LLC (entity), 3 Nov 2026, by Ana Ruiz',
    );
  });

  it('says a deleted record was one', () => {
    expect(provenanceLabel(buildProvenance({ source: 'record', ...acme, record_name: null, at, by }))).toBe(
      'From a deleted entity, 3 Nov 2026, by Ana Ruiz',
    );
  });

  it('says who typed a value and when', () => {
    expect(provenanceLabel(buildProvenance({ source: 'typed', at, by }))).toBe(
      'Typed by Ana Ruiz, 3 Nov 2026',
    );
    expect(provenanceLabel(buildProvenance({ source: 'typed' }))).toBe('Typed');
  });

  it('names a field template, a default and a generated value', () => {
    expect(provenanceLabel(buildProvenance({ source: 'template', at, by }))).toBe(
      'From the field template, 3 Nov 2026, by Ana Ruiz',
    );
    expect(provenanceLabel(buildProvenance({ source: 'default', layer: 'default' }))).toBe(
      "The firm's default",
    );
    expect(provenanceLabel(buildProvenance({ source: 'generated', at }))).toBe('Generated, 3 Nov 2026');
  });

  it("names the linked record for a value shown from the record's layer", () => {
    expect(provenanceLabel(buildProvenance({ source: 'record', layer: 'record', ...acme }))).toBe(
      'From the linked entity Acme Holdings LLC',
    );
  });
});

describe('formatShortDate', () => {
  it('writes day, short month and year, September as Sep', () => {
    expect(formatShortDate('2026-09-14T12:00:00.000Z')).toBe('14 Sep 2026');
  });
});

describe('staleValuesSummary', () => {
  it('counts values in the singular and the plural', () => {
    expect(staleValuesSummary(1)).toBe("1 value changed in the firm's records");
    expect(staleValuesSummary(3)).toBe("3 values changed in the firm's records");
  });
});
