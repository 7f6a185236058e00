import { AI_DISABLED_DETAIL, type AiStatus } from '@lexdraft/contract';
import { documentClauses } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { htmlToDocumentJson } from '../../lib/editor-document.js';
import { TEST_MODEL, useAiFirm } from '../../test/ai-firm.js';
import {
  answer,
  huge,
  lastUserMessage,
  malformedJson,
  type RecordedRequest,
  rateLimited,
  serverError,
} from '../../test/chat-completions-server.js';
import { buildOrg, type Session } from '../../test/factories.js';

// The assistant with a provider: the fake chat-completions server stands in for it at the wire.
// Client data stays here (values never go, e-mails, SSNs and EINs typed in the text go as
// sentinels), answers are validated, fields are never lost, and every call is an audit row.

const firm = useAiFirm({ provider: true });
const ai = () => firm.provider!;

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const AGREEMENT = [
  '<h1>Consulting Agreement</h1>',
  `<p>This agreement is made between ${field('entity.name')} (EIN ${field('entity.ein')}) and ${field('person.first_name')}.</p>`,
  '<h2>1. Services</h2>',
  `<p>The Consultant shall report to ${field('person.primary_email')} within thirty (30) days.</p>`,
  '<h2>2. Notices</h2>',
  '<p>Notices go to legal@northwind-client.test. Client SSN 987-65-4321, client EIN 98-7654321.</p>',
  `<p>Matter ${field('matter.reference')}, client tax id ${field('Client SSN')}, passport ${field('matter.passport')}.</p>`,
].join('');
const CLAUSES = documentClauses(htmlToDocumentJson(AGREEMENT));
const SERVICES = CLAUSES.find((clause) => clause.number === '1')!.id;

// The values set through the values routes, and the typed client data: none may reach the provider.
const VALUES = {
  'entity.name': 'Northwind Secret Holdings LLC',
  'entity.ein': '12-3456789',
  'person.first_name': 'Zebulon',
  'person.primary_email': 'zebulon@private-client.test',
};
const SECRETS = [
  ...Object.values(VALUES),
  'MATTER-SECRET-42',
  'PASSPORT-X7Q2',
  '123-45-6789',
  'legal@northwind-client.test',
  '987-65-4321',
  '98-7654321',
  'private-client',
  'northwind-client',
];

const analyze = (id: string) => `/docs/documents/${id}/analyze`;
const commands = (id: string) => `/docs/documents/${id}/ai/commands`;

let attorney: Session;
let documentId: string;
beforeAll(async () => {
  attorney = await firm.session();
  documentId = (await firm.document(AGREEMENT)).id;
  const values = await firm.request(
    attorney,
    'PUT',
    `/docs/documents/${documentId}/merge-field-values`,
    VALUES,
  );
  expect(values.statusCode).toBe(200);
  // A field the firm marked sensitive (docs/field-trust.md): its value must not reach the provider either.
  const definition = await firm.request(attorney, 'POST', '/docs/smart-fields', {
    key: 'matter.passport',
    label: 'Passport',
    sensitive: true,
  });
  expect(definition.statusCode).toBe(201);
  const smart = await firm.request(attorney, 'PUT', `/docs/documents/${documentId}/smart-fields`, {
    values: { 'matter.reference': 'MATTER-SECRET-42', 'matter.passport': 'PASSPORT-X7Q2' },
  });
  expect(smart.statusCode).toBe(200);
  const custom = await firm.request(attorney, 'PUT', `/docs/documents/${documentId}/custom-fields`, {
    custom_fields: [{ name: 'Client SSN', value: '123-45-6789' }],
  });
  expect(custom.statusCode).toBe(200);
});
// A user per test: the AI routes count each user's requests.
beforeEach(async () => {
  attorney = await firm.session();
});

/** The sentinel the provider was sent for a text of the user message (a field's marker, a typed e-mail). */
function sentinelFor(request: RecordedRequest, near: string): string {
  const message = lastUserMessage(request);
  const at = message.indexOf(near);
  expect(at, `"${near}" in the message`).toBeGreaterThanOrEqual(0);
  return /⟦[FD]\d+⟧/.exec(message.slice(at))![0];
}

