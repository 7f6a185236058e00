import { SIGNATURE_REMINDER_INTERVAL_MS } from '@lexdraft/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  documents,
  signatureEvents,
  signatureRecipients,
  signatureRequests,
  users,
} from '../../db/schema.js';
import type { Jobs } from '../../lib/jobs.js';
import { MailDeliveryError, type Mailer, type MailMessage } from '../../lib/mail.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { nameWithExtension, safeDisplayName } from '../assets/file-name.js';
import { type RequestMailContext, requestMailContext } from './emails.js';
import { recordEvents } from './events.js';
import { expireOverdue, type SignatureRequestRow } from './requests.js';
import {
  type CertificateRecipient,
  type SignatureStamp,
  type SigningCredentials,
  sealSignedPdf,
} from './seal/index.js';
import { prepareSigningMails, type RecipientRow } from './signing-mails.js';
import { signersInOrder } from './signing-service.js';

// The jobs that follow a signer's acts (lib/jobs.ts, docs/signing.md "Jobs"): the next signer's
// mail, reminders until expiry, the sender's notices, sealing, and the sealed PDF to every party.
// Each may run again after a crash, and then does nothing twice: a mail that carries a link is
// sent inside the transaction that records it (emailed_at, last_reminded_at), and commits only
// once the mail server took it; sealing happens once, under the request's row, and is skipped
// when signed_pdf_key is set; each party's copy of the sealed PDF and each expiry notice is an
// `emailed` event, written with its mail, that a second run finds. A notice to the sender is one
// job, queued in the transaction of the signature or decline it tells of.
//
// The one duplicate no database can prevent: the process dies after the mail server accepted a
// mail and before the transaction committed. The retry sends it again (with a new link, the first
// one's hash never having been stored).

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** After a signature in a sequential request: emails the signers whose turn has come. */
    'signature.email-next': { requestId: string };
    /** Every SIGNATURE_REMINDER_INTERVAL_DAYS: reminds the signers whose turn it is; at expiry, tells everyone. */
    'signature.remind': { requestId: string };
    /** Tells the sender that a signer signed or declined. */
    'signature.notify-sender': { requestId: string; recipientId: string; event: 'signed' | 'declined' };
    /** After the last signature: stamps, certifies and digitally signs the PDF. */
    'signature.seal': { requestId: string };
    /** After sealing: emails the sealed PDF to every recipient and the sender. */
    'signature.deliver': { requestId: string };
  }
}

export type SigningJobDeps = {
  db: Db;
  storage: ObjectStorage;
  mailer: Mailer;
  /** Where links in mail point: PUBLIC_URL. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The seal's certificate, read (or made) on first use. */
  credentials: () => Promise<SigningCredentials>;
};

// A seal takes seconds, and the sender waits on it (the request shows `sealing`): a run that takes
// longer is taken for a dead instance's and retried, not left for pg-boss's 15-minute default.
const SEAL_EXPIRE_SECONDS = 60;
// Delivering mails the sealed PDF to each party in turn: a few mail-server round trips.
const DELIVER_EXPIRE_SECONDS = 180;

/** Where a request's sealed PDF is stored, beside the frozen one. */
export const signedPdfKey = (orgId: string, requestId: string) =>
  `signatures/${orgId}/${requestId}/signed.pdf`;

