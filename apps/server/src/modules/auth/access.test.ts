import { hasPermission, ROLES, type Role } from '@lexdraft/core';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEntities, documentOwners, invitations } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildDocumentWithContent, pdfReader } from '../../test/export.js';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildFieldTemplate,
  buildOrg,
  buildPerson,
  buildSmartField,
  buildUser,
  type Session,
  signIn,
} from '../../test/factories.js';
import { SIGNED_UPLOAD_PATH } from '../assets/upload-url.js';
import type { RouteAccess } from './guard.js';

// Walks every API route the app registers, with no token, with each role, and with a user of a
// second organization, so that a new route cannot ship without its permission being enforced.

let database: TestDatabase;
let app: FastifyInstance;
const sessions = {} as Record<Role, Session>;
let outsider: Session;
const foreign: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  await app.ready();
  const org = await buildOrg(database.db);
  for (const role of ROLES) {
    const user = await buildUser(database.db, { orgId: org.id, role });
    sessions[role] = await signIn(app, user.email);
  }
  // Records of another firm, which no one above may see.
  const other = await buildOrg(database.db);
  const otherAdmin = await buildUser(database.db, { orgId: other.id, role: 'admin' });
  outsider = await signIn(app, otherAdmin.email);
  foreign.user = (await buildUser(database.db, { orgId: org.id, role: 'viewer' })).id;
  const [invitation] = await database.db
    .insert(invitations)
    .values({
      orgId: org.id,
      email: 'x@y.test',
      role: 'viewer',
      tokenHash: 'h',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  foreign.invitation = invitation!.id;
  foreign.document = (await buildDocument(database.db, { orgId: org.id })).id;
  const template = await buildDocument(database.db, { orgId: org.id, isTemplate: true });
  bodies['POST /docs/documents/create-from-template'] = { source_document_id: template.id, name: 'Copy' };
  // A template of its own for the library's paths, whose DELETE would take away the one above.
  foreign.template = (await buildDocument(database.db, { orgId: org.id, isTemplate: true })).id;
  foreign.smartField = (await buildSmartField(database.db, { orgId: org.id })).id;
  foreign.fieldTemplate = (await buildFieldTemplate(database.db, { orgId: org.id })).id;
  const entity = await buildEntity(database.db, { orgId: org.id });
  bodies['POST /docs/documents/generate'] = { template_id: template.id, entity_id: entity.id };
  bodies['POST /docs/documents/:id/merge-field-values/from-record'] = {
    record_type: 'entity',
    record_id: entity.id,
    field_ids: ['entity.name'],
  };
  bodies['POST /docs/documents/:id/merge-field-values/from-field-template'] = {
    template_id: foreign.fieldTemplate,
  };
  // Records of their own for /api/{entities,persons,contacts}/:id, whose DELETE would take the one above.
  foreign.entities = (await buildEntity(database.db, { orgId: org.id })).id;
  foreign.persons = (await buildPerson(database.db, { orgId: org.id })).id;
  foreign.contacts = (await buildContact(database.db, { orgId: org.id })).id;
});
afterAll(() => app.close());

const protectedRoutes = () => app.routeAccess.filter((route) => route.access !== 'public');
const fill = (url: string) =>
  url
    .replace('/users/invitations/:id', `/users/invitations/${foreign.invitation}`)
    .replace(/^\/(docs|api)\/documents\/:id/, `/$1/documents/${foreign.document}`)
    .replace('/docs/smart-fields/:id', `/docs/smart-fields/${foreign.smartField}`)
    .replace('/docs/templates/:id', `/docs/templates/${foreign.template}`)
    .replace('/docs/field-templates/:id', `/docs/field-templates/${foreign.fieldTemplate}`)
    .replace(/^\/api\/(entities|persons|contacts)\/:id/, (_, kind: string) => `/api/${kind}/${foreign[kind]}`)
    .replace('/api/merge-fields/sources/:type', '/api/merge-fields/sources/contact')
    .replace(':version', '1')
    // A thread and comment of no one's: the answer still says whether access got that far.
    .replace(':tid', foreign.user!)
    .replace(':cid', foreign.user!)
    .replace(':rid', foreign.user!)
    .replace(':id', foreign.user!);
