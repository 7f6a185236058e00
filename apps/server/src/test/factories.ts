import { randomBytes } from 'node:crypto';
import { buildContent, type Role } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { contacts, documents, documentVersions, entities, organizations, persons } from '../db/schema.js';
import { createUser } from '../modules/organizations/service.js';

export const TEST_PASSWORD = 'correct horse battery staple';

const unique = () => randomBytes(4).toString('hex');

/** A new organization of its own for each test that needs one. */
export async function buildOrg(db: Db, name = `Firm ${unique()} LLP`) {
  const [org] = await db.insert(organizations).values({ name }).returning();
  return org!;
}

/** A user in the organization, with TEST_PASSWORD unless told otherwise. */
export async function buildUser(
  db: Db,
  options: { orgId: string; role?: Role; email?: string; password?: string },
) {
  return createUser(db, {
    orgId: options.orgId,
    email: options.email ?? `${options.role ?? 'attorney'}-${unique()}@firm.test`,
    password: options.password ?? TEST_PASSWORD,
    role: options.role ?? 'attorney',
    fullName: 'Test Person',
  });
}

export type Session = { accessToken: string; refreshCookie: string; headers: { authorization: string } };

/** Signs in through the API, as the web app does, and returns the bearer header and refresh cookie. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  const accessToken = response.json().access_token as string;
  return { accessToken, refreshCookie: cookie!.value, headers: { authorization: `Bearer ${accessToken}` } };
}

/** A login form body and its content type. */
export function loginForm(username: string, password: string) {
  return {
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** An entity of the organization. */
export async function buildEntity(db: Db, options: { orgId: string; name?: string; ein?: string }) {
  const [entity] = await db
    .insert(entities)
    .values({ orgId: options.orgId, name: options.name ?? `Entity ${unique()} LLC`, ein: options.ein })
    .returning();
  return entity!;
}

/** A person (an owner) of the organization. */
export async function buildPerson(db: Db, options: { orgId: string; firstName?: string; lastName?: string }) {
  const firstName = options.firstName ?? 'Olive';
  const lastName = options.lastName ?? `Owner ${unique()}`;
  const [person] = await db
    .insert(persons)
    .values({ orgId: options.orgId, firstName, lastName, fullName: `${firstName} ${lastName}` })
    .returning();
  return person!;
}

/** A contact of the organization. */
export async function buildContact(db: Db, options: { orgId: string; fullName?: string; email?: string }) {
  const [contact] = await db
    .insert(contacts)
    .values({
      orgId: options.orgId,
      fullName: options.fullName ?? `Contact ${unique()}`,
      email: options.email,
    })
    .returning();
  return contact!;
}

/** A document of the organization, at version 1 with the given HTML (version 0 when html is null). */
export async function buildDocument(
  db: Db,
  options: { orgId: string; name?: string; html?: string | null; isTemplate?: boolean; isDraft?: boolean },
) {
  const html = options.html === undefined ? '<p>Dear client,</p>' : options.html;
  const [document] = await db
    .insert(documents)
    .values({
      orgId: options.orgId,
      name: options.name ?? `Document ${unique()}`,
      isTemplate: options.isTemplate ?? false,
      isDraft: options.isDraft ?? false,
      currentVersion: html === null ? 0 : 1,
    })
    .returning();
  if (html !== null) {
    await db
      .insert(documentVersions)
      .values({ orgId: options.orgId, documentId: document!.id, version: 1, content: buildContent(html) });
  }
  return document!;
}
