import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, commentThreads, signatureRequests } from '../../db/schema.js';
import { pdfReader } from '../../test/export.js';
import { buildDocument } from '../../test/factories.js';
import { mailsTo, useSigningFirm } from '../../test/signing.js';

// Nothing in negotiation reaches the signers (issue 31): a document with suggestions pending is not
// sent, and the frozen PDF of one with comment threads prints its text, never the comments.

const firm = useSigningFirm();
const AT = '2026-11-29T10:00:00.000Z';
const by = `data-author-id="u1" data-author-name="Ann Lee" data-at="${AT}"`;
const signer = { name: 'Sam Signer', email: 'sam@client.test', role: 'signer' as const };

const newDocument = (html: string) =>
  buildDocument(firm.database.db, { orgId: firm.orgId, name: 'Engagement letter', html });
const requestRows = (documentId: string) =>
  firm.database.db.select().from(signatureRequests).where(eq(signatureRequests.documentId, documentId));

describe('sending a document with suggestions pending', () => {
  it('is refused with 422, saying how many, until they are settled', async () => {
    const document = await newDocument(
      `<p>Pay <del data-suggestion="s1" ${by}>ten</del><ins data-suggestion="s1" ${by}>twelve</ins> days` +
        `<ins data-suggestion="s2" ${by}> promptly</ins>.</p>`,
    );
    const refused = await firm.send(document.id, { provider: 'lexdraft', recipients: [signer] });
    expect(refused.statusCode).toBe(422);
    // A replacement counts as its deletion and its insertion, as the Changes tab lists them.
    expect(refused.json()).toEqual({
      detail:
        'This document has 3 pending suggestions. Accept or reject them before sending it for signature.',
      pending_suggestions: 3,
    });
    expect(await requestRows(document.id)).toEqual([]);
    expect(mailsTo(firm, signer.email)).toEqual([]);

    const settled = await firm.call(
      firm.attorney,
      'POST',
      `/docs/documents/${document.id}/suggestions/accept-all`,
    );
    expect(settled.statusCode).toBe(200);
    const sent = await firm.send(document.id, { provider: 'lexdraft', recipients: [signer] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().version).toBe(2);
  });

  it('says "1 pending suggestion" for one', async () => {
    const document = await newDocument(`<p>Rent<ins data-suggestion="s9" ${by}> monthly</ins>.</p>`);
    const refused = await firm.send(document.id, { provider: 'lexdraft', recipients: [signer] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/^This document has 1 pending suggestion\. /);
    expect(refused.json().pending_suggestions).toBe(1);
  });
});

describe('comment threads', () => {
  it('never print in the frozen PDF, open or resolved', async () => {
    const document = await newDocument(
      '<p>The <span data-comment="11111111-1111-4111-8111-111111111111">retainer</span> is ' +
        '<span data-comment="22222222-2222-4222-8222-222222222222">refundable</span>.</p>',
    );
    const thread = async (id: string, resolved: boolean, body: string) => {
      await firm.database.db.insert(commentThreads).values({
        id,
        orgId: firm.orgId,
        documentId: document.id,
        quote: 'quoted words',
        resolved,
      });
      await firm.database.db
        .insert(comments)
        .values({ orgId: firm.orgId, threadId: id, authorName: 'Ann Lee', body });
    };
    await thread('11111111-1111-4111-8111-111111111111', false, 'Open remark about fees');
    await thread('22222222-2222-4222-8222-222222222222', true, 'Resolved remark about refunds');

    const sent = await firm.send(document.id, { provider: 'lexdraft', recipients: [signer] });
    expect(sent.statusCode).toBe(201);
    const [row] = await requestRows(document.id);
    const stored = await firm.storage.get(row!.frozenPdfKey);
    const text = (await pdfReader(stored!.bytes).pageTexts()).join(' ');
    expect(text).toContain('The retainer is refundable.');
    expect(text).not.toMatch(/remark|Ann Lee|quoted words/);
  });
});
