import { describe, expect, it } from 'vitest';
import { actionLabel } from './audit-actions';
import { NO_AUDIT_FILTERS, readAuditFilters, toAuditFilterQuery, writeAuditFilters } from './audit-filters';

const PERSON = '7c0e8a52-4f1e-4f55-9a55-1f0c3b1d2e01';

describe('audit filters', () => {
  it('round-trips the filters through the URL, leaving out those not in force', () => {
    const filters = { ...NO_AUDIT_FILTERS, action: 'auth.*', actor_id: PERSON, to: '2026-03-31' };
    const params = writeAuditFilters(filters);
    expect(params.toString()).toBe(`action=auth.*&actor_id=${PERSON}&to=2026-03-31`);
    expect(readAuditFilters(params)).toEqual(filters);
  });

  it("drops a hand-edited link's malformed person and dates instead of sending them", () => {
    const params = new URLSearchParams('actor_id=ben&from=yesterday&to=2026-02-30&target_id=%20doc-1%20');
    expect(readAuditFilters(params)).toEqual({ ...NO_AUDIT_FILTERS, target_id: 'doc-1' });
  });

  it('sends whole local days: from at its start, to at the start of the day after', () => {
    const query = toAuditFilterQuery({ ...NO_AUDIT_FILTERS, from: '2026-02-28', to: '2026-02-28' });
    expect(query).toEqual({
      from: new Date(2026, 1, 28).toISOString(),
      to: new Date(2026, 2, 1).toISOString(),
    });
    expect(toAuditFilterQuery(NO_AUDIT_FILTERS)).toEqual({});
  });
});

describe('actionLabel', () => {
  it('names known actions and makes unknown codes readable', () => {
    expect(actionLabel('auth.sso_login')).toBe('Signed in with single sign-on');
    expect(actionLabel('document.field_values_saved')).toBe('Document: field values saved');
    expect(actionLabel('retention')).toBe('Retention');
  });
});
