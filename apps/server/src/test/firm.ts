import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './app.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { buildOrg, buildUser, type Session, signIn } from './factories.js';

// What a test file of an API area can start from: its own database and app, a firm with an attorney
// and a viewer, and an admin of a second firm whose records must stay out of sight.

export type Firm = {
  database: TestDatabase;
  app: FastifyInstance;
  orgId: string;
  otherOrgId: string;
  attorney: Session;
  viewer: Session;
  outsider: Session;
  request: (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
};

/** Sets up the firm before the file's tests and closes the app after them. */
export function useFirm(): Firm {
  const firm = {} as Firm;
  beforeAll(async () => {
    firm.database = await createTestDatabase();
    firm.app = await buildTestApp(firm.database);
    firm.orgId = (await buildOrg(firm.database.db)).id;
    const user = async (orgId: string, role: 'attorney' | 'viewer' | 'admin') =>
      signIn(firm.app, (await buildUser(firm.database.db, { orgId, role })).email);
    firm.attorney = await user(firm.orgId, 'attorney');
    firm.viewer = await user(firm.orgId, 'viewer');
    firm.otherOrgId = (await buildOrg(firm.database.db)).id;
    firm.outsider = await user(firm.otherOrgId, 'admin');
    firm.request = (session, method, url, payload) =>
      firm.app.inject({ method, url, headers: session.headers, payload });
  });
  afterAll(() => firm.app.close());
  return firm;
}
