import { randomBytes } from 'node:crypto';
import { buildContent, type Role } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import {
  contacts,
  documents,
  entities,
  entityContacts,
  entityOwners,
  fieldTemplates,
  organizations,
  persons,
  smartFields,
} from '../db/schema.js';
import { insertVersion } from '../modules/documents/version-content.js';
import { createUser } from '../modules/users/create-user.js';

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

/** An entity of the organization; any other column can be given. */
export async function buildEntity(
  db: Db,
  options: { orgId: string; name?: string } & Partial<typeof entities.$inferInsert>,
) {
  const [entity] = await db
    .insert(entities)
    .values({ ...options, name: options.name ?? `Entity ${unique()} LLC` })
    .returning();
  return entity!;
}

/** A person (an owner) of the organization; any other column can be given. */
export async function buildPerson(
  db: Db,
  options: { orgId: string; firstName?: string; lastName?: string } & Partial<typeof persons.$inferInsert>,
) {
  const firstName = options.firstName ?? 'Olive';
  const lastName = options.lastName ?? `Owner ${unique()}`;
  const [person] = await db
    .insert(persons)
    .values({ ...options, firstName, lastName, fullName: `${firstName} ${lastName}` })
    .returning();
  return person!;
}

/** A contact of the organization; any other column can be given. */
export async function buildContact(
  db: Db,
  options: { orgId: string; fullName?: string } & Partial<typeof contacts.$inferInsert>,
) {
  const [contact] = await db
    .insert(contacts)
    .values({ ...options, fullName: options.fullName ?? `Contact ${unique()}` })
    .returning();
  return contact!;
}

/** Makes a person an owner of an entity. */
export async function buildEntityOwner(
  db: Db,
  options: { orgId: string; entityId: string; personId: string; title?: string; percentage?: string | null },
) {
  await db.insert(entityOwners).values({
    orgId: options.orgId,
    entityId: options.entityId,
    personId: options.personId,
    title: options.title ?? 'Member',
    ownershipPercentage: options.percentage ?? null,
  });
}

/** Links a contact to an entity. */
export async function buildEntityContact(
  db: Db,
  options: { orgId: string; entityId: string; contactId: string; role?: string },
) {
  await db.insert(entityContacts).values({ ...options, role: options.role ?? null });
}

/** A smart-field definition of the organization. */
export async function buildSmartField(
  db: Db,
  options: {
    orgId: string;
    key?: string;
    label?: string;
    required?: boolean;
    defaultValue?: string;
    sensitive?: boolean;
  },
) {
  const [field] = await db
    .insert(smartFields)
    .values({
      orgId: options.orgId,
      key: options.key ?? `matter.field_${unique()}`,
      label: options.label ?? 'Matter Field',
      defaultValue: options.defaultValue ?? null,
      sensitive: options.sensitive ?? false,
      validation: options.required ? { required: true } : {},
    })
    .returning();
  return field!;
}

/** A saved set of field values of the organization. */
export async function buildFieldTemplate(
  db: Db,
  options: { orgId: string; name?: string; values?: Record<string, string>; createdAt?: Date },
) {
  const values = options.values ?? { 'matter.number': '2026-001' };
  const [template] = await db
    .insert(fieldTemplates)
    .values({
      orgId: options.orgId,
      name: options.name ?? `Values ${unique()}`,
      values,
      fieldKeys: Object.keys(values),
      createdAt: options.createdAt,
    })
    .returning();
  return template!;
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
    await insertVersion(db, {
      orgId: options.orgId,
      documentId: document!.id,
      version: 1,
      content: buildContent(html),
    });
  }
  return document!;
}
