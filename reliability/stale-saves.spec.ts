import { expect, test } from '@playwright/test';
import { DEMO, type RunningApp, removeApp, signIn, startSuiteApp } from './support/app.js';
import { createBlank, readDocument, saveContent } from './support/documents.js';
import { figure } from './support/figures.js';

// Scenario 2: 20 clients save the same document on top of the same version at once. Exactly one
// may win (200); every other one is told of the conflict (409) and wrote nothing. Run once with
// base_version in the body and once with the If-Match header, the two ways the API takes it.

const CLIENTS = 20;

let app: RunningApp;
let tokens: string[];

test.beforeAll(async () => {
  app = await startSuiteApp();
  // Spread over the three writers: content saves are limited per user, and that is not under test.
  tokens = [
    await signIn(app, DEMO.admin),
    await signIn(app, DEMO.attorney),
    await signIn(app, DEMO.paralegal),
  ];
});

test.afterAll(async () => {
  await removeApp(app);
});

for (const via of ['base_version', 'If-Match'] as const) {
  test(`20 concurrent stale saves with ${via}: exactly one wins`, async () => {
    const owner = tokens[0]!;
    const document = await createBlank(app, owner, `Race by ${via}`);
    expect((await saveContent(app, owner, document.id, '<p>the starting text</p>', 0)).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => {
        const html = `<p>client ${index} wins</p>`;
        const token = tokens[index % tokens.length]!;
        const save =
          via === 'If-Match'
            ? saveContent(app, token, document.id, html, undefined, { headers: { 'if-match': '"1"' } })
            : saveContent(app, token, document.id, html, 1);
        return save.then((answer) => ({ html, answer }));
      }),
    );

    const statuses = answers.map(({ answer }) => answer.status);
    const winners = answers.filter(({ answer }) => answer.status === 200);
    const conflicts = statuses.filter((status) => status === 409).length;
    figure(
      test.info(),
      `stale saves (${via}): ${winners.length} of ${CLIENTS} won, ${conflicts} answered 409, ` +
        `others: ${statuses.filter((status) => status !== 200 && status !== 409).join(', ') || 'none'}`,
    );
    expect(winners).toHaveLength(1);
    expect(conflicts).toBe(CLIENTS - 1);
    const stored = await readDocument(app, owner, document.id);
    expect(stored).toEqual({ version: 2, html: winners[0]!.html });
  });
}
