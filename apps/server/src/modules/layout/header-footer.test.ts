import { randomUUID } from 'node:crypto';
import { DEFAULT_HEADER_FOOTER, type HeaderFooterConfig } from '@lexdraft/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, auditLog } from '../../db/schema.js';
import { buildDocument, buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();
const url = (documentId: string) => `/api/docs/assets/header-footer-config/${documentId}`;
const MISSING = '00000000-0000-4000-8000-000000000000';
let templateMaker: Session;

beforeAll(async () => {
  // A paralegal saves documents too (docs:write) without being the attorney the other tests use.
  const user = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'paralegal' });
  templateMaker = await signIn(firm.app, user.email);
});

/** An image row of the organization, as an upload records it; answers its URL. */
async function buildAsset(orgId: string, { pending = false } = {}) {
  const file = `${randomUUID()}.png`;
  await firm.database.db.insert(assets).values({
    orgId,
    key: `assets/${orgId}/${file}`,
    name: 'logo.png',
    assetType: 'logo',
    contentType: 'image/png',
    size: 68,
    pending,
  });
  return `/api/docs/assets/${orgId}/${file}`;
}

const configured = (logoUrl: string | null): HeaderFooterConfig => ({
  header: {
    enabled: true,
    height: 100,
    backgroundColor: '#F0f0f0',
    borderBottom: true,
    logo: logoUrl ? { url: logoUrl, position: 'right', width: 200 } : null,
  },
  footer: {
    enabled: true,
    height: 40,
    backgroundColor: '#000000',
    borderTop: true,
    pageNumbers: { enabled: true, position: 'left', format: 'x-of-y' },
  },
});

const post = (documentId: string, body: unknown, session = firm.attorney) =>
  firm.app.inject({
    method: 'POST',
    url: url(documentId),
    headers: session.headers,
    payload: body as object,
  });
const get = (documentId: string, session = firm.viewer) => firm.request(session, 'GET', url(documentId));

describe('GET /api/docs/assets/header-footer-config/{documentId}', () => {
  it('answers the defaults for a document never configured', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const response = await get(document.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      header: { enabled: false, height: 80, backgroundColor: '#ffffff', borderBottom: false, logo: null },
      footer: {
        enabled: false,
        height: 60,
        backgroundColor: '#ffffff',
        borderTop: false,
        pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
      },
    });
    expect(response.json()).toEqual(DEFAULT_HEADER_FOOTER);
  });

  it("answers 404 for another organization's document and a missing one, 401 without a token", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    expect((await get(document.id, firm.outsider)).statusCode).toBe(404);
    const missing = await get(MISSING);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Document not found');
    expect((await firm.app.inject({ method: 'GET', url: url(document.id) })).statusCode).toBe(401);
    expect((await get('not-a-uuid')).statusCode).toBe(422);
  });
});

