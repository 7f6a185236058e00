import { rm } from 'node:fs/promises';
import { startApp } from './support/app-process.js';
import { startMailCatcher } from './support/mail-catcher.js';

/**
 * One built app on a free port with a fresh DATA_DIR for the browser tests of this run, sending its
 * mail to a real SMTP server here: the embedded outbox hides the links the tests follow.
 */
export default async function globalSetup() {
  const mail = await startMailCatcher();
  const app = await startApp({ env: { SMTP_URL: mail.smtpUrl } });
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_MAIL_URL = mail.mailUrl;
  // The specs seed a firm each into the app's embedded PostgreSQL (e2e/support/firm.ts).
  process.env.E2E_DATA_DIR = app.dataDir;
  return async () => {
    await app.stop();
    await mail.close();
    await rm(app.dataDir, { recursive: true, force: true });
  };
}