/** The `detail` of the `emailed` events that record the mails sent after a request ends. */
export const SIGNED_COPY = 'signed PDF';
export const SIGNED_COPY_TO_SENDER = 'signed PDF, to the sender';
export const EXPIRY_NOTICE = 'expiry notice';
export const EXPIRY_NOTICE_TO_SENDER = 'expiry notice, to the sender';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const quoted = (context: RequestMailContext) => `"${oneLine(context.documentName)}"`;
const utc = (date: Date) =>
  `${date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

type Party = { id: string | null; name: string; email: string };

/**
 * Queues the request's first reminder, one interval after it was sent. The send calls it in its
 * transaction; each reminder then queues the next, and the last one runs at expiry.
 */
export async function scheduleReminders(
  jobs: Jobs,
  tx: Db,
  request: Pick<SignatureRequestRow, 'id' | 'sentAt' | 'expiresAt'>,
): Promise<void> {
  const first = new Date(
    Math.min(request.sentAt.getTime() + SIGNATURE_REMINDER_INTERVAL_MS, request.expiresAt.getTime()),
  );
  await jobs.enqueue('signature.remind', { requestId: request.id }, { db: tx, startAfter: first });
}

/** Declares the signer side's queues and their handlers; the app starts them. */
export function handleSigningJobs(jobs: Jobs, deps: SigningJobDeps): void {
  const { db, log } = deps;

  /** Sends a mail; an address the server refuses is logged and skipped (a retry would be refused too). */
  async function deliver(message: MailMessage, what: string): Promise<boolean> {
    try {
      await deps.mailer.send(message);
      return true;
    } catch (error) {
      if (!(error instanceof MailDeliveryError) || !error.refused) throw error;
      log.warn({ what }, 'A signature request mail was refused by the mail server');
      return false;
    }
  }

  async function lockedRequest(tx: Db, requestId: string): Promise<SignatureRequestRow | undefined> {
    const [request] = await tx
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId))
      .for('update');
    return request;
  }

  async function senderOf(tx: Db, request: SignatureRequestRow): Promise<Party | null> {
    if (!request.sentBy) return null;
    const [sender] = await tx
      .select({ name: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, request.sentBy));
    return sender ? { id: null, ...sender } : null;
  }

  /**
   * Emails each party once: under the request's row, a party whose `emailed` event with this
   * detail exists is skipped; otherwise the mail goes and the event is written, then committed.
   */
  async function emailOnce(
    requestId: string,
    parties: Party[],
    detail: (party: Party) => string,
    mail: (tx: Db, request: SignatureRequestRow, party: Party) => Promise<MailMessage>,
  ): Promise<void> {
    for (const party of parties) {
      await db.transaction(async (tx) => {
        const request = await lockedRequest(tx, requestId);
        if (!request) return;
        const [done] = await tx
          .select({ id: signatureEvents.id })
          .from(signatureEvents)
          .where(
            and(
              eq(signatureEvents.requestId, requestId),
              eq(signatureEvents.type, 'emailed'),
              eq(signatureEvents.detail, detail(party)),
              party.id ? eq(signatureEvents.recipientId, party.id) : isNull(signatureEvents.recipientId),
            ),
          );
        if (done) return;
        if (!(await deliver(await mail(tx, request, party), `${detail(party)} of request ${requestId}`)))
          return;
        await recordEvents(tx, [
          {
            orgId: request.orgId,
            requestId,
            recipientId: party.id,
            type: 'emailed',
            meta: null,
            detail: detail(party),
          },
        ]);
      });
    }
  }

  const recipientsOf = (tx: Db, requestId: string) =>
    tx
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, requestId))
      .orderBy(asc(signatureRecipients.sortOrder), asc(sql`lower(${signatureRecipients.email})`));

  // ---- The next signer --------------------------------------------------------------------

  jobs.handle('signature.email-next', async ({ requestId }) => {
    await db.transaction(async (tx) => {
      await expireOverdue(tx, eq(signatureRequests.id, requestId));
      const request = await lockedRequest(tx, requestId);
      if (!request || (request.status !== 'sent' && request.status !== 'partially_signed')) return;
      const waiting = (await signersInOrder(tx, requestId)).filter(
        (signer) => !signer.signedAt && !signer.declinedAt,
      );
      if (waiting.length === 0) return;
      const step = Math.min(...waiting.map((signer) => signer.sortOrder));
      // Those of this step not emailed yet: a second run finds them emailed and sends nothing.
      const due = waiting.filter((signer) => signer.sortOrder === step && !signer.emailedAt);
      const mails = await prepareSigningMails(tx, deps.publicUrl, request, due, {
        meta: null,
        reminder: false,
      });
      for (const mail of mails) await deliver(mail, `signing link of request ${requestId}`);
    });
  });

  // ---- Reminders and expiry ---------------------------------------------------------------

  async function tellExpired(requestId: string): Promise<void> {
    const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    if (!request) return;
    const emailed = (await recipientsOf(db, requestId)).filter((recipient) => recipient.emailedAt);
    const sender = await senderOf(db, request);
    await emailOnce(
      requestId,
      [...emailed, ...(sender ? [sender] : [])],
      (party) => (party.id ? EXPIRY_NOTICE : EXPIRY_NOTICE_TO_SENDER),
      async (tx, current, party) => expiredMail(await requestMailContext(tx, current), party),
    );
  }

  jobs.handle('signature.remind', async ({ requestId }) => {
    const next = await db.transaction(async (tx): Promise<Date | 'expired' | null> => {
      await expireOverdue(tx, eq(signatureRequests.id, requestId));
      const request = await lockedRequest(tx, requestId);
      if (request?.status === 'expired') return 'expired';
      if (!request || (request.status !== 'sent' && request.status !== 'partially_signed')) return null;
      const now = await databaseNow(tx);
      const lastMail = (signer: RecipientRow) => (signer.lastRemindedAt ?? signer.emailedAt)!.getTime();
      // Whose turn it is: the signers emailed and not done. A locked link stays locked.
      const waiting = (await signersInOrder(tx, requestId)).filter(
        (signer) => signer.emailedAt && !signer.signedAt && !signer.declinedAt && !signer.lockedAt,
      );
      const due = waiting.filter(
        (signer) => lastMail(signer) + SIGNATURE_REMINDER_INTERVAL_MS <= now.getTime(),
      );
      const mails = await prepareSigningMails(tx, deps.publicUrl, request, due, {
        meta: null,
        reminder: true,
      });
      for (const mail of mails) await deliver(mail, `reminder of request ${requestId}`);
      const later = waiting
        .filter((signer) => !due.includes(signer))
        .map((signer) => lastMail(signer) + SIGNATURE_REMINDER_INTERVAL_MS);
      const soonest = Math.min(now.getTime() + SIGNATURE_REMINDER_INTERVAL_MS, ...later);
      return new Date(Math.min(soonest, request.expiresAt.getTime()));
    });
    if (next === 'expired') return tellExpired(requestId);
    // The chain goes on while the request is open; its last link runs at expiry and tells everyone.
    if (next) await jobs.enqueue('signature.remind', { requestId }, { startAfter: next });
  });

  // ---- The sender's notices ---------------------------------------------------------------

  jobs.handle('signature.notify-sender', async ({ requestId, recipientId, event }) => {
    const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
    if (!request) return;
    const sender = await senderOf(db, request);
    const recipients = await recipientsOf(db, requestId);
    const actor = recipients.find((recipient) => recipient.id === recipientId);
    if (!sender || !actor) return;
    const context = await requestMailContext(db, request);
    const signers = recipients.filter((recipient) => recipient.role === 'signer');
    const mail =
      event === 'signed'
        ? signedNoticeMail(
            context,
            sender,
            actor,
            signers.filter((signer) => signer.signedAt).length,
            signers.length,
          )
        : declinedNoticeMail(context, sender, actor);
    await deliver(mail, `${event} notice of request ${requestId}`);
  });

  // ---- Sealing ----------------------------------------------------------------------------

  jobs.handle(
    'signature.seal',
    async ({ requestId }) => {
      // Before the transaction: the shared seal is made under a lock of its own, on another connection.
      const credentials = await deps.credentials();
      const sealed = await db.transaction(async (tx) => {
        const request = await lockedRequest(tx, requestId);
        // Sealed already (this is a retry), or not complete: nothing to do.
        if (request?.status !== 'completed' || request.signedPdfKey) return false;
        const frozen = await deps.storage.get(request.frozenPdfKey);
        if (!frozen) throw new Error(`The frozen PDF of signature request ${requestId} is not in storage`);
        const [document] = await tx
          .select({ name: documents.name })
          .from(documents)
          .where(eq(documents.id, request.documentId));
        const recipients = await recipientsOf(tx, requestId);
        const signers = await signersInOrder(tx, requestId);
        const { pdf, sha256 } = await sealSignedPdf({
          frozenPdf: frozen.bytes,
          // Fields recorded at sending; with none recorded, sealing looks for them in the PDF itself.
          ...(request.signatureFields.length > 0 ? { fields: request.signatureFields } : {}),
          stamps: signers.flatMap((signer, index) => stampOf(signer, index + 1)),
          certificate: {
            documentName: document?.name ?? 'Document',
            documentId: request.documentId,
            requestId,
            documentSha256: request.documentSha256,
            sentAt: request.sentAt,
            completedAt: request.completedAt ?? new Date(),
            recipients: await certificateRecipients(tx, request, recipients),
          },
          credentials,
        });
        const key = signedPdfKey(request.orgId, requestId);
        // A run that dies before committing leaves this object unrecorded; its retry writes it again.
        await deps.storage.put(key, pdf, 'application/pdf');
        await tx
          .update(signatureRequests)
          .set({ signedPdfKey: key, signedPdfSha256: sha256, updatedAt: sql`now()` })
          .where(eq(signatureRequests.id, requestId));
        await recordEvents(tx, [
          {
            orgId: request.orgId,
            requestId,
            type: 'completed',
            meta: null,
            detail: `sealed PDF SHA-256 ${sha256}`,
          },
        ]);
        await jobs.enqueue('signature.deliver', { requestId }, { db: tx });
        return true;
      });
      if (sealed) log.info({ requestId }, 'Signature request sealed');
    },
    { retryLimit: 5, retryDelaySeconds: 15, retryBackoff: true, expireInSeconds: SEAL_EXPIRE_SECONDS },
  );

  jobs.handle(
    'signature.deliver',
    async ({ requestId }) => {
      const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
      if (!request?.signedPdfKey) return;
      const stored = await deps.storage.get(request.signedPdfKey);
      if (!stored) throw new Error(`The sealed PDF of signature request ${requestId} is not in storage`);
      const recipients = await recipientsOf(db, requestId);
      const sender = await senderOf(db, request);
      await emailOnce(
        requestId,
        [...recipients, ...(sender ? [sender] : [])],
        (party) => (party.id ? SIGNED_COPY : SIGNED_COPY_TO_SENDER),
        async (tx, current, party) =>
          completedMail(await requestMailContext(tx, current), current, party, stored.bytes),
      );
    },
    { expireInSeconds: DELIVER_EXPIRE_SECONDS },
  );
}

async function databaseNow(tx: Db): Promise<Date> {
  const result = await tx.execute<{ now: Date | string }>(sql`select now() as now`);
  return new Date(result.rows[0]!.now);
}

/** A signer's signature as sealing stamps it; none for a signer who has not signed. */
function stampOf(signer: RecipientRow, number: number): SignatureStamp[] {
  if (!signer.signedAt) return [];
  const signature =
    signer.signatureKind === 'drawn' && signer.signatureImage
      ? ({ kind: 'drawn', png: signer.signatureImage } as const)
      : ({ kind: 'typed', text: signer.signatureText ?? signer.name } as const);
  return [{ signer: number, name: signer.name, signedAt: signer.signedAt, signature }];
}

/**
 * Each recipient as the certificate states them. Where they acted from is where they signed; for
 * one who did not sign, the latest of their events that recorded an address.
 */
async function certificateRecipients(
  tx: Db,
  request: SignatureRequestRow,
  recipients: RecipientRow[],
): Promise<CertificateRecipient[]> {
  const events = await tx
    .select()
    .from(signatureEvents)
    .where(eq(signatureEvents.requestId, request.id))
    .orderBy(asc(signatureEvents.at));
  return recipients.map((recipient) => {
    const seen = events.filter((event) => event.recipientId === recipient.id && event.ip).at(-1);
    return {
      name: recipient.name,
      email: recipient.email,
      role: recipient.role,
      status: recipient.status,
      ip: recipient.signIp ?? seen?.ip ?? null,
      userAgent: recipient.signUserAgent ?? seen?.userAgent ?? null,
      openedAt: recipient.openedAt,
      viewedAt: recipient.viewedAt,
      consentedAt: recipient.consentedAt,
      consentVersion: recipient.consentVersion,
      accessCodeRequired: request.accessCode && recipient.role === 'signer',
      codeVerifiedAt: recipient.codeVerifiedAt,
      signedAt: recipient.signedAt,
      signature: stampOf(recipient, 0)[0]?.signature ?? null,
    };
  });
}

// ---- Mails --------------------------------------------------------------------------------

function signedNoticeMail(
  context: RequestMailContext,
  sender: Party,
  signer: RecipientRow,
  signed: number,
  signers: number,
): MailMessage {
  return {
    orgId: context.orgId,
    to: sender.email,
    subject: oneLine(`${signer.name} signed ${quoted(context)}`),
    text: [
      `Hello ${sender.name},`,
      '',
      `${signer.name} (${signer.email}) signed ${quoted(context)}${signer.signedAt ? ` on ${utc(signer.signedAt)}` : ''}.`,
      signed === signers
        ? 'Every signer has now signed. The sealed PDF follows in a separate email once it is ready.'
        : `${signed} of ${signers} signers have signed.`,
    ].join('\n'),
    secrets: [],
  };
}

function declinedNoticeMail(context: RequestMailContext, sender: Party, signer: RecipientRow): MailMessage {
  return {
    orgId: context.orgId,
    to: sender.email,
    subject: oneLine(`${signer.name} declined to sign ${quoted(context)}`),
    text: [
      `Hello ${sender.name},`,
      '',
      `${signer.name} (${signer.email}) declined to sign ${quoted(context)}. The request is closed: no one else can sign it.`,
      '',
      `Reason given: ${signer.declineReason ?? 'none'}`,
    ].join('\n'),
    secrets: [],
  };
}

function expiredMail(context: RequestMailContext, party: Party): MailMessage {
  return {
    orgId: context.orgId,
    to: party.email,
    subject: oneLine(`Signature request expired: ${quoted(context)}`),
    text: [
      `Hello ${party.name},`,
      '',
      party.id
        ? `The request from ${context.senderName} of ${context.firmName} to sign ${quoted(context)} expired on ${utc(context.expiresAt)} before every signer had signed. Its links no longer open the document, and nothing more is needed from you.`
        : `Your request to sign ${quoted(context)} expired on ${utc(context.expiresAt)} before every signer had signed. Send the document again to ask for signatures.`,
    ].join('\n'),
    secrets: [],
  };
}

function completedMail(
  context: RequestMailContext,
  request: SignatureRequestRow,
  party: Party,
  pdf: Buffer,
): MailMessage {
  const fileName = nameWithExtension(`${safeDisplayName(context.documentName, 'document')} (signed)`, 'pdf');
  return {
    orgId: context.orgId,
    to: party.email,
    subject: oneLine(`Completed: ${quoted(context)} is signed`),
    text: [
      `Hello ${party.name},`,
      '',
      `Every signer has signed ${quoted(context)}, sent by ${context.senderName} of ${context.firmName}. The signed PDF is attached.`,
      '',
      'It ends with a certificate of completion, and the whole file is digitally sealed: any change made to it after sealing is detectable.',
      `SHA-256 of the signed PDF: ${request.signedPdfSha256 ?? ''}`,
    ].join('\n'),
    secrets: [],
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  };
}
