import type { Jobs } from '../../../lib/jobs.js';
import { handleDeliver } from './deliver.js';
import type { SigningJobDeps } from './deps.js';
import { handleEmailNext } from './email-next.js';
import { handleExpire } from './expire.js';
import { handleNotifySender } from './notify-sender.js';
import { handleNotifyVoided } from './notify-voided.js';
import { handleRemind } from './remind.js';
import { handleSeal } from './seal.js';

// Every job of a signature request, declared in one place (docs/signing.md, "Jobs"); each has a
// file of its own beside this one, with its queue's data. The app starts them once plugins are in.

// Re-exported so that whatever imports this file also loads the queues' declarations.
export type { SenderJobName } from './queues.js';

/** Declares the queues of signature requests and their handlers; the app starts them. */
export function registerSignatureJobs(jobs: Jobs, deps: SigningJobDeps): void {
  // The sender's acts.
  handleExpire(jobs, deps);
  handleNotifyVoided(jobs, deps);
  // The signers' acts, and what follows the last signature.
  handleEmailNext(jobs, deps);
  handleRemind(jobs, deps);
  handleNotifySender(jobs, deps);
  handleSeal(jobs, deps);
  handleDeliver(jobs, deps);
}
