import {
  AI_DISABLED_DETAIL,
  AI_NEEDS_PROVIDER_REASON,
  type AiStatus,
  LOCAL_AI_COMMANDS,
} from '@lexdraft/contract';
import { documentClauses } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { htmlToDocumentJson } from '../../lib/editor-document.js';
import { useAiFirm } from '../../test/ai-firm.js';
import { buildOrg } from '../../test/factories.js';
import { AI_REQUESTS_PER_MINUTE } from './gate.js';

// The assistant with no provider configured: the built-in reviewer, the local commands and the
// clause library answer, and the routes that need a model say so. No audit row, since no provider
// was called.

const firm = useAiFirm({ provider: false });

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const AGREEMENT = [
  '<h1>Consulting Agreement</h1>',
  `<p>This agreement is made between ${field('entity.name')} and ${field('person.full_name')}.</p>`,
  '<h2>1. Services</h2>',
  '<p>The Consultant shall provide the services within thirty (20) days.</p>',
  '<h2>2. Payment</h2>',
  '<p>The Client shall pay each invoice within fourteen (14) days.</p>',
].join('');
const SERVICES = documentClauses(htmlToDocumentJson(AGREEMENT)).find((clause) => clause.number === '1')!.id;

const analyze = (id: string) => `/docs/documents/${id}/analyze`;
const commands = (id: string) => `/docs/documents/${id}/ai/commands`;

async function aiRequests(orgId: string) {
  return firm.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'ai.request')));
}

/** A firm of its own whose admin turned AI off, with a document, an attorney and a viewer. */
async function firmWithAiOff() {
  const orgId = (await buildOrg(firm.database.db)).id;
  const admin = await firm.session('admin', orgId);
  const off = await firm.request(admin, 'PATCH', '/organizations/current', { ai_enabled: false });
  expect(off.statusCode).toBe(200);
  return { orgId, admin, document: await firm.document(AGREEMENT, orgId) };
}

describe('GET /docs/ai/status', () => {
  it('offers the local commands and the reviewer, and says what needs a provider', async () => {
    const response = await firm.request(await firm.session('viewer'), 'GET', '/docs/ai/status');
    expect(response.statusCode).toBe(200);
    const status = response.json<AiStatus>();
    expect(status).toMatchObject({ enabled: true, provider_configured: false, model: null });
    for (const { command, available, reason } of status.commands) {
      const local = LOCAL_AI_COMMANDS.includes(command);
      expect({ command, available, reason }).toEqual({
        command,
        available: local,
        reason: local ? null : AI_NEEDS_PROVIDER_REASON,
      });
    }
    expect(status.commands).toHaveLength(7);
    expect(status.template_drafting).toEqual({ available: false, reason: AI_NEEDS_PROVIDER_REASON });
  });

  it('shows everything off, saying why, when the firm turned AI off', async () => {
    const { admin } = await firmWithAiOff();
    const status = (await firm.request(admin, 'GET', '/docs/ai/status')).json<AiStatus>();
    expect(status.enabled).toBe(false);
    expect(status.commands.every((each) => !each.available && each.reason === AI_DISABLED_DETAIL)).toBe(true);
    expect(status.template_drafting).toEqual({ available: false, reason: AI_DISABLED_DETAIL });
  });
});

