import { describe, expect, it } from 'vitest';
import type { JsonNode } from '../merge-fields/scan.js';
import { missingClauseTop } from './missing-clause-place.js';

const text = (value: string): JsonNode => ({ type: 'text', text: value });
const heading = (level: number, value: string): JsonNode => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const paragraph = (value: string): JsonNode => ({ type: 'paragraph', content: [text(value)] });
const signatureField = (signer: number): JsonNode => ({ type: 'signatureField', attrs: { signer } });
const doc = (...content: JsonNode[]): JsonNode => ({ type: 'doc', content });

const CLAUSES = [
  heading(1, 'Services Agreement'),
  heading(2, '1. Services'),
  paragraph('Provider will provide the Services.'),
  heading(2, '2. Fees'),
  paragraph('Client will pay the fees.'),
];

// Issue 29, item 5: "Apply suggestion" for a missing clause put it after the signature block.
describe('missingClauseTop', () => {
  it('is before a signature clause, as the clause library writes one', () => {
    const json = doc(
      ...CLAUSES,
      heading(2, '3. Signatures'),
      paragraph('The parties have signed this Agreement as of the Effective Date.'),
      paragraph('ACME LLC'),
      signatureField(1),
      paragraph('Name:'),
    );
    expect(missingClauseTop(json)).toBe(5);
  });

  it('is before "IN WITNESS WHEREOF" or the first signature field, after the last clause’s text', () => {
    const witness = doc(
      ...CLAUSES,
      paragraph('IN WITNESS WHEREOF, the parties have signed this Agreement.'),
      paragraph('Client: ____________'),
    );
    expect(missingClauseTop(witness)).toBe(5);
    const fields = doc(...CLAUSES, signatureField(1), paragraph('Name:'), signatureField(2));
    expect(missingClauseTop(fields)).toBe(5);
  });

  it('is right after the last numbered clause without signatures, before an unnumbered schedule', () => {
    expect(missingClauseTop(doc(...CLAUSES))).toBe(5);
    const schedule = doc(...CLAUSES, heading(1, 'Schedule'), paragraph('Rates.'));
    expect(missingClauseTop(schedule)).toBe(5);
  });

  it('is the end of a document without numbered clauses', () => {
    expect(missingClauseTop(doc(heading(1, 'Letter'), paragraph('Dear client,')))).toBe(2);
    expect(missingClauseTop(doc())).toBe(0);
  });
});
