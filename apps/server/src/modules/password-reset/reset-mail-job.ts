import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobName, Jobs } from '../../lib/jobs.js';
import { MailDeliveryError, type Mailer } from '../../lib/mail.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { sendPasswordReset } from './service.js';

// Issue 28 point 4: the answer to POST /auth/password-reset must not tell, by its time, whether
// the address has an account. The request only queues this job, the same work for any address;
// the job looks the address up and mails the link after the answer has gone. The job carries the
// address, never a token: the link is made, and only its hash stored, when the job runs.

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Mails a reset link to the address if it belongs to an active account; nothing otherwise. */
    'password-reset.send': { email: string; publicUrl: string; meta: RequestMeta };
  }
}

/** The queue's name, for tests that run its jobs (importing it brings the queue's type along). */
export const PASSWORD_RESET_MAIL_QUEUE = 'password-reset.send' satisfies JobName;

/** Declares the reset mail's queue. */
export function handlePasswordResetMail(
  jobs: Jobs,
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
): void {
  jobs.handle('password-reset.send', async (data) => {
    try {
      await sendPasswordReset(deps.db, deps.mailer, data);
    } catch (error) {
      // A refused address stays refused: a retry would only be refused again. Anything else (the
      // mail server unreachable) fails the job, which is retried; no link was kept meanwhile.
      if (!(error instanceof MailDeliveryError) || !error.refused) throw error;
      deps.log.warn('A password reset email was refused by the mail server');
    }
  });
}
