import { rm } from 'node:fs/promises';
import { startApp } from './support/app-process.js';

/** One built app on a free port with a fresh DATA_DIR for the browser tests of this run. */
export default async function globalSetup() {
  const app = await startApp();
  process.env.E2E_BASE_URL = app.url;
  return async () => {
    await app.stop();
    await rm(app.dataDir, { recursive: true, force: true });
  };
}
