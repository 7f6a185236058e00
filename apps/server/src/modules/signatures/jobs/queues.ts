// The queues of a signature request and the data each job gets, in one place: the server's job
// names (lib/jobs.ts's JobQueues) gain them wherever this file is loaded, which register-jobs.ts
// ensures by re-exporting from it. Each queue's handler has a file of its own beside this one.

declare module '../../../lib/jobs.js' {
  interface JobQueues {
    /** After sealing: emails the sealed PDF to every recipient and the sender. */
    'signature.deliver': { requestId: string };
    /** After a signature in a sequential request: emails the signers whose turn has come. */
    'signature.email-next': { requestId: string };
    /** At a request's expires_at: marks it expired if it is still open. */
    'signature.expire': { requestId: string };
    /** Tells the sender that a signer signed or declined. */
    'signature.notify-sender': { requestId: string; recipientId: string; event: 'signed' | 'declined' };
    /** After a void: tells every recipient who was emailed (a cc who got the request too) that it was voided. */
    'signature.notify-voided': { requestId: string };
    /** Every SIGNATURE_REMINDER_INTERVAL_DAYS: reminds the signers whose turn it is; at expiry, tells everyone. */
    'signature.remind': { requestId: string };
    /** After the last signature: stamps, certifies and digitally signs the PDF. */
    'signature.seal': { requestId: string };
  }
}

/** The jobs that follow the sender's acts (a send's expiry, a void's notices). */
export type SenderJobName = 'signature.expire' | 'signature.notify-voided';