// Valid bodies where a route needs one, so that the answer is about access, not validation.
const bodies: Record<string, object> = {
  'PATCH /users/:id': { role: 'viewer' },
  'PUT /users/:id/permissions': { permissions: [] },
  'POST /docs/documents/blank': { name: 'Access check' },
  'POST /docs/documents': { name: 'Access check' },
  'PUT /docs/documents/:id/smart-fields': { values: {} },
  'PUT /docs/documents/:id/custom-fields': { custom_fields: [] },
  'PUT /docs/documents/:id/letterhead': { letterhead: null },
  'POST /docs/documents/:id/intake': { email: 'access@check.test', name: 'Access check', fields: ['x'] },
  'POST /docs/templates/:id/bulk-generate': { entity_ids: ['00000000-0000-4000-8000-000000000000'] },
  'POST /docs/smart-fields': { key: 'access_check', label: 'Access check' },
  'PATCH /docs/smart-fields/:id': { label: 'Access check' },
  'POST /docs/field-templates': { name: 'Access check', values: { access_check: 'yes' } },
  'POST /docs/templates': { name: 'Access check' },
  'PATCH /docs/templates/:id': { category: 'access check' },
  'POST /docs/templates/validate-placeholders': { placeholders: ['access_check'] },
  'POST /docs/documents/:id/send': {
    provider: 'lexdraft',
    recipients: [{ name: 'Access Check', email: 'access.check@client.test', role: 'signer' }],
  },
  'POST /docs/documents/:id/signature/void': { reason: 'Access check' },
  'POST /docs/documents/:id/ai/commands': { command: 'fix', html: '<p>Access check</p>' },
  'POST /docs/templates/generate': { prompt: 'Access check' },
  'POST /api/entities': { name: 'Access check' },
  'POST /api/persons': { first_name: 'Access', last_name: 'Check' },
  'POST /api/contacts': { full_name: 'Access Check' },
  'PUT /api/entities/:id/owners': { ids: [] },
  'PUT /api/entities/:id/contacts': { ids: [] },
  'POST /docs/documents/:id/comments': { quote: 'Access check', body: 'Access check' },
  'POST /docs/documents/:id/comments/:tid/replies': { body: 'Access check' },
  'PATCH /docs/documents/:id/comments/:tid': { resolved: true },
  'PATCH /docs/documents/:id/comments/:tid/replies/:cid': { body: 'Access check' },
};
// The signed upload route is reached through the link upload-url gives the same caller; without
// one it refuses everyone, which would say nothing about the role.
async function signedUploadUrl(headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/docs/assets/upload-url',
    headers,
    payload: { filename: 'access.png', asset_type: 'image', content_type: 'image/png' },
  });
  return response.statusCode === 200 ? (response.json() as { upload_url: string }).upload_url : undefined;
}
const call = async (route: RouteAccess, headers: Record<string, string> = {}) => {
  const signed = route.url === SIGNED_UPLOAD_PATH ? await signedUploadUrl(headers) : undefined;
  return app.inject({
    method: route.method as HTTPMethods,
    url: signed ?? fill(route.url),
    headers,
    payload: route.method === 'GET' ? undefined : (bodies[`${route.method} ${route.url}`] ?? {}),
  });
};

