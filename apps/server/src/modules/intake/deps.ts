import type { Db } from '../../db/client.js';
import type { Jobs } from '../../lib/jobs.js';
import type { Mailer } from '../../lib/mail.js';

/** What the intake services are given by their routes. */
export type IntakeDeps = {
  db: Db;
  mailer: Mailer;
  jobs: Jobs;
  /** Where links in mail point: PUBLIC_URL. */
  publicUrl: string;
  /** The clock of expiries (tests move it); statuses and new expiries read it. */
  now: () => number;
};