const analysisJson = (request: RecordedRequest) =>
  JSON.stringify({
    summary: 'A short consulting agreement.',
    findings: [
      {
        severity: 'high',
        title: 'Reporting deadline',
        explanation: 'Thirty days may be too long.',
        clause_id: SERVICES,
        quote: `report to ${sentinelFor(request, 'report to ')}`,
        suggestion: `report to ${sentinelFor(request, 'report to ')} within ten (10) days`,
      },
      {
        severity: 'low',
        title: 'Notice address',
        explanation: 'Check the notice address.',
        clause_id: 'no-such-clause',
        quote: `Notices go to ${sentinelFor(request, 'Notices go to ')}`,
        suggestion: null,
      },
    ],
  });

async function aiRows(targetId?: string) {
  const rows = await firm.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, firm.orgId), eq(auditLog.action, 'ai.request')));
  return rows.filter((row) => targetId === undefined || row.targetId === targetId);
}

describe('status with a provider', () => {
  it('offers all seven commands and template drafting, with the model', async () => {
    const status = (
      await firm.request(await firm.session('viewer'), 'GET', '/docs/ai/status')
    ).json<AiStatus>();
    expect(status).toMatchObject({ enabled: true, provider_configured: true, model: TEST_MODEL });
    expect(status.commands.every((each) => each.available && each.reason === null)).toBe(true);
    expect(status.template_drafting).toEqual({ available: true, reason: null });
  });
});

describe('analysis by the provider', () => {
  it('sends the text with sentinels and the clause list, and restores the answer', async () => {
    ai().reply(answer(analysisJson, { usage: { prompt_tokens: 321, completion_tokens: 54 } }));
    const before = (await aiRows(documentId)).length;
    const response = await firm.request(await firm.session('viewer'), 'POST', analyze(documentId), {
      prompt: 'review',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ source: 'provider', model: TEST_MODEL, clause_id: null });
    expect(result.findings[0]).toMatchObject({
      clause_id: SERVICES,
      quote: 'report to {{person.primary_email}}',
      suggestion: 'report to {{person.primary_email}} within ten (10) days',
    });
    // A clause id the document lacks is the document's; typed client data comes back as written.
    expect(result.findings[1]).toMatchObject({
      clause_id: null,
      quote: 'Notices go to legal@northwind-client.test',
    });
    expect(result.findings[1].suggestion).toBeUndefined();

    const [sent] = ai().requests;
    expect(sent!.body?.response_format?.json_schema).toMatchObject({ name: 'analysis_result', strict: true });
    const message = lastUserMessage(sent!);
    for (const clause of CLAUSES) expect(message).toContain(`- ${clause.id}: `);
    expect(message).toContain('within thirty (30) days');

    const rows = await aiRows(documentId);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ targetType: 'document', targetId: documentId });
    expect(row.details).toEqual({
      kind: 'analyze',
      mode: 'review',
      provider: new URL(ai().baseUrl).host,
      model: TEST_MODEL,
      prompt_tokens: 321,
      completion_tokens: 54,
      outcome: 'ok',
    });
  });

  it('analyses one clause, naming it to the model', async () => {
    ai().reply(answer(analysisJson));
    const url = `/docs/documents/${documentId}/clauses/${SERVICES}/analyze`;
    const response = await firm.request(attorney, 'POST', url, { prompt: 'Is the deadline fair?' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: 'provider', clause_id: SERVICES });
    const [sent] = ai().requests;
    expect(sent!.body?.messages?.[0]?.content).toContain(`"${SERVICES}"`);
    expect(lastUserMessage(sent!)).toContain('Question:\nIs the deadline fair?');
    expect((await aiRows(documentId)).at(-1)!.details).toMatchObject({
      kind: 'clause_analyze',
      mode: 'question',
      clause_id: SERVICES,
    });
  });

  it('asks again once when the answer is not JSON of the shape, then answers 502', async () => {
    ai().reply(answer('Here is my analysis: looks fine.'), answer(analysisJson));
    const retried = await firm.request(attorney, 'POST', analyze(documentId), { prompt: 'review' });
    expect(retried.statusCode).toBe(200);
    expect(ai().requests).toHaveLength(2);

    ai().reset();
    ai().reply(answer('{"summary": 1}'), answer('not json at all'));
    const failed = await firm.request(attorney, 'POST', analyze(documentId), { prompt: 'review' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: 'Failed to analyze document' });
    expect(ai().requests).toHaveLength(2);
    const outcomes = (await aiRows(documentId)).slice(-2).map((row) => row.details.outcome);
    expect(outcomes).toEqual(['rejected', 'rejected']);
  });

  // Issue 29, item 5: the one retry after a reply that drops a field happens on this path too, every time.
  it('asks again once when a suggestion drops a merge field of its quote, every time', async () => {
    const dropping = (request: RecordedRequest) => {
      const parsed = JSON.parse(analysisJson(request));
      parsed.findings[0].suggestion = 'report within ten (10) days';
      return JSON.stringify(parsed);
    };
    for (let run = 0; run < 2; run += 1) {
      ai().reset();
      ai().reply(answer(dropping), answer(analysisJson));
      const retried = await firm.request(attorney, 'POST', analyze(documentId), { prompt: 'review' });
      expect(retried.statusCode).toBe(200);
      expect(ai().requests).toHaveLength(2);
      expect(retried.json().findings[0].suggestion).toBe(
        'report to {{person.primary_email}} within ten (10) days',
      );
    }
    ai().reset();
    ai().reply(answer(dropping), answer(dropping));
    const kept = await firm.request(attorney, 'POST', analyze(documentId), { prompt: 'review' });
    // Taken as it is the second time: the editor refuses that suggestion, naming the field.
    expect(kept.statusCode).toBe(200);
    expect(ai().requests).toHaveLength(2);
    expect(kept.json().findings[0]).toMatchObject({
      quote: 'report to {{person.primary_email}}',
      suggestion: 'report within ten (10) days',
    });
    const outcomes = (await aiRows(documentId)).slice(-2).map((row) => row.details.outcome);
    expect(outcomes).toEqual(['rejected', 'ok']);
  });

  it("answers the spec's text when the provider fails", async () => {
    ai().reply(serverError(), serverError());
    const failed = await firm.request(attorney, 'POST', analyze(documentId), { prompt: 'review' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toBe('Failed to analyze document: The AI provider failed');
    expect((await aiRows(documentId)).at(-1)!.details).toMatchObject({
      outcome: 'failed',
      status: 502,
      prompt_tokens: null,
      completion_tokens: null,
    });

    ai().reset();
    ai().reply(malformedJson(), malformedJson());
    const malformed = await firm.request(attorney, 'POST', analyze(documentId), { prompt: 'review' });
    expect(malformed.statusCode).toBe(502);
    expect(malformed.json().detail).toMatch(/^Failed to analyze document/);
  });

  it('goes through after a 429 that the provider retries', async () => {
    ai().reply(rateLimited(0), answer(analysisJson));
    const response = await firm.request(attorney, 'POST', analyze(documentId), { prompt: 'summary' });
    expect(response.statusCode).toBe(200);
    expect(ai().requests).toHaveLength(2);
  });
});

