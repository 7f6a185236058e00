import { buildContent, MAX_HTML_NESTING_DEPTH } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// Content built to hurt the server: deep nesting, megabytes of markup, characters PostgreSQL refuses.

const firm = useFirm();
const nested = (depth: number) => `<p>${'<b>'.repeat(depth - 1)}x${'</b>'.repeat(depth - 1)}</p>`;
const save = (id: string, html: string) =>
  firm.request(firm.attorney, 'PUT', `/docs/documents/${id}`, { content: buildContent(html) });

describe('nesting', () => {
  it(`saves HTML nested ${MAX_HTML_NESTING_DEPTH} deep and refuses one level more with 422`, async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    expect((await save(document.id, nested(MAX_HTML_NESTING_DEPTH))).statusCode).toBe(200);
    const deeper = await save(document.id, nested(MAX_HTML_NESTING_DEPTH + 1));
    expect(deeper.statusCode).toBe(422);
    expect(deeper.json()).toEqual({ detail: 'Document is nested too deeply' });
  });

  it('refuses 800 KB of unclosed <b> at once, as a new document too', async () => {
    const response = await firm.request(firm.attorney, 'POST', '/docs/documents', {
      name: 'Deep',
      content: buildContent('<b>'.repeat(270_000)),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Document is nested too deeply');
  });
});

describe('a large save', () => {
  it('leaves /healthz answering while it is sanitized', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    // Nearly 5 MB of 200-deep nesting and tables: about a second of sanitizing.
    const unit = `${nested(MAX_HTML_NESTING_DEPTH)}<table><tbody><tr><td><p>cell</p></td></tr></tbody></table>`;
    const html = unit.repeat(Math.floor((4.9 * 1024 * 1024) / unit.length));
    let saved = false;
    const saving = save(document.id, html).then((response) => {
      saved = true;
      return response;
    });
    const health = await firm.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(saved).toBe(false);
    expect((await saving).statusCode).toBe(200);
  });
});

describe('characters PostgreSQL refuses', () => {
  it('are stored as U+FFFD in names, HTML and values', async () => {
    const response = await firm.request(firm.attorney, 'POST', '/docs/documents', {
      name: 'Lease\u0000 \ud800',
      content: buildContent('<p>Rent\u0000 \udc00due</p>', {
        merge_field_values: { 'Closing Date': 'May\u0000' },
      }),
    });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document.name).toBe('Lease\uFFFD \uFFFD');
    expect(document.versions[0].content.ckeditor_html).toBe('<p>Rent\uFFFD \uFFFDdue</p>');
    expect(document.versions[0].content.merge_field_values).toEqual({ 'Closing Date': 'May\uFFFD' });
  });

  it('in a sign-in are a failed sign-in, not an error', async () => {
    const response = await firm.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a\u0000@firm.test', password: '\ud800' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('in a query string or a path are answered as any other bad input', async () => {
    const list = await firm.app.inject({
      method: 'GET',
      url: '/docs/documents?q=%00',
      headers: firm.attorney.headers,
    });
    expect(list.statusCode).toBe(200);
    const path = await firm.app.inject({
      method: 'GET',
      url: '/docs/documents/%00',
      headers: firm.attorney.headers,
    });
    expect(path.statusCode).toBe(422);
  });
});
