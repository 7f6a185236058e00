import { LOGIC_NESTING_MAX } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { readVersion } from './version-content.js';

// Document assembly on the save path (issue 30): logic typed as text is stored as the schema's
// nodes, stored logic that does not read is refused with nothing written, and unbalanced markers
// are saved as they are, so that autosave never fails while someone types.

const firm = useFirm();

async function saved(html: string) {
  const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
  const response = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
    content: { ckeditor_html: html },
  });
  const versions = await firm.request(firm.attorney, 'GET', `/docs/documents/${document.id}/versions`);
  const latest = await readVersion(firm.database.db, document.id, versions.json().items.length);
  return { response, versions: versions.json().items.length, html: latest?.content.ckeditor_html };
}

// The first save with typed markers loads the editor's schema on a worker thread: slow on a busy machine.
describe('saving typed logic', { timeout: 120_000 }, () => {
  it('stores {{#if}} paragraphs as a condition, with its else part', async () => {
    const { response, html } = await saved(
      '<p>{{#if agreement.rush}}</p><p>Rush fee.</p><p>{{else}}</p><p>No fee.</p><p>{{/if}}</p>',
    );
    expect(response.statusCode).toBe(200);
    expect(html).toBe(
      '<div data-if="agreement.rush"><p>Rush fee.</p><div data-else=""><p>No fee.</p></div></div>',
    );
  });

  it('stores a repeat, an inline condition and a formatted field', async () => {
    const { response, html } = await saved(
      '<p>{{#each entity.owners as owner}}</p><p>Owner</p><p>{{/each}}</p><p>Pay {{#if agreement.rush}}now{{/if}} {{amount | currency: "EUR"}}</p>',
    );
    expect(response.statusCode).toBe(200);
    expect(html).toBe(
      '<div data-each="entity.owners" data-as="owner"><p>Owner</p></div><p>Pay <span data-if="agreement.rush">now</span> <span data-merge-field="amount" data-format="currency: &quot;EUR&quot;">{{amount | currency: "EUR"}}</span></p>',
    );
  });

  it('saves an unbalanced marker as the text it is', async () => {
    const { response, html } = await saved('<p>{{#if agreement.rush}}</p><p>Rush fee.</p>');
    expect(response.statusCode).toBe(200);
    expect(html).toBe('<p>{{#if agreement.rush}}</p><p>Rush fee.</p>');
  });

  it('refuses a stored condition that does not read with 422, writing nothing', async () => {
    const { response, versions } = await saved('<div data-if="entity.entity_type == "><p>LLC</p></div>');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'Condition "entity.entity_type == ": a value is missing after "=="',
    });
    expect(versions).toBe(1);
  });

  it(`refuses conditions nested more than ${LOGIC_NESTING_MAX} deep, and markup as a condition`, async () => {
    const nested = (depth: number) => `${'<div data-if="a">'.repeat(depth)}<p>x</p>${'</div>'.repeat(depth)}`;
    expect((await saved(nested(LOGIC_NESTING_MAX))).response.statusCode).toBe(200);
    const deeper = await saved(nested(LOGIC_NESTING_MAX + 1));
    expect(deeper.response.statusCode).toBe(422);
    expect(deeper.response.json().detail).toBe(
      `Conditions and repeats nest more than ${LOGIC_NESTING_MAX} deep; the most is ${LOGIC_NESTING_MAX}.`,
    );
    const script = await saved('<div data-if="<script>alert(1)</script>"><p>x</p></div>');
    expect(script.response.statusCode).toBe(422);
    expect(script.response.json().detail).toMatch(/^Condition "<script>alert\(1\)<\/script>": /);
  });

  it('drops an else part outside a condition', async () => {
    const { response, html } = await saved(
      '<div data-else=""><p>Stray</p></div><div data-if="a"><p>x</p></div>',
    );
    expect(response.statusCode).toBe(200);
    expect(html).toBe('<div><p>Stray</p></div><div data-if="a"><p>x</p></div>');
  });

  it('leaves HTML without logic exactly as sanitized', async () => {
    const { html } = await saved('<p>Dear <b>client</b>, {{client.name}}</p><div><p>a</p></div>');
    expect(html).toBe('<p>Dear <b>client</b>, {{client.name}}</p><div><p>a</p></div>');
  });
});
