import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobName, Jobs } from '../../lib/jobs.js';
import { MailDeliveryError, type Mailer } from '../../lib/mail.js';
import { sendEmailChangeMails } from './email-change.js';

// The mails of an address change go out from a job, after the answer: the request does the same
// work whether or not the new address belongs to a user of another firm (issue 28 point 4), and
// the job carries no token (the link is made, and only its hash stored, when it runs).

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Mails the link that confirms a new address, and the notice to the old one. */
    'user.email-change': { userId: string; newEmail: string; publicUrl: string };
  }
}

/** The queue's name, for tests that run its jobs (importing it brings the queue's type along). */
export const EMAIL_CHANGE_MAIL_QUEUE = 'user.email-change' satisfies JobName;

/** Declares the address-change mails' queue. */
export function handleEmailChangeMail(jobs: Jobs, deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  jobs.handle('user.email-change', async (data) => {
    try {
      await sendEmailChangeMails(deps.db, deps.mailer, data);
    } catch (error) {
      // A refused address stays refused; anything else fails the job, to be retried.
      if (!(error instanceof MailDeliveryError) || !error.refused) throw error;
      deps.log.warn('An email change mail was refused by the mail server');
    }
  });
}
