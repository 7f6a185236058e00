import type { Page } from '@playwright/test';

// What a page under attack reports: payloads call window.__xss('id') or alert('id'); a script that
// the Content-Security-Policy blocked is a violation event, which is fine, and counted.

export type XssWatch = {
  /** Ids of the payloads that ran, from the marker or a dialog. */
  fired: string[];
  /** CSP violations: something tried to run and the policy stopped it. */
  blocked: string[];
  /** Reads what the marker and the CSP listener saw in the current document. */
  collect: () => Promise<void>;
};

// Runs in every document before its own scripts: the marker, and the CSP violation listener.
const INIT = () => {
  const win = window as unknown as { __xss: (id?: unknown) => void; __xssFired: string[]; __csp: string[] };
  win.__xssFired = [];
  win.__csp = [];
  win.__xss = (id) => {
    win.__xssFired.push(String(id));
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    win.__csp.push(`${event.effectiveDirective}: ${event.sample || event.blockedURI}`);
  });
};

/** Watches a page for payloads that run and for scripts its CSP blocked. */
export async function watchForXss(page: Page): Promise<XssWatch> {
  const watch: XssWatch = {
    fired: [],
    blocked: [],
    collect: async () => {
      const seen = await page
        .evaluate(() => {
          const win = window as unknown as { __xssFired?: string[]; __csp?: string[] };
          const result = { fired: win.__xssFired ?? [], blocked: win.__csp ?? [] };
          win.__xssFired = [];
          win.__csp = [];
          return result;
        })
        .catch(() => ({ fired: [] as string[], blocked: [] as string[] }));
      watch.fired.push(...seen.fired);
      watch.blocked.push(...seen.blocked);
    },
  };
  await page.addInitScript(INIT);
  page.on('dialog', (dialog) => {
    watch.fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return watch;
}
