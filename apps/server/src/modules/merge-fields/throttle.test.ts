import { FIELD_VALUE_SAVES_PER_MINUTE } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { buildDocument, buildUser, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();

describe('the field-value save limit', () => {
  it('lets 60 saves of a document through in a minute, answers the 61st with 429, and counts per document', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const other = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const base = `/docs/documents/${document.id}`;
    // The three saves share one count.
    const saves = [
      () => firm.request(firm.attorney, 'PUT', `${base}/merge-field-values`, { a: 'b' }),
      () => firm.request(firm.attorney, 'PUT', `${base}/smart-fields`, { values: { a: 'b' } }),
      () => firm.request(firm.attorney, 'PUT', `${base}/custom-fields`, { custom_fields: [] }),
    ];
    for (let index = 0; index < FIELD_VALUE_SAVES_PER_MINUTE; index += 1) {
      const response = await saves[index % saves.length]!();
      expect(response.statusCode, `save ${index + 1}`).toBe(200);
    }

    for (const save of saves) {
      const refused = await save();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: 'Too Many Requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    // Reads are not limited, nor the same user's saves of another document.
    expect((await firm.request(firm.attorney, 'GET', `${base}/merge-field-values`)).statusCode).toBe(200);
    const elsewhere = await firm.request(
      firm.attorney,
      'PUT',
      `/docs/documents/${other.id}/merge-field-values`,
      {
        a: 'b',
      },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts per user: another user of the firm can still save the document', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const url = `/docs/documents/${document.id}/merge-field-values`;
    for (let index = 0; index <= FIELD_VALUE_SAVES_PER_MINUTE; index += 1) {
      await firm.request(firm.attorney, 'PUT', url, { a: String(index) });
    }
    expect((await firm.request(firm.attorney, 'PUT', url, { a: 'b' })).statusCode).toBe(429);
    const paralegal = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'paralegal' });
    const session = await signIn(firm.app, paralegal.email);
    expect((await firm.request(session, 'PUT', url, { a: 'c' })).statusCode).toBe(200);
  });
});
