import type { Db } from '../../../db/client.js';
import type { Jobs } from '../../../lib/jobs.js';
import type { Mailer } from '../../../lib/mail.js';
import type { ObjectStorage } from '../../../lib/storage/object-storage.js';
import type { Renderer } from '../../export/renderers.js';

// The sender's side of a signature request (docs/signing.md): send, read the status, void, remind,
// download the sealed PDF, one file each. Each write runs in one transaction with its events and audit row.

/** What the sender's acts are given: the app's database, mail, storage, jobs and PDF export. */
export type SigningDeps = {
  db: Db;
  mailer: Mailer;
  storage: ObjectStorage;
  jobs: Jobs;
  /** Where links in mail point: PUBLIC_URL. */
  publicUrl: string;
  /** The PDF export's renderer, on the app's printer. */
  renderPdf: Renderer;
};
