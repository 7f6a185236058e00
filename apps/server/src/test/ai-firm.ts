import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTestApp } from './app.js';
import { type ChatCompletionsServer, startChatCompletionsServer } from './chat-completions-server.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { buildDocument, buildOrg, buildUser, type Session, signIn } from './factories.js';

// A firm for the AI routes' tests: its own database and app, with the fake chat-completions server
// as the provider when asked for. The AI routes count requests per user, so each test signs in users
// of its own (`session`) rather than sharing one that a file's tests would wear out.

export type AiFirm = {
  database: TestDatabase;
  app: FastifyInstance;
  /** The provider's fake server; undefined for an app with no provider (offline). */
  provider: ChatCompletionsServer | undefined;
  orgId: string;
  otherOrgId: string;
  /** A new user of the firm (or of `orgId`) with the role, signed in. */
  session: (role?: 'attorney' | 'viewer' | 'admin', orgId?: string) => Promise<Session>;
  /** A document of the firm with this body HTML. */
  document: (html: string, orgId?: string) => Promise<{ id: string }>;
  request: (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
};

export const TEST_MODEL = 'gpt-4';

/** Sets up the firm before the file's tests, and closes the app and the fake provider after them. */
export function useAiFirm(options: { provider: boolean; timeoutMs?: number }): AiFirm {
  const firm = {} as AiFirm;
  beforeAll(async () => {
    firm.database = await createTestDatabase();
    firm.provider = options.provider ? await startChatCompletionsServer() : undefined;
    firm.app = await buildTestApp(
      firm.database,
      firm.provider
        ? {
            ai: {
              baseUrl: firm.provider.baseUrl,
              apiKey: 'sk-test-key',
              model: TEST_MODEL,
              timeoutMs: options.timeoutMs ?? 10_000,
            },
          }
        : {},
    );
    firm.orgId = (await buildOrg(firm.database.db)).id;
    firm.otherOrgId = (await buildOrg(firm.database.db)).id;
    firm.session = async (role = 'attorney', orgId = firm.orgId) =>
      signIn(firm.app, (await buildUser(firm.database.db, { orgId, role })).email);
    firm.document = (html, orgId = firm.orgId) => buildDocument(firm.database.db, { orgId, html });
    firm.request = (session, method, url, payload, headers = {}) =>
      firm.app.inject({ method, url, headers: { ...session.headers, ...headers }, payload });
  });
  beforeEach(() => firm.provider?.reset());
  afterAll(async () => {
    await firm.app.close();
    await firm.provider?.close();
  });
  return firm;
}
