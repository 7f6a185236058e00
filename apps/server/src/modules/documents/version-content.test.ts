import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildContent } from '@lexdraft/core';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../db/client.js';
import { MIGRATIONS_DIR, runMigrations } from '../../db/migrate.js';
import { documents, documentVersionBodies } from '../../db/schema.js';
import { databaseUrlFor } from '../../test/database-url.js';
import { buildDocument, buildUser, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import type { ServiceContext } from '../auth/context.js';
import { updateDocument } from './service.js';
import { readVersion, readVersions } from './version-content.js';
import { versionPageQuery, versionQuery } from './versions.js';

// Retention (version-content.ts): a content is stored once per firm however many versions keep it,
// and a document with thousands of versions is listed and opened through indexes.

const firm = useFirm();

async function attorneyContext(): Promise<ServiceContext> {
  const user = await buildUser(firm.database.db, { orgId: firm.orgId });
  return {
    user: {
      id: user.id,
      orgId: firm.orgId,
      role: 'attorney',
      permissions: [],
      email: user.email,
      sessionId: '',
    },
    meta: { ip: '127.0.0.1', userAgent: null },
  };
}

/** The bodies of a firm that a document's versions use. */
async function bodiesOf(documentId: string) {
  const result = await firm.database.pool.query<{ count: string; distinct: string }>(
    `select count(*) as count, count(distinct v.body_sha256) as distinct
     from document_version_bodies b
     join document_versions v on v.org_id = b.org_id and v.body_sha256 = b.sha256
     where v.document_id = $1`,
    [documentId],
  );
  return { versions: Number(result.rows[0]!.count), bodies: Number(result.rows[0]!.distinct) };
}

const bodyRowsWith = async (orgId: string, html: string) =>
  (
    await firm.database.db
      .select({ orgId: documentVersionBodies.orgId })
      .from(documentVersionBodies)
      .where(
        sql`${documentVersionBodies.orgId} = ${orgId} and ${documentVersionBodies.body} ->> 'ckeditor_html' = ${html}`,
      )
  ).length;

describe('storing version contents', () => {
  it('keeps one body for 100 saves of unchanged content, values changed in place included', async () => {
    const ctx = await attorneyContext();
    const html = `<p>Engagement letter ${randomBytes(4).toString('hex')}</p>`;
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html });
    for (let save = 0; save < 100; save++) {
      await updateDocument(
        firm.database.db,
        ctx,
        document.id,
        { content: { ckeditor_html: html } },
        undefined,
        // Never sent for signature: nothing locks it.
        async () => {},
      );
    }
    const values = await firm.request(
      firm.attorney,
      'PUT',
      `/docs/documents/${document.id}/merge-field-values`,
      {
        'client.name': 'Ada',
      },
    );
    expect(values.statusCode).toBe(200);
    expect(await bodiesOf(document.id)).toEqual({ versions: 101, bodies: 1 });
    expect(await bodyRowsWith(firm.orgId, html)).toBe(1);
    const latest = await readVersion(firm.database.db, document.id, 101);
    expect(latest!.content).toMatchObject({
      ckeditor_html: html,
      merge_field_values: { 'client.name': 'Ada' },
    });
    const first = await readVersion(firm.database.db, document.id, 1);
    expect(first!.content).toEqual(buildContent(html));
  });

  it("never shares a body with another firm's identical content", async () => {
    const html = `<p>Same words ${randomBytes(4).toString('hex')}</p>`;
    await buildDocument(firm.database.db, { orgId: firm.orgId, html });
    await buildDocument(firm.database.db, { orgId: firm.otherOrgId, html });
    expect(await bodyRowsWith(firm.orgId, html)).toBe(1);
    expect(await bodyRowsWith(firm.otherOrgId, html)).toBe(1);
  });

  it("drops a deleted document's bodies, but not one another document shares", async () => {
    const shared = `<p>Shared ${randomBytes(4).toString('hex')}</p>`;
    const own = `<p>Own ${randomBytes(4).toString('hex')}</p>`;
    const kept = await buildDocument(firm.database.db, { orgId: firm.orgId, html: shared });
    const deleted = await buildDocument(firm.database.db, { orgId: firm.orgId, html: shared });
    const saved = await firm.request(firm.attorney, 'PUT', `/docs/documents/${deleted.id}`, {
      content: { ckeditor_html: own },
    });
    expect(saved.statusCode).toBe(200);
    const admin = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'admin' });
    const session = await signIn(firm.app, admin.email);
    expect((await firm.request(session, 'DELETE', `/docs/documents/${deleted.id}`)).statusCode).toBe(204);
    expect(await bodyRowsWith(firm.orgId, own)).toBe(0);
    expect(await bodyRowsWith(firm.orgId, shared)).toBe(1);
    expect((await readVersion(firm.database.db, kept.id, 1))!.content).toMatchObject({
      ckeditor_html: shared,
    });
  });
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/** Every node of a plan that reads the table. */
function scansOf(plan: PlanNode, table: string): PlanNode[] {
  const own = plan['Relation Name'] === table ? [plan] : [];
  return [...own, ...(plan.Plans ?? []).flatMap((child) => scansOf(child, table))];
}

