import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { Mailer } from '../../../lib/mail.js';
import type { ObjectStorage } from '../../../lib/storage/object-storage.js';
import type { SigningCredentials } from '../seal/index.js';

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

/** What every signature job is given (register-jobs.ts hands it to each). */
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
