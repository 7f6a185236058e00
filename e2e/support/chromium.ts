import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser (.ci/run installs the package), with the flags
 * this closed network needs: without the background-networking ones, Chromium's own connections
 * are refused many at a time. Shared by the e2e and reliability configs.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