async function planOf(query: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const result = await firm.database.pool.query(`explain (format json) ${text}`, params);
  return (result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
}

describe('a document with 2,000 versions', () => {
  it('lists its pages and opens version 1 through indexes, never a scan of the versions table', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    // Every other version keeps the text of the one before: a values save.
    await firm.database.pool.query(
      `with made as (
         select n, jsonb_build_object('ckeditor_html', '<p>Text ' || ((n + 1) / 2) || '</p>', 'schema_version', '3.0') as body
         from generate_series(1, 2000) as n
       ), bodies as (
         insert into document_version_bodies (org_id, sha256, body)
         select distinct $1::uuid, sha256(convert_to(body::text, 'UTF8')), body from made
         on conflict do nothing
       )
       insert into document_versions (org_id, document_id, version, body_sha256, value_parts)
       select $1, $2, n, sha256(convert_to(body::text, 'UTF8')),
         jsonb_build_object('merge_field_values', jsonb_build_object('n', n::text), 'placeholders', '{}'::jsonb, 'metadata', '{}'::jsonb)
       from made`,
      [firm.orgId, document.id],
    );
    await firm.database.db
      .update(documents)
      .set({ currentVersion: 2000 })
      .where(eq(documents.id, document.id));
    await firm.database.pool.query('analyze document_versions; analyze document_version_bodies');

    const first = await firm.request(firm.viewer, 'GET', `/docs/documents/${document.id}/versions`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(50);
    expect(page.items[0]).toMatchObject({ version: 2000, summary: 'Values changed' });
    expect(page.items[1]).toMatchObject({ version: 1999, summary: 'Text 1000' });
    expect(page.next_before).toBe(1951);
    const opened = await firm.request(firm.viewer, 'GET', `/docs/documents/${document.id}/versions/1`);
    expect(opened.json().content).toEqual({
      ckeditor_html: '<p>Text 1</p>',
      schema_version: '3.0',
      merge_field_values: { n: '1' },
      placeholders: {},
      metadata: {},
    });

    const db = firm.database.db;
    for (const query of [
      versionPageQuery(db, document.id, { limit: 50 }),
      versionPageQuery(db, document.id, { limit: 50, before: 1000 }),
      versionQuery(db, document.id, 1),
    ]) {
      const scans = scansOf(await planOf(query), 'document_versions');
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) {
        expect(scan['Node Type']).toMatch(/^Index (Only )?Scan$/);
        expect(scan['Index Name']).toBe('document_versions_doc_version_key');
      }
    }
  });
});

describe('migration 0005, version bodies', () => {
  it('moves every stored content over, exactly, sharing bodies within a firm only', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const name = `lexdraft_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    const database = connectDatabase(databaseUrlFor(adminUrl, name), { max: 2 });
    const folder = await mkdtemp(path.join(os.tmpdir(), 'lexdraft-migrations-'));
    try {
      // The migrations up to the one before this one, then rows as they were stored before it.
      await cp(MIGRATIONS_DIR, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8'));
      const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === '0005_version_bodies');
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      await writeFile(journalPath, JSON.stringify(journal));
      await migrate(drizzle(database.pool), { migrationsFolder: folder });

      const pool = database.pool;
      const org = async () =>
        (await pool.query<{ id: string }>(`insert into organizations (name) values ('Firm') returning id`))
          .rows[0]!.id;
      const document = async (orgId: string) =>
        (
          await pool.query<{ id: string }>(
            `insert into documents (org_id, name) values ($1, 'Letter') returning id`,
            [orgId],
          )
        ).rows[0]!.id;
      const [firmA, firmB] = [await org(), await org()];
      const [letter, memo, other] = [await document(firmA), await document(firmA), await document(firmB)];
      const html =
        '<p>Dear “client”, fees: 5 € — <span data-merge-field="client.name">{{client.name}}</span></p>';
      const contents: [string, number, Record<string, unknown>][] = [
        [letter, 0, buildContent('', { merge_field_values: { 'client.name': 'Early' } })],
        [letter, 1, buildContent(html)],
        [letter, 2, buildContent(html, { merge_field_values: { 'client.name': 'Ada' } })],
        [
          letter,
          3,
          {
            prosemirror_doc: { type: 'doc', content: [] },
            placeholders: {},
            metadata: {},
            schema_version: '1.0',
          },
        ],
        [letter, 4, { clauses: [{ id: 'c1', text: 'Term' }], schema_version: '2.0', extra: { a: 1 } }],
        [memo, 1, buildContent(html, { metadata: { custom_fields: [{ name: 'x', value: 'y' }] } })],
        [other, 1, buildContent(html)],
      ];
      for (const [documentId, version, content] of contents) {
        await pool.query(
          `insert into document_versions (org_id, document_id, version, content, value_writes)
           select org_id, id, $2, $3, '{"merge_field_values":{"client.name":1}}' from documents where id = $1`,
          [documentId, version, JSON.stringify(content)],
        );
      }

      await runMigrations(pool);

      for (const [documentId, version, content] of contents) {
        const stored = await readVersion(database.db, documentId, version);
        expect(stored?.content, `${version}`).toEqual(content);
        expect(stored?.valueWrites).toEqual({ merge_field_values: { 'client.name': 1 } });
      }
      const bodies = await pool.query<{ org_id: string; count: string }>(
        'select org_id, count(*) from document_version_bodies group by org_id',
      );
      const count = Object.fromEntries(bodies.rows.map((row) => [row.org_id, Number(row.count)]));
      // Firm A: the empty body of version 0, the HTML (versions 1 and 2, and the memo), ProseMirror, clauses.
      expect(count).toEqual({ [firmA]: 4, [firmB]: 1 });
      expect((await readVersions(database.db, letter)).map((row) => row.version)).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await database.close();
      await rm(folder, { recursive: true, force: true });
      await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
      await admin.end();
    }
  });
});
