import { rm } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  answer,
  type ChatCompletionsServer,
  lastUserMessage,
  type RecordedRequest,
  startChatCompletionsServer,
} from '../apps/server/src/test/chat-completions-server.js';
import { type RunningApp, startApp } from './support/app-process.js';
import { DEMO_PASSWORD } from './support/auth.js';
import { collectErrors } from './support/console.js';
import { editorBody, modifier, uniqueName } from './support/documents.js';

// The assistant with a provider, end to end: an app of its own pointed at a local server that speaks
// the chat-completions protocol (the provider is outside the product, so it is the one part faked,
// at its wire protocol). A rewrite streams into the suggestion review and keeps its merge field; a
// rewrite that drops the field twice is refused with the field named; and nothing the provider was
// sent holds the client data typed into the passage.

test.describe.configure({ timeout: 120_000 });

let provider: ChatCompletionsServer;
let app: RunningApp;

test.beforeAll(async () => {
  provider = await startChatCompletionsServer();
  app = await startApp({ env: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'sk-e2e-not-a-real-key' } });
});

test.afterAll(async () => {
  await app?.stop();
  await provider?.close();
  if (app) await rm(app.dataDir, { recursive: true, force: true });
});

const PASSAGE =
  'Payment is due to <span data-merge-field="person.first_name">{{person.first_name}}</span> in the event that the invoice is sent to jane.doe@client.example.';

/** The passage the provider was given, between its "Passage:" line and the end of the message. */
const passageOf = (message: string) => message.slice(message.indexOf('Passage:\n') + 'Passage:\n'.length);

async function signIn(page: Page) {
  await page.goto(`${app.url}/auth/login`);
  await page.getByLabel('Email').fill('attorney@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
}

async function openDocument(page: Page) {
  const login = await fetch(`${app.url}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'attorney@demo.test', password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const name = uniqueName('Fee letter');
  const created = await fetch(`${app.url}/docs/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, content: { ckeditor_html: `<h1>Fee letter</h1><p>${PASSAGE}</p>` } }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`${app.url}/documents/${id}/edit`);
  await expect(editorBody(page)).toContainText('Payment is due');
}

async function improveSelection(page: Page) {
  // The whole line, field included (a triple click stops at the field's chip).
  await editorBody(page).getByText('Payment is due').click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await expect(page.getByRole('button', { name: 'AI commands' })).toBeVisible();
  await page.keyboard.press(`${modifier}+j`);
  const improve = page.getByRole('menu', { name: 'Rewrite selection' }).getByRole('menuitem', {
    name: /Improve writing/,
  });
  await expect(improve).not.toHaveAttribute('aria-disabled', 'true');
  await improve.click();
}

test('a rewrite streams into the review with its merge field kept, and one that drops it is refused', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await signIn(page);
  await openDocument(page);

  // The model's rewrite keeps every marker it was given, and says "if" for "in the event that".
  provider.reply(answer((request) => passageOf(lastUserMessage(request)).replace('in the event that', 'if')));
  await improveSelection(page);
  const review = page.getByRole('dialog', { name: 'Improve writing' });
  // Each change also reads as "Added:" or "Removed:" to a screen reader.
  await expect(review.locator('ins')).toHaveText([/\bif$/]);
  await expect(review.locator('del')).toHaveText([/\bin$/, /\bevent that the\s*$/]);
  // The field is in the suggestion as the document shows it, unchanged.
  await expect(review).toContainText('First Name');
  await page.keyboard.press(`${modifier}+Enter`);
  await expect(review).toBeHidden();
  await expect(editorBody(page)).toContainText('Payment is due to');
  await expect(editorBody(page)).toContainText('if the invoice is sent to jane.doe@client.example.');
  await expect(editorBody(page).locator('[data-merge-field="person.first_name"]')).toHaveCount(1);

  // What left the server: the passage with markers, never the field's name or the typed address.
  const sent = provider.sentText();
  expect(sent).toContain('⟦F1⟧');
  expect(sent).not.toContain('person.first_name');
  expect(sent).not.toContain('jane.doe@client.example');

  // A model that drops the field, twice (the second time after the stricter instruction).
  const dropped = (request: RecordedRequest) =>
    passageOf(lastUserMessage(request)).replace('⟦F1⟧', 'the client');
  provider.reply(answer(dropped), answer(dropped));
  await improveSelection(page);
  await expect(page.getByText(/The rewrite dropped \{\{person\.first_name\}\}/)).toBeVisible();
  await expect(editorBody(page).locator('[data-merge-field="person.first_name"]')).toHaveCount(1);
  expect(errors.filter((error) => !/422/.test(error))).toEqual([]);
});
