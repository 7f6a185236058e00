import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildDocumentWithContent, pdfReader, TEST_CHROMIUM } from '../../test/export.js';
import { buildOrg, buildSmartField, buildUser, type Session, signIn } from '../../test/factories.js';
import { CHROMIUM_MISSING } from './pdf/pdf-printer.js';

// Print preview end to end: the export's PDF, shown in the app rather than downloaded, with real
// PostgreSQL and the machine's Chromium, read back with poppler-utils.

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let viewer: Session;
let outsider: Session;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { chromiumPath: TEST_CHROMIUM });
  orgId = (await buildOrg(database.db)).id;
  viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
});
afterAll(() => app.close());

const previewAs = (target: FastifyInstance, session: Session | null, id: string) =>
  target.inject({
    method: 'GET',
    url: `/docs/documents/${id}/print-preview`,
    headers: session?.headers ?? {},
  });

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

describe('GET /docs/documents/{id}/print-preview', () => {
  it('answers the PDF inline to a viewer, printing an unfilled field as its label, and writes no audit row', async () => {
    await buildSmartField(database.db, { orgId, key: 'closing.date', label: 'Closing Date of Sale' });
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p>Closing on ${field('closing.date')}; seller ${field('seller')}.</p>`,
      parts: { merge_field_values: { seller: 'Harbour Estates' } },
    });

    const response = await previewAs(app, viewer, document.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="document.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = (await pdfReader(response.rawPayload).pageTexts()).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Closing on Closing Date of Sale; seller Harbour Estates.');

    const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, document.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 for another organization's document and a missing one, 401 without a token", async () => {
    const document = await buildDocumentWithContent(database.db, { orgId, html: '<p>Private</p>' });
    const foreign = await previewAs(app, outsider, document.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Document not found' });
    expect((await previewAs(app, viewer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await previewAs(app, null, document.id)).statusCode).toBe(401);
  });

  it('answers 503 saying how to install Chromium when the server has none', async () => {
    const bare = await buildTestApp(database, { chromiumPath: '/nonexistent/chromium' });
    try {
      const session = await signIn(bare, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
      const document = await buildDocumentWithContent(database.db, { orgId, html: '<p>Text</p>' });
      const response = await previewAs(bare, session, document.id);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: CHROMIUM_MISSING });
    } finally {
      await bare.close();
    }
  });
});
