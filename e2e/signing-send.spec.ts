import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/auth.js';
import { editorBody } from './support/documents.js';
import { expect, test } from './support/fixtures.js';
import type { ReceivedMail } from './support/mail-catcher.js';

// Send for Signature from the sender's screens (issue 14), end to end on the built app: the demo
// engagement letter is held back while a merge field is empty, filled through Fill values,
// sent to two signers through the dialog, shown as Sent in the documents list and in the
// Signatures tab (recipients, audit trail) with the editor locked, and voided from that tab. The
// signers' links reach this run's SMTP server.

const DEMO_DOCUMENT = 'Engagement Letter – Harbor View Holdings';
// The list found by name, wherever the firm's other documents put it.
const DEMO_DOCUMENT_LIST = `/documents?q=${encodeURIComponent('Harbor View Holdings')}`;
// The first mails go out as jobs (pg-boss) the app polls for.
const JOB_TIMEOUT = 30_000;

// Addresses of this run's test alone: the mail catcher is shared by every spec and every run of this one.
const SIGNERS = [
  { name: 'Eleanor Park', email: uniqueEmail('eleanor.park') },
  { name: 'Thomas Reed', email: uniqueEmail('thomas.reed') },
];

// The letter's fields are filled by its linked entity and owner (layered values); the field typed
// into it here has no record and no default, so it is empty: its value, by the label the gate lists.
const VALUES: Record<string, string> = { 'Matter Number': '2026-014' };

test.afterEach(({ errors }) => {
  expect(errors).toEqual([]);
});

async function mailTo(to: string): Promise<ReceivedMail> {
  const mailUrl = process.env.E2E_MAIL_URL;
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set: run through playwright.config.ts');
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const received = (await (await fetch(mailUrl)).json()) as ReceivedMail[];
        found = received.filter((mail) => mail.to === to && /\/sign\/[\w-]+/.test(mail.text)).at(-1);
        return found !== undefined;
      },
      { message: `No signing link mailed to ${to}`, timeout: JOB_TIMEOUT },
    )
    .toBe(true);
  return found!;
}

const sendDialog = (page: Page) => page.getByRole('dialog', { name: 'Send for Signature' });

async function openDemoDocument(page: Page) {
  await page.goto(DEMO_DOCUMENT_LIST);
  await page.getByRole('link', { name: DEMO_DOCUMENT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_DOCUMENT })).toBeVisible();
  await expect(editorBody(page)).toBeVisible();
}

test('sends the demo letter to two signers, shows Sent and the request, and voids it', async ({
  signedInPage: page,
}, testInfo) => {
  await openDemoDocument(page);
  await editorBody(page).locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Matter {{matter.number}}.');
  await expect(editorBody(page).locator('[data-merge-field="matter.number"]')).toBeVisible();

  // A field is empty: Send is held back and it is listed.
  await page.getByRole('button', { name: 'Send for Signature' }).click();
  let dialog = sendDialog(page);
  const gate = dialog.getByRole('region', { name: /merge fields? before sending/ });
  await expect(gate).toBeVisible();
  const labels = await gate.getByRole('listitem').allInnerTexts();
  expect([...labels].sort()).toEqual(Object.keys(VALUES).sort());
  await expect(dialog.getByRole('button', { name: 'Send for signature' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('send-gate-1280.png'), animations: 'disabled' });

  await gate.getByRole('button', { name: 'Fill values' }).click();
  const fields = page.getByRole('dialog', { name: 'Manage Field Values' });
  for (const label of labels)
    await fields.getByRole('textbox', { name: label, exact: true }).fill(VALUES[label]!);
  await fields.getByRole('button', { name: 'Save Values' }).click();
  await expect(page.getByText('Field values saved successfully')).toBeVisible();
  await expect(fields).toBeHidden();

  // Two signers through the dialog; the second added is moved to sign first.
  await page.getByRole('button', { name: 'Send for Signature' }).click();
  dialog = sendDialog(page);
  await expect(dialog.getByRole('region', { name: /before sending/ })).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Name of recipient 1' }).fill(SIGNERS[1]!.name);
  await dialog.getByRole('textbox', { name: 'Email of recipient 1' }).fill(SIGNERS[1]!.email);
  await dialog.getByRole('button', { name: 'Add recipient' }).click();
  await dialog.getByRole('textbox', { name: 'Name of recipient 2' }).fill(SIGNERS[0]!.name);
  await dialog.getByRole('textbox', { name: 'Email of recipient 2' }).fill(SIGNERS[0]!.email);
  await dialog.getByRole('button', { name: `Move ${SIGNERS[0]!.name} up` }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name of recipient 1' })).toHaveValue(SIGNERS[0]!.name);
  await dialog
    .getByRole('textbox', { name: /Message/ })
    .fill('Please review and sign the engagement letter.');
  await page.screenshot({ path: testInfo.outputPath('send-dialog-1280.png'), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Send for signature' }).click();

  await expect(page.getByText(`${DEMO_DOCUMENT} was sent to 2 signers.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Sent, locked to the version sent, and the Signatures tab shows the request.
  const banner = page.getByRole('region', { name: 'Out for signature' });
  await expect(banner).toBeVisible();
  await expect(editorBody(page)).toHaveAttribute('contenteditable', 'false');
  await expect(page.getByRole('tab', { name: 'Signatures' })).toHaveAttribute('aria-selected', 'true');
  const tab = page.getByRole('tabpanel', { name: 'Signatures' });
  await expect(tab.getByRole('region', { name: 'Signature request' })).toContainText('Out for signature');
  await expect(tab.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveText([
    new RegExp(SIGNERS[0]!.name),
    new RegExp(SIGNERS[1]!.name),
  ]);
  await expect(tab.getByRole('list', { name: 'Signature activity' })).toContainText('Request sent');
  await page.screenshot({ path: testInfo.outputPath('sent-1280.png'), animations: 'disabled' });
  for (const signer of SIGNERS) await mailTo(signer.email);

  // The documents list says Sent.
  await page.goto(DEMO_DOCUMENT_LIST);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: DEMO_DOCUMENT }) });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('list-sent-1280.png'), animations: 'disabled' });

  // Voided from the Signatures tab, with a reason: the editor can be edited again.
  await row.getByRole('link', { name: DEMO_DOCUMENT }).click();
  await expect(banner).toBeVisible();
  await page.getByRole('tab', { name: 'Signatures' }).click();
  await tab.getByRole('button', { name: 'Void' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Void this signature request?' });
  await confirm
    .getByRole('textbox', { name: 'Reason for the recipients' })
    .fill('The retainer amount changed.');
  await confirm.getByRole('button', { name: 'Void request' }).click();
  await expect(page.getByText('Signature request voided')).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Signature request' })).toContainText('Voided');
  await expect(tab.getByRole('region', { name: 'Signature request' })).toContainText(
    'The retainer amount changed.',
  );
  await expect(banner).toBeHidden();
  await expect(editorBody(page)).toHaveAttribute('contenteditable', 'true');
  await page.screenshot({ path: testInfo.outputPath('voided-1280.png'), animations: 'disabled' });

  // On a phone the request reads in the panel's drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Show side panel' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Signatures' })).toContainText('Voided');
  await page.screenshot({ path: testInfo.outputPath('voided-390.png'), animations: 'disabled' });

  await page.goto(DEMO_DOCUMENT_LIST);
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: DEMO_DOCUMENT }) })
      .getByText('Voided', { exact: true }),
  ).toBeVisible();
});
