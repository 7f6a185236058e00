import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoConfigs } from '../../../db/schema.js';
import { buildTestApp } from '../../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { buildOrg } from '../../../test/factories.js';
import { createSamlTestIdp } from '../../../test/saml-test-idp.js';
import { ssoUrls } from '../sso-urls.js';

// GET /auth/saml/metadata?org=: what a firm's identity provider reads to know us.

const PUBLIC_URL = 'https://docs.firm.test';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { publicUrl: PUBLIC_URL });
});
afterAll(() => app.close());

const metadataOf = (org: string) =>
  app.inject({ method: 'GET', url: `/auth/saml/metadata?org=${encodeURIComponent(org)}` });

describe('GET /auth/saml/metadata', () => {
  it('answers the EntityDescriptor with our entity id and the AssertionConsumerService (HTTP-POST)', async () => {
    const idp = createSamlTestIdp();
    const orgId = (await buildOrg(database.db)).id;
    await database.db.insert(ssoConfigs).values({
      orgId,
      protocol: 'saml',
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.ssoUrl,
      idpCertificate: idp.certificate,
    });
    const urls = ssoUrls(PUBLIC_URL, orgId);
    const response = await metadataOf(orgId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
    const xml = response.body;
    expect(xml).toContain('<EntityDescriptor');
    // The entity id holds "?org=", written as is: no "&" to escape.
    expect(xml).toContain(`entityID="${urls.spEntityId}"`);
    expect(xml).toMatch(
      new RegExp(
        `<AssertionConsumerService[^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"[^>]*Location="${urls.acsUrl}"`,
      ),
    );
    expect(xml).toContain('WantAssertionsSigned="true"');
  });

  it('is 404 with a detail for an org without SAML, an unknown org, or no uuid at all', async () => {
    const oidcOrg = (await buildOrg(database.db)).id;
    await database.db
      .insert(ssoConfigs)
      .values({ orgId: oidcOrg, protocol: 'oidc', issuer: 'https://login.test', clientId: 'lexdraft' });
    const withoutSso = (await buildOrg(database.db)).id;
    for (const org of [oidcOrg, withoutSso, randomUUID(), 'not-a-uuid', '']) {
      const response = await metadataOf(org);
      expect(response.statusCode, org).toBe(404);
      expect(response.json().detail).toBe('This organization has no SAML single sign-on.');
    }
  });
});
