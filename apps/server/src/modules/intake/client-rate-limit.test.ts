import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildDocument } from '../../test/factories.js';
import { intakeTokenIn, LETTER_HTML, mailsTo, useIntakeFirm } from './fixtures/intake-firm.js';

// A file of its own: the limit it spends would refuse the other files' requests from the same address.

const firm = useIntakeFirm(buildApp);
let token: string;

beforeAll(async () => {
  const letter = await buildDocument(firm.database.db, {
    orgId: firm.orgId,
    name: 'Letter',
    html: LETTER_HTML,
  });
  const created = await firm.call(firm.attorney, 'POST', `/docs/documents/${letter.id}/intake`, {
    email: 'limited@intake.test',
    name: 'Lee Limited',
    fields: ['matter.title'],
  });
  expect(created.statusCode, created.body).toBe(201);
  token = intakeTokenIn(mailsTo(firm, 'limited@intake.test')[0]!);
});

describe('the client routes', () => {
  it('answer 429 after 60 requests a minute to one link from one address, with no Referer onwards', async () => {
    for (let count = 0; count < 60; count += 1) {
      const response = await firm.call(null, 'GET', `/api/intake/${token}`);
      expect(response.statusCode).toBe(200);
    }
    const refused = await firm.call(null, 'PUT', `/api/intake/${token}/answers`, {
      answers: { 'matter.title': 'x' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['referrer-policy']).toBe('no-referrer');
    expect(refused.json().detail).toMatch(/Too many requests/);
  });
});