describe('commands by the provider', () => {
  const selection = `<p>Send the notice to ${field('person.first_name')} at legal@northwind-client.test.</p>`;
  const passage = (request: RecordedRequest) => lastUserMessage(request).split('Passage:\n')[1]!;

  it('rewrites with fields and typed data as sentinels, and restores them', async () => {
    ai().reply(answer((request) => passage(request).replace('Send the notice', 'Deliver the notice')));
    const response = await firm.request(attorney, 'POST', commands(documentId), {
      command: 'improve',
      html: selection,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      command: 'improve',
      suggestion_html: `<p>Deliver the notice to ${field('person.first_name')} at legal@northwind-client.test.</p>`,
      source: 'provider',
      model: TEST_MODEL,
    });
    expect(passage(ai().requests[0]!)).toMatch(/^<p>Send the notice to ⟦F1⟧ at ⟦D1⟧\.<\/p>$/);
    expect((await aiRows(documentId)).at(-1)!.details).toMatchObject({ kind: 'command', command: 'improve' });
  });

  it('sends all seven to the model, translate with its language', async () => {
    ai().reply(answer((request) => passage(request).replace('Send the notice', "Envoyer l'avis")));
    const response = await firm.request(attorney, 'POST', commands(documentId), {
      command: 'translate',
      html: selection,
      target_language: 'French',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestion_html).toContain("Envoyer l'avis");
    expect(lastUserMessage(ai().requests[0]!)).toMatch(/^Language: French/);
    ai().reset();
    ai().reply(answer((request) => passage(request)));
    const fix = await firm.request(attorney, 'POST', commands(documentId), {
      command: 'fix',
      html: selection,
    });
    expect(fix.json()).toMatchObject({ source: 'provider' });
    expect(ai().requests).toHaveLength(1);
  });

  it('retries a rewrite that drops a field once, naming the sentinels, then refuses it', async () => {
    const dropped = (request: RecordedRequest) => passage(request).replace('⟦F1⟧', 'the client');
    ai().reply(
      answer(dropped),
      answer((request) => passage(request)),
    );
    const recovered = await firm.request(attorney, 'POST', commands(documentId), {
      command: 'rephrase',
      html: selection,
    });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().suggestion_html).toContain(field('person.first_name'));
    expect(ai().requests[1]!.body?.messages?.[0]?.content).toContain('⟦F1⟧ once');

    ai().reset();
    ai().reply(answer(dropped), answer(dropped));
    const refused = await firm.request(attorney, 'POST', commands(documentId), {
      command: 'rephrase',
      html: selection,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('The rewrite dropped {{person.first_name}}; the original was kept');
    expect(ai().requests).toHaveLength(2);
    const outcomes = (await aiRows(documentId)).slice(-2).map((row) => row.details.outcome);
    expect(outcomes).toEqual(['rejected', 'rejected']);
  });
});

describe('template drafting by the provider', () => {
  it('makes every valid marker a merge field of the new template', async () => {
    ai().reply(
      answer(
        '```html\n<h1>Office Lease</h1><p>Between {{person.full_name}} and {{ Landlord Name }} for {{bad{id}}}.</p>\n```',
      ),
    );
    const response = await firm.request(attorney, 'POST', '/docs/templates/generate', {
      prompt: 'A short office lease',
      category: 'Real estate',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ success: true, error: null, source: 'provider' });
    const template = (await firm.request(attorney, 'GET', `/docs/documents/${created.template_id}`)).json();
    expect(template.name).toBe('Office Lease');
    const html: string = template.versions[0].content.ckeditor_html;
    expect(html).toContain(field('person.full_name'));
    expect(html).toContain(field('Landlord Name'));
    expect(html).toContain('{{bad{id}}}');
    // The catalogue of the firm's fields went with the request.
    expect(lastUserMessage(ai().requests[0]!)).toContain('- person.first_name: ');
    const row = (await aiRows(created.template_id)).at(-1)!;
    expect(row).toMatchObject({ targetType: 'template' });
    expect(row.details).toMatchObject({ kind: 'generate', outcome: 'ok' });
  });

  // Issue 28, point 15: the request's own words are client data like a selection's.
  it.each(['prompt', 'name', 'category', 'jurisdiction_code'] as const)(
    'sends no e-mail, SSN or EIN typed in the %s, and the draft has them back',
    async (key) => {
      const typed = ['josé@exämple.test', '321 54 9876', '98–7654322'];
      const body = { prompt: 'An engagement letter', [key]: `For ${typed.join(', ')}` };
      // The model keeps each marker it was sent, as it is told to.
      const markers = (request: RecordedRequest) =>
        lastUserMessage(request)
          .match(/⟦D\d+⟧/g)!
          .join(' | ');
      ai().reply(answer((request) => `<h1>Engagement Letter</h1><p>Parties: ${markers(request)}.</p>`));
      const response = await firm.request(attorney, 'POST', '/docs/templates/generate', body);
      expect(response.statusCode).toBe(201);
      const sent = ai().requests.flatMap((request) =>
        request.body!.messages!.map((message) => message.content),
      );
      expect(sent.join('\n')).toContain(
        key === 'prompt' ? 'Request: For ⟦D1⟧, ⟦D2⟧, ⟦D3⟧' : ': For ⟦D1⟧, ⟦D2⟧, ⟦D3⟧',
      );
      for (const text of [...sent, ai().sentText()]) {
        for (const secret of typed) expect(text).not.toContain(secret);
        expect(text).not.toMatch(/exämple|\d{3} \d{2} \d{4}|\d{2}–\d{7}/);
      }
      const template = (
        await firm.request(attorney, 'GET', `/docs/documents/${response.json().template_id}`)
      ).json();
      expect(template.versions[0].content.ckeditor_html).toContain(`Parties: ${typed.join(' | ')}.`);
    },
  );

  it('escapes what it puts back into the draft as HTML', async () => {
    const markers = (request: RecordedRequest) =>
      lastUserMessage(request)
        .match(/⟦D\d+⟧/g)!
        .join(' ');
    ai().reply(answer((request) => `<h1>Letter</h1><p>${markers(request)}</p>`));
    // A bracketed word is withheld like client data (sentinels.ts), so it comes back as typed: text.
    const response = await firm.request(attorney, 'POST', '/docs/templates/generate', {
      prompt: 'A letter about ⟦<b>x</b>⟧ to x@y.test',
    });
    expect(response.statusCode).toBe(201);
    const template = (
      await firm.request(attorney, 'GET', `/docs/documents/${response.json().template_id}`)
    ).json();
    const html: string = template.versions[0].content.ckeditor_html;
    expect(html).toContain('<p>⟦&lt;b&gt;x&lt;/b&gt;⟧ x@y.test</p>');
  });

  it("answers success false with the spec's text when the provider fails", async () => {
    ai().reply(serverError(), serverError());
    const response = await firm.request(attorney, 'POST', '/docs/templates/generate', { prompt: 'A lease' });
    expect(response.statusCode).toBe(502);
    const message = 'Failed to generate template with AI: The AI provider failed';
    expect(response.json()).toEqual({ success: false, template_id: null, error: message, detail: message });
  });
});

// Issue 28, point 17.
describe('an answer too long', () => {
  const TOO_LONG = "The AI provider's answer was too long; try a shorter selection or request";

  it('is a 502 for a command, the provider’s connection closed before it finished', async () => {
    ai().reply(huge());
    const response = await firm.request(attorney, 'POST', commands(documentId), {
      command: 'longer',
      html: '<p>The Consultant shall report monthly.</p>',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: TOO_LONG });
    expect(await ai().hugeReplies[0]).toBe('closed');
    expect(ai().requests).toHaveLength(1);
    expect(ai().requests[0]!.body!.max_tokens).toBe(4096);
  });

  it('is a failed drafting with the spec’s text for a template', async () => {
    ai().reply(huge());
    const response = await firm.request(attorney, 'POST', '/docs/templates/generate', { prompt: 'A lease' });
    expect(response.statusCode).toBe(502);
    const message = `Failed to generate template with AI: ${TOO_LONG}`;
    expect(response.json()).toEqual({ success: false, template_id: null, error: message, detail: message });
    expect(await ai().hugeReplies[0]).toBe('closed');
  });
});

describe('what reaches the provider', () => {
  it('holds no field value, e-mail, SSN or EIN, whatever was asked', async () => {
    ai().reply(answer(analysisJson), answer(analysisJson));
    await firm.request(attorney, 'POST', analyze(documentId), { prompt: 'review' });
    await firm.request(attorney, 'POST', `/docs/documents/${documentId}/clauses/${SERVICES}/analyze`, {
      prompt: 'summary',
    });
    for (const command of ['improve', 'shorter', 'translate'] as const) {
      ai().reply(answer((request) => lastUserMessage(request).split('Passage:\n')[1]!));
      const response = await firm.request(attorney, 'POST', commands(documentId), {
        command,
        html: `<p>Write to zebulon@private-client.test, SSN 123-45-6789, EIN 12-3456789, ${field('person.first_name')}.</p>`,
        target_language: command === 'translate' ? 'German' : undefined,
      });
      expect(response.statusCode).toBe(200);
    }
    const sent = ai().sentText();
    expect(ai().requests.length).toBe(5);
    for (const secret of SECRETS) expect(sent).not.toContain(secret);
    expect(sent).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
    expect(sent).not.toMatch(/\d{3}-\d{2}-\d{4}|\d{2}-\d{7}/);
  });

  it('is nothing at all for a firm with AI off or for another firm’s document', async () => {
    const orgId = (await buildOrg(firm.database.db)).id;
    const admin = await firm.session('admin', orgId);
    await firm.request(admin, 'PATCH', '/organizations/current', { ai_enabled: false });
    const theirs = await firm.document(AGREEMENT, orgId);
    const off = await firm.request(admin, 'POST', analyze(theirs.id), { prompt: 'review' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ detail: AI_DISABLED_DETAIL });
    const outsider = await firm.request(attorney, 'POST', analyze(theirs.id), { prompt: 'review' });
    expect(outsider.statusCode).toBe(404);
    expect(ai().requests).toEqual([]);
  });
});