describe('analysis without a provider', () => {
  it('answers the built-in review, for a viewer too', async () => {
    const document = await firm.document(AGREEMENT);
    const response = await firm.request(await firm.session('viewer'), 'POST', analyze(document.id), {
      prompt: 'review',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ source: 'builtin', model: null, clause_id: null });
    expect(result.summary).toMatch(/^Built-in review/);
    const titles = result.findings.map((finding: { title: string }) => finding.title).join('\n');
    expect(titles).toMatch(/thirty \(20\)|words and digits/i);
    // entity.name and person.full_name have no value.
    expect(titles).toContain('entity.name');
  });

  it('takes the mode from `mode` or from `prompt`', async () => {
    const document = await firm.document(AGREEMENT);
    const session = await firm.session();
    const review = (await firm.request(session, 'POST', analyze(document.id), { mode: 'review' })).json();
    expect(review.findings.length).toBeGreaterThan(0);
    for (const body of [{ mode: 'summary' }, { prompt: 'summary' }]) {
      const result = (await firm.request(session, 'POST', analyze(document.id), body)).json();
      // One source of findings (issue 29, item 5): a summary never says less than the review.
      expect(result.findings).toEqual(review.findings);
      expect(result.summary).not.toMatch(/^Built-in review/);
    }
    const missing = (
      await firm.request(session, 'POST', analyze(document.id), { mode: 'missing_clauses' })
    ).json();
    expect(missing.summary).toMatch(/standard clauses/);
  });

  it('answers a free question with the review, saying a model is needed for it', async () => {
    const document = await firm.document(AGREEMENT);
    const response = await firm.request(await firm.session(), 'POST', analyze(document.id), {
      prompt: 'Who bears the risk of late payment?',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.summary).toContain('needs a model');
    expect(result.summary).toContain(AI_NEEDS_PROVIDER_REASON);
    expect(result.findings.length).toBeGreaterThan(0);
  });

  it('analyses one clause, and answers 404 for a clause the document lacks', async () => {
    const document = await firm.document(AGREEMENT);
    const session = await firm.session('viewer');
    const url = (clause: string) => `/docs/documents/${document.id}/clauses/${clause}/analyze`;
    const response = await firm.request(session, 'POST', url(SERVICES), { prompt: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: 'builtin', clause_id: SERVICES });
    expect(
      response.json().findings.every((finding: { clause_id: string }) => finding.clause_id === SERVICES),
    ).toBe(true);
    const unknown = await firm.request(session, 'POST', url('no-such-clause'), { prompt: '' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('This document has no clause "no-such-clause"');
  });

  it("answers 404 for another firm's document, and writes no audit row", async () => {
    const theirs = await firm.document(AGREEMENT, firm.otherOrgId);
    const response = await firm.request(await firm.session(), 'POST', analyze(theirs.id), { prompt: '' });
    expect(response.statusCode).toBe(404);
    expect(await aiRequests(firm.orgId)).toEqual([]);
  });

  it('streams one result when asked for events', async () => {
    const document = await firm.document(AGREEMENT);
    const response = await firm.request(
      await firm.session(),
      'POST',
      analyze(document.id),
      { prompt: 'review' },
      { accept: 'text/event-stream' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = response.body.split('\n\n').filter(Boolean);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/^event: result\ndata: \{/);
    expect(JSON.parse(events[0]!.split('data: ')[1]!)).toMatchObject({ source: 'builtin' });
  });
});

describe('commands without a provider', () => {
  it('runs fix, simplify and shorter here, keeping merge fields', async () => {
    const document = await firm.document(AGREEMENT);
    const session = await firm.session();
    const fix = await firm.request(session, 'POST', commands(document.id), {
      command: 'fix',
      html: `<p>Teh Client ${field('person.full_name')} shal pay.</p>`,
    });
    expect(fix.statusCode).toBe(200);
    expect(fix.json()).toMatchObject({ command: 'fix', source: 'builtin', model: null });
    expect(fix.json().suggestion_html).toContain('The Client');
    expect(fix.json().suggestion_html).toContain(field('person.full_name'));

    const simplify = await firm.request(session, 'POST', commands(document.id), {
      command: 'simplify',
      html: '<p>In the event that the Client fails to pay, the order is null and void.</p>',
    });
    expect(simplify.statusCode).toBe(200);
    expect(simplify.json().suggestion_html).not.toContain('In the event that');
  });

  it('sanitizes the selection and refuses an empty one', async () => {
    const document = await firm.document(AGREEMENT);
    const session = await firm.session();
    const dirty = await firm.request(session, 'POST', commands(document.id), {
      command: 'shorter',
      html: '<p onclick="steal()">Pay <script>alert(1)</script>now.</p>',
    });
    expect(dirty.statusCode).toBe(200);
    expect(dirty.json().suggestion_html).not.toMatch(/script|onclick|alert/);
    const empty = await firm.request(session, 'POST', commands(document.id), {
      command: 'fix',
      html: '<p> </p>',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('The selection has no text to rewrite');
  });

  it('refuses the commands that need a model, and translate without a language', async () => {
    const document = await firm.document(AGREEMENT);
    const session = await firm.session();
    for (const command of ['improve', 'longer', 'rephrase']) {
      const response = await firm.request(session, 'POST', commands(document.id), {
        command,
        html: '<p>Pay.</p>',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(AI_NEEDS_PROVIDER_REASON);
    }
    const translate = await firm.request(session, 'POST', commands(document.id), {
      command: 'translate',
      html: '<p>Pay.</p>',
    });
    expect(translate.statusCode).toBe(422);
    expect(translate.json().detail).toContain('target_language');
  });

  it("refuses a viewer, and another firm's document is 404", async () => {
    const document = await firm.document(AGREEMENT);
    const body = { command: 'fix', html: '<p>Teh end.</p>' };
    const viewer = await firm.request(await firm.session('viewer'), 'POST', commands(document.id), body);
    expect(viewer.statusCode).toBe(403);
    const theirs = await firm.document(AGREEMENT, firm.otherOrgId);
    const outsider = await firm.request(await firm.session(), 'POST', commands(theirs.id), body);
    expect(outsider.statusCode).toBe(404);
  });
});

describe('template generation without a provider', () => {
  it('assembles a template from the clause library and adds it to the library', async () => {
    const session = await firm.session();
    const response = await firm.request(session, 'POST', '/docs/templates/generate', {
      prompt: 'A mutual non-disclosure agreement for a software project',
      name: 'Mutual NDA',
      category: 'NDA',
      jurisdiction_code: 'US-NY',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ success: true, error: null, source: 'builtin' });
    expect(answer.clauses.length).toBeGreaterThan(0);
    expect(answer.notes).toEqual([]);
    const template = await firm.request(session, 'GET', `/docs/templates/${answer.template_id}`);
    expect(template.statusCode).toBe(200);
    expect(template.json()).toMatchObject({
      name: 'Mutual NDA',
      category: 'NDA',
      jurisdiction_code: 'US-NY',
    });
    expect(await aiRequests(firm.orgId)).toEqual([]);
  });

  it('says why a clause asked for was left out', async () => {
    const response = await firm.request(await firm.session(), 'POST', '/docs/templates/generate', {
      prompt: 'An office lease with a non-compete',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().notes.join(' ')).toMatch(/non-compete/);
  });

  it('refuses a viewer', async () => {
    const response = await firm.request(await firm.session('viewer'), 'POST', '/docs/templates/generate', {
      prompt: 'A lease',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a firm with AI turned off', () => {
  it('is refused on every AI route with 403 saying so', async () => {
    const { orgId, document } = await firmWithAiOff();
    const attorney = await firm.session('attorney', orgId);
    const calls = [
      firm.request(attorney, 'POST', analyze(document.id), { prompt: 'review' }),
      firm.request(attorney, 'POST', `/docs/documents/${document.id}/clauses/${SERVICES}/analyze`, {}),
      firm.request(attorney, 'POST', commands(document.id), { command: 'fix', html: '<p>Teh end.</p>' }),
      firm.request(attorney, 'POST', '/docs/templates/generate', { prompt: 'A lease' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: AI_DISABLED_DETAIL });
    }
  });
});

describe('the per-user limit', () => {
  it(`allows ${AI_REQUESTS_PER_MINUTE} AI requests a minute, across routes, then answers 429`, async () => {
    const document = await firm.document(AGREEMENT);
    const session = await firm.session();
    for (let index = 0; index < AI_REQUESTS_PER_MINUTE; index += 1) {
      const url = index % 2 === 0 ? analyze(document.id) : commands(document.id);
      const body = index % 2 === 0 ? { mode: 'summary' } : { command: 'shorter', html: '<p>Pay now.</p>' };
      expect((await firm.request(session, 'POST', url, body)).statusCode).toBe(200);
    }
    const limited = await firm.request(session, 'POST', analyze(document.id), { mode: 'summary' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many AI requests/);
    // The status is no AI request, and another user has a count of their own.
    expect((await firm.request(session, 'GET', '/docs/ai/status')).statusCode).toBe(200);
    const other = await firm.request(await firm.session(), 'POST', analyze(document.id), { mode: 'summary' });
    expect(other.statusCode).toBe(200);
  });
});