describe('every route', () => {
  it('is in the table', () => {
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(10);
    expect(app.routeAccess.map((r) => `${r.method} ${r.url}`)).toContain('GET /users/me');
  });

  it('refuses a caller without a token with 401', async () => {
    for (const route of protectedRoutes()) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers another organization's records with 404", async () => {
    const withIds = protectedRoutes().filter((route) => route.url.includes(':id'));
    expect(withIds.length).toBeGreaterThanOrEqual(3);
    for (const route of withIds) {
      const response = await call(route, outsider.headers);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it.each(ROLES)('lets a %s through exactly when the role holds the permission', async (role) => {
    for (const route of protectedRoutes()) {
      const response = await call(route, sessions[role].headers);
      const allowed = route.access === 'signed-in' || hasPermission({ role }, route.access);
      const where = `${role} ${route.method} ${route.url} -> ${response.statusCode} ${response.body}`;
      if (allowed) expect([401, 403], where).not.toContain(response.statusCode);
      else expect(response.statusCode, where).toBe(403);
    }
  });
});

// Sensitive fields (docs/field-trust.md): every GET route, called by a viewer on a document and
// records holding an SSN, EIN, tax id, birth date and a field marked sensitive, answers none of
// those values whole (JSON, Word's XML and the PDF's text scanned), while an attorney gets them.
describe('sensitive values', () => {
  const FULL = {
    ein: '12-3456789',
    ssn: '123-45-6789',
    nestedSsn: '321-54-9876',
    taxId: '98-7654321',
    passport: 'P9876543210',
    birth: '1975-03-09',
  };
  const ids: Record<string, string> = {};
  let viewer: Session;
  let attorney: Session;

  beforeAll(async () => {
    const org = await buildOrg(database.db);
    viewer = await signIn(app, (await buildUser(database.db, { orgId: org.id, role: 'viewer' })).email);
    attorney = await signIn(app, (await buildUser(database.db, { orgId: org.id, role: 'attorney' })).email);
    await buildSmartField(database.db, { orgId: org.id, key: 'matter.passport', sensitive: true });
    const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
    const html = [
      'entity.ein',
      'person.ssn',
      'client.ssn',
      'trustee.tax_id',
      'matter.passport',
      'person.date_of_birth',
    ]
      .map((id) => `<p>${id}: ${field(id)}</p>`)
      .join('');
    const document = await buildDocumentWithContent(database.db, {
      orgId: org.id,
      html,
      parts: {
        merge_field_values: { 'entity.ein': FULL.ein, 'person.ssn': FULL.ssn },
        placeholders: { client: { ssn: FULL.nestedSsn }, 'matter.passport': FULL.passport },
        metadata: { custom_fields: [{ name: 'trustee.tax_id', value: FULL.taxId }] },
      },
    });
    ids.document = document.id;
    const entity = await buildEntity(database.db, {
      orgId: org.id,
      name: 'Sensitive Holdings LLC',
      ein: FULL.ein,
    });
    const person = await buildPerson(database.db, {
      orgId: org.id,
      dateOfBirth: FULL.birth,
      ssnLast4: '5555',
    });
    ids.entities = entity.id;
    ids.persons = person.id;
    await database.db
      .insert(documentEntities)
      .values({ orgId: org.id, documentId: document.id, targetId: entity.id });
    await database.db
      .insert(documentOwners)
      .values({ orgId: org.id, documentId: document.id, targetId: person.id });
  });

  const url = (route: string) =>
    route
      .replace(/^\/(docs|api)\/documents\/:id/, `/$1/documents/${ids.document}`)
      .replace(/^\/api\/(entities|persons)\/:id/, (_, kind: string) => `/api/${kind}/${ids[kind]}`)
      .replace('/api/merge-fields/sources/:type', '/api/merge-fields/sources/entity')
      .replace(':version', '1');

  /** The text of an answer as its reader sees it: JSON, a Word file's XML, a PDF's text. */
  async function answerText(response: Awaited<ReturnType<typeof app.inject>>): Promise<string> {
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('pdf')) return (await pdfReader(response.rawPayload).pageTexts()).join('\n');
    if (type.includes('officedocument')) {
      return strFromU8(unzipSync(new Uint8Array(response.rawPayload))['word/document.xml']!);
    }
    return response.body;
  }

  const get = (session: Session, path: string) =>
    app.inject({ method: 'GET', url: path, headers: session.headers });

  it('never reaches a viewer whole from any GET route', async () => {
    const routes = protectedRoutes().filter((route) => route.method === 'GET');
    const paths = routes.map((route) => url(route.url)).filter((path) => !path.includes(':'));
    paths.push(
      `/docs/documents/${ids.document}/export?format=docx&allow_unresolved=true`,
      `/docs/documents/${ids.document}/export?format=pdf&allow_unresolved=true`,
      '/api/merge-fields/sources/entity?query=Sensitive',
      '/api/merge-fields/sources/contact',
    );
    for (const path of paths) {
      const text = await answerText(await get(viewer, path));
      for (const [name, value] of Object.entries(FULL)) {
        expect(text.includes(value), `${name} in ${path}`).toBe(false);
      }
    }
    const values = (await get(viewer, `/api/documents/${ids.document}/merge-field-values`)).json();
    expect(values.merge_field_values).toMatchObject({
      'entity.ein': '••-•••6789',
      'person.ssn': '•••-••-6789',
    });
    const docx = await answerText(await get(viewer, `/docs/documents/${ids.document}/export?format=docx`));
    expect(docx).toContain('••-•••6789');
    // The PDF printed (not a 503 with nothing to scan), its EIN's last four readable.
    const pdf = await answerText(await get(viewer, `/docs/documents/${ids.document}/export?format=pdf`));
    expect(pdf).toContain('6789');
    expect((await get(viewer, `/api/persons/${ids.persons}`)).json()).toMatchObject({
      ssn_last_4: '••••',
      date_of_birth: '••••-•3-09',
    });
  });

  it('reaches an attorney whole', async () => {
    const values = (await get(attorney, `/api/documents/${ids.document}/merge-field-values`)).json();
    expect(values.merge_field_values).toMatchObject({ 'entity.ein': FULL.ein, 'person.ssn': FULL.ssn });
    const smart = (await get(attorney, `/docs/documents/${ids.document}/smart-fields`)).json();
    expect(smart.values).toEqual({ client: { ssn: FULL.nestedSsn }, 'matter.passport': FULL.passport });
    const document = await get(attorney, `/docs/documents/${ids.document}`);
    expect(document.body).toContain(FULL.taxId);
    expect((await get(attorney, `/api/entities/${ids.entities}`)).json().ein).toBe(FULL.ein);
    const docx = await answerText(await get(attorney, `/docs/documents/${ids.document}/export?format=docx`));
    expect(docx).toContain(FULL.ein);
  });

  it("refuses a viewer's save", async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/docs/documents/${ids.document}/merge-field-values`,
      headers: viewer.headers,
      payload: { 'entity.ein': '••-•••6789' },
    });
    expect(response.statusCode).toBe(403);
  });
});
