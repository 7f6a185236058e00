import { mentionMarkup } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildDocument, buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { startSmtpServer } from '../../test/smtp.js';
import { MENTION_MAIL_QUEUE } from './mention-jobs.js';

// Issue 31: a colleague mentioned in a comment gets a mail, through the app's mailer, to a real
// SMTP server in this process; nobody outside the firm ever does.

let database: TestDatabase;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let orgId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  app = await buildTestApp(database, { smtpUrl: smtp.url, publicUrl: 'https://docs.firm.example' });
  orgId = (await buildOrg(database.db)).id;
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** A user of the organization with a name of their own. */
async function person(name: string, options: { orgId?: string; role?: 'attorney' | 'viewer' } = {}) {
  const user = await buildUser(database.db, { orgId: options.orgId ?? orgId, role: options.role });
  await database.db.update(users).set({ fullName: name }).where(eq(users.id, user.id));
  return { id: user.id, name, email: user.email };
}
const mention = (user: { id: string; name: string }) => mentionMarkup(user);
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to === address);
const post = (session: Session, url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
  app.inject({ method, url, headers: session.headers, payload });
const runMentionJobs = () => app.jobs.runQueued(MENTION_MAIL_QUEUE);

describe('mention mails', () => {
  it('mails each mentioned colleague of the firm once, with the quote, the comment and the link', async () => {
    const ann = await person('Ann Lee');
    const bo = await person('Bo Chen', { role: 'viewer' });
    const cy = await person('Cy Park');
    const gone = await person('Gone Person');
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const stranger = await person('Stranger Elsewhere', { orgId: (await buildOrg(database.db)).id });
    const session = await signIn(app, ann.email);
    const document = await buildDocument(database.db, { orgId, name: 'Share Purchase Agreement' });
    const url = `/docs/documents/${document.id}/comments`;

    const body = [
      `${mention(bo)}, please check this. Also ${mention(stranger)}, ${mention(gone)}, ${mention(ann)},`,
      `@[Nobody](user:not-an-id) and ${mention(bo)} again.`,
    ].join('\n');
    const created = await post(session, url, { quote: 'the Sale Shares\nfree of liens', body });
    expect(created.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(0); // Sent by a job, after the comment is saved.
    expect(await runMentionJobs()).toBe(1);

    const [mail, ...more] = mailsTo(bo.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Ann Lee mentioned you in “Share Purchase Agreement”');
    expect(mail!.text).toContain('Ann Lee mentioned you in a comment on “Share Purchase Agreement”.');
    expect(mail!.text).toContain('> the Sale Shares\n> free of liens');
    expect(mail!.text).toContain(
      '> @Bo Chen, please check this. Also @Stranger Elsewhere, @Gone Person, @Ann Lee,',
    );
    expect(mail!.text).not.toContain('user:');
    expect(mail!.text).toContain(`https://docs.firm.example/documents/${document.id}/edit`);
    for (const other of [stranger, gone, ann, cy]) expect(mailsTo(other.email)).toEqual([]);

    // An edit tells only those it newly mentions.
    const thread = created.json();
    const cid = thread.comments[0].id;
    const edited = await post(
      session,
      `${url}/${thread.id}/replies/${cid}`,
      { body: `${mention(bo)} and ${mention(cy)}: see 4.2` },
      'PATCH',
    );
    expect(edited.statusCode).toBe(200);
    expect(await runMentionJobs()).toBe(1);
    expect(mailsTo(bo.email)).toHaveLength(1);
    expect(mailsTo(cy.email)).toHaveLength(1);
    expect(mailsTo(cy.email)[0]!.text).toContain('> @Bo Chen and @Cy Park: see 4.2');

    // A reply is a new comment: its mentions are mailed.
    const reply = await post(session, `${url}/${thread.id}/replies`, { body: `${mention(cy)} ping` });
    expect(reply.statusCode).toBe(201);
    expect(await runMentionJobs()).toBe(1);
    expect(mailsTo(cy.email)).toHaveLength(2);
    expect(smtp.received.map((received) => received.to).sort()).toEqual(
      [bo.email, cy.email, cy.email].sort(),
    );
  });

  it('sends nothing for a comment deleted before its job ran', async () => {
    const ann = await person('Ann Lee');
    const dee = await person('Dee Roe');
    const session = await signIn(app, ann.email);
    const document = await buildDocument(database.db, { orgId });
    const url = `/docs/documents/${document.id}/comments`;
    const thread = (await post(session, url, { quote: '', body: `${mention(dee)} look` })).json();
    const removed = await app.inject({
      method: 'DELETE',
      url: `${url}/${thread.id}/replies/${thread.comments[0].id}`,
      headers: session.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await runMentionJobs()).toBe(1);
    expect(mailsTo(dee.email)).toEqual([]);
  });
});