describe('POST /api/docs/assets/header-footer-config/{documentId}', () => {
  it('stores the config, answers it, reads it back, and writes an audit row', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const config = configured(await buildAsset(firm.orgId));
    const saved = await post(document.id, config);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(config);
    expect((await get(document.id)).json()).toEqual(config);

    const audits = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.header_footer_updated'), eq(auditLog.targetId, document.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({
      header_enabled: true,
      footer_enabled: true,
      logo_url: config.header.logo!.url,
    });
  });

  it("fills a logo's position and width with the spec's defaults", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const config = configured(null);
    const logoUrl = await buildAsset(firm.orgId);
    const response = await post(document.id, {
      ...config,
      header: { ...config.header, logo: { url: logoUrl } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().header.logo).toEqual({ url: logoUrl, position: 'center', width: 120 });
  });

  it('refuses every value outside the spec, naming the field, and stores nothing', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const base = configured(null);
    const ownLogo = await buildAsset(firm.orgId);
    const logo = (change: object) => ({ url: ownLogo, position: 'center', width: 120, ...change });
    const header = (change: object) => ({ ...base, header: { ...base.header, ...change } });
    const footer = (change: object) => ({ ...base, footer: { ...base.footer, ...change } });
    const pageNumbers = (change: object) =>
      footer({ pageNumbers: { ...base.footer.pageNumbers, ...change } });
    const cases: [string, unknown, string][] = [
      ['header height 30', header({ height: 30 }), 'header.height: must be at least 40'],
      ['header height 160', header({ height: 160 }), 'header.height: must be at most 150'],
      ['header height 85', header({ height: 85 }), 'header.height: must be a multiple of 10'],
      ['footer height 30', footer({ height: 30 }), 'footer.height: must be at least 40'],
      ['footer height 85', footer({ height: 85 }), 'footer.height: must be a multiple of 10'],
      ['a height as text', header({ height: '80' }), 'header.height'],
      ['logo width 30', header({ logo: logo({ width: 30 }) }), 'header.logo.width: must be at least 40'],
      ['logo width 310', header({ logo: logo({ width: 310 }) }), 'header.logo.width: must be at most 300'],
      [
        'logo width 125',
        header({ logo: logo({ width: 125 }) }),
        'header.logo.width: must be a multiple of 10',
      ],
      ['logo position', header({ logo: logo({ position: 'middle' }) }), 'header.logo.position'],
      [
        'named colour',
        header({ backgroundColor: 'red' }),
        'header.backgroundColor: must be a colour as #rrggbb',
      ],
      [
        'short colour',
        footer({ backgroundColor: '#fff' }),
        'footer.backgroundColor: must be a colour as #rrggbb',
      ],
      ['css injection', footer({ backgroundColor: '#ffffff;x' }), 'footer.backgroundColor'],
      ['page number format', pageNumbers({ format: 'page x' }), 'footer.pageNumbers.format'],
      ['page number position', pageNumbers({ position: 'top' }), 'footer.pageNumbers.position'],
      [
        'remote logo',
        header({ logo: logo({ url: 'https://evil.example/logo.png' }) }),
        'header.logo.url: must be an image uploaded to this organization',
      ],
      ['data URL logo', header({ logo: logo({ url: 'data:image/png;base64,AAAA' }) }), 'header.logo.url'],
      [
        'path escaping the assets',
        header({ logo: logo({ url: `${ownLogo}/../../../etc/passwd` }) }),
        'header.logo.url',
      ],
      ['unknown key at the top', { ...base, watermark: true }, 'watermark'],
      ['unknown key in the footer', footer({ text: 'Confidential' }), 'text'],
      ['missing footer', { header: base.header }, 'footer'],
    ];
    for (const [name, body, detail] of cases) {
      const response = await post(document.id, body);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().detail, name).toContain(detail);
    }
    expect((await get(document.id)).json()).toEqual(DEFAULT_HEADER_FOOTER);
  });

  it('refuses a logo of another organization, one never uploaded or one not yet checked, and stores nothing', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const theirs = await buildAsset(firm.otherOrgId);
    const neverUploaded = `/api/docs/assets/${firm.orgId}/${randomUUID()}.png`;
    // Issued for a browser's upload to S3, whose bytes the server has not read yet.
    const pending = await buildAsset(firm.orgId, { pending: true });
    const otherFirm = await buildOrg(firm.database.db);
    for (const logoUrl of [
      theirs,
      neverUploaded,
      pending,
      `/api/docs/assets/${otherFirm.id}/${randomUUID()}.png`,
    ]) {
      const response = await post(document.id, configured(logoUrl));
      expect(response.statusCode, logoUrl).toBe(422);
      expect(response.json().detail).toBe(
        'Invalid request: header.logo.url: must be an image uploaded to this organization',
      );
    }
    expect((await get(document.id)).json()).toEqual(DEFAULT_HEADER_FOOTER);
  });

  it('refuses a huge body with 413', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const base = configured(null);
    const response = await post(document.id, { ...base, padding: 'x'.repeat(300 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it("answers 404 for another organization's document and a missing one, 403 to a viewer, 401 without a token", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const config = configured(null);
    expect((await post(document.id, config, firm.outsider)).statusCode).toBe(404);
    expect((await post(MISSING, config)).statusCode).toBe(404);
    const byViewer = await post(document.id, config, firm.viewer);
    expect(byViewer.statusCode).toBe(403);
    const anonymous = await firm.app.inject({ method: 'POST', url: url(document.id), payload: config });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(document.id)).json()).toEqual(DEFAULT_HEADER_FOOTER);
  });

  it('configures a template, and a document created from it starts with its header and footer', async () => {
    const template = await buildDocument(firm.database.db, { orgId: firm.orgId, isTemplate: true });
    const config = configured(await buildAsset(firm.orgId));
    expect((await post(template.id, config, templateMaker)).statusCode).toBe(200);
    const created = await firm.request(firm.attorney, 'POST', '/docs/documents/create-from-template', {
      source_document_id: template.id,
      name: 'Engagement for Acme',
    });
    expect(created.statusCode).toBe(201);
    const copy = created.json().id as string;
    expect((await get(copy)).json()).toEqual(config);

    // The copy is its own: changing it leaves the template as it was.
    const changed = { ...config, footer: { ...config.footer, enabled: false } };
    expect((await post(copy, changed)).statusCode).toBe(200);
    expect((await get(template.id)).json()).toEqual(config);
  });
});
