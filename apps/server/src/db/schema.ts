import type { HeaderFooterConfig } from '@lexdraft/contract';
import {
  SIGNATURE_EVENT_TYPES,
  SIGNATURE_RECIPIENT_ROLES,
  SIGNATURE_RECIPIENT_STATUSES,
  type SignatureEventType,
  type SignatureRecipientRole,
  type SignatureRecipientStatus,
  SSO_PROTOCOLS,
  type SsoProtocol,
  STORED_SIGNATURE_REQUEST_STATUSES,
  type StoredSignatureRequestStatus,
} from '@lexdraft/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every row that belongs to a firm carries org_id; services scope every query by it.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Raw bytes, such as a SHA-256 digest. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const roleEnum = pgEnum('role', ['admin', 'attorney', 'paralegal', 'viewer']);

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  // The AI assistant is on for a new firm (issue 15); an admin turns it off.
  aiEnabled: boolean('ai_enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    orgId: orgId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull(),
    role: roleEnum('role').notNull(),
    /** Extra grants beyond the role's defaults, such as "docs:write" or "entities:*". */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Raised to invalidate every access token issued before, at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_org_idx').on(t.orgId)],
);

/** One row per issued refresh token; a session is a family of rotated tokens. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    orgId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The session's last request made by the user (issue 28): background calls (X-Background: 1)
     * leave it; a refresh after SESSION_IDLE_TIMEOUT_MS without one is refused. Carried to each
     * rotated token; written at most about once a minute.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    orgId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/** A requested change of a user's e-mail address: it takes effect when the link mailed to the new address is opened. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    orgId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_tokens_hash_key').on(t.tokenHash),
    index('email_change_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Each user's key for the drafts the web app keeps in the browser (IndexedDB, AES-GCM): handed only
 * to a signed-in session, so drafts copied off a device without a live session cannot be read.
 * 32 random bytes, base64url; one row per user, made on first request.
 */
export const draftKeys = pgTable('draft_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orgId: orgId(),
  key: text('key').notNull(),
  createdAt: createdAt(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    orgId: orgId(),
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_hash_key').on(t.tokenHash), index('invitations_org_idx').on(t.orgId)],
);

/** People the firm works for: owners of entities, and the source of person.* fields. */
export const persons = pgTable(
  'persons',
  {
    id: id(),
    orgId: orgId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name').notNull(),
    primaryEmail: text('primary_email'),
    mobilePhone: text('mobile_phone'),
    dateOfBirth: date('date_of_birth'),
    ssnLast4: text('ssn_last_4'),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('persons_org_idx').on(t.orgId),
    // The records screen searches people by substring of the name and e-mail, as it does contacts.
    index('persons_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('persons_primary_email_trgm_idx').using('gin', sql`lower(${t.primaryEmail}) gin_trgm_ops`),
  ],
);

export const entities = pgTable(
  'entities',
  {
    id: id(),
    orgId: orgId(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    ein: text('ein'),
    entityType: text('entity_type'),
    stateOfFormation: text('state_of_formation'),
    dateOfFormation: date('date_of_formation'),
    address: text('address'),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entities_org_idx').on(t.orgId),
    // Sources list the first names in order, and search by substring through trigram indexes.
    index('entities_org_name_idx').on(t.orgId, t.name),
    index('entities_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('entities_legal_name_trgm_idx').using('gin', sql`lower(${t.legalName}) gin_trgm_ops`),
    // EINs are searched without their dash, so that 123456789 finds 12-3456789.
    index('entities_ein_digits_trgm_idx').using('gin', sql`replace(${t.ein}, '-', '') gin_trgm_ops`),
  ],
);

/** Who owns an entity, and how much of it. */
export const entityOwners = pgTable(
  'entity_owners',
  {
    orgId: orgId(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    title: text('title'),
    ownershipPercentage: numeric('ownership_percentage', { precision: 5, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.personId] })],
);

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    orgId: orgId(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    title: text('title'),
    contactType: text('contact_type'),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_org_idx').on(t.orgId),
    index('contacts_org_full_name_idx').on(t.orgId, t.fullName),
    index('contacts_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('contacts_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** The contacts of an entity (its accountant, banker, trustee...): they fill contact fields of generated documents. */
export const entityContacts = pgTable(
  'entity_contacts',
  {
    orgId: orgId(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    role: text('role'),
  },
  (t) => [
    primaryKey({ columns: [t.entityId, t.contactId] }),
    index('entity_contacts_contact_idx').on(t.contactId),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    orgId: orgId(),
    name: text('name').notNull(),
    isTemplate: boolean('is_template').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(true),
    docStatus: text('doc_status').notNull().default('draft'),
    currentVersion: integer('current_version').notNull().default(0),
    /** Letterhead, header and footer settings and other document-level data. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The header and footer (modules/layout), whole; null until first configured, which reads as the defaults. */
    headerFooter: jsonb('header_footer').$type<HeaderFooterConfig>(),
    sourceDocumentId: uuid('source_document_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_org_updated_idx').on(t.orgId, t.updatedAt),
    index('documents_org_name_idx').on(t.orgId, t.name),
  ],
);

/**
 * The body of version contents, stored once per organization: a content less its value parts
 * (VERSION_VALUE_KEYS in documents/version-content.ts), in practice the HTML and its schema
 * version, keyed by the SHA-256 of its canonical text (PostgreSQL's jsonb text). Versions that kept
 * the text share one row; another firm never shares it (no cross-tenant dedupe, which would leak
 * that a text exists through timing).
 */
export const documentVersionBodies = pgTable(
  'document_version_bodies',
  {
    orgId: orgId(),
    sha256: bytea('sha256').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.sha256] })],
);

/**
 * Every saved content of a document: the spec's version shape (schema_version "3.0"), stored as
 * its shared body (document_version_bodies) and its own small value parts; documents/version-content.ts
 * reads and writes it.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: id(),
    orgId: orgId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The version's body in document_version_bodies, of the same organization. */
    bodySha256: bytea('body_sha256').notNull(),
    /** The content's value parts (merge_field_values, placeholders, list_values, metadata) that it has; changed in place. */
    valueParts: jsonb('value_parts').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Per value part (`merge_field_values`, `placeholders`, `list_values`, `custom_fields`), each key a values path
     * wrote and the version current then (`"*"`: the whole part), carried on to each new version:
     * a content save keeps the server's entry for them (documents/value-writes.ts).
     */
    valueWrites: jsonb('value_writes').$type<Record<string, Record<string, number>>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_versions_doc_version_key').on(t.documentId, t.version),
    index('document_versions_body_idx').on(t.orgId, t.bodySha256),
    foreignKey({
      name: 'document_versions_body_fk',
      columns: [t.orgId, t.bodySha256],
      foreignColumns: [documentVersionBodies.orgId, documentVersionBodies.sha256],
    }),
  ],
);

const documentLink = (
  name: string,
  column: string,
  target: typeof entities | typeof persons | typeof contacts,
) =>
  pgTable(
    name,
    {
      orgId: orgId(),
      documentId: uuid('document_id')
        .notNull()
        .references(() => documents.id, { onDelete: 'cascade' }),
      targetId: uuid(column)
        .notNull()
        .references(() => target.id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.documentId, t.targetId] }), index(`${name}_target_idx`).on(t.targetId)],
  );

export const documentEntities = documentLink('document_entities', 'entity_id', entities);
export const documentOwners = documentLink('document_owners', 'person_id', persons);
export const documentContacts = documentLink('document_contacts', 'contact_id', contacts);

/** An organization's smart-field definitions. */
export const smartFields = pgTable(
  'smart_fields',
  {
    id: id(),
    orgId: orgId(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    category: text('category').notNull().default('custom'),
    type: text('type').notNull().default('text'),
    defaultValue: text('default_value'),
    validation: jsonb('validation').$type<{ required?: boolean }>().notNull().default({}),
    /** Masked for viewers (docs/field-trust.md); SSN, EIN, tax id, birth date and bank fields are sensitive whatever this says. */
    sensitive: boolean('sensitive').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('smart_fields_org_key').on(t.orgId, t.key)],
);

/**
 * Where each stored field value of a document came from (docs/field-trust.md): typed, filled from a
 * record, from a field template, a smart field's default, or generated. One row per document and
 * field, replaced by each write that changes the value. `record_value` is the record's value as last
 * filled or kept: a record change that makes it differ marks the row stale.
 */
export const fieldValueSources = pgTable(
  'field_value_sources',
  {
    orgId: orgId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fieldId: text('field_id').notNull(),
    /** typed, record, template, default or generated (FIELD_VALUE_SOURCES in the contract). */
    source: text('source').notNull(),
    /** entity, person or contact, for source record; no foreign key, so a deleted record leaves the trail. */
    recordType: text('record_type'),
    recordId: uuid('record_id'),
    /** The record's value name that filled it (record-values.ts keys: ein, entity_address, email...). */
    recordField: text('record_field'),
    recordUpdatedAt: timestamp('record_updated_at', { withTimezone: true }),
    /** The record's value when filled or last kept. */
    recordValue: text('record_value'),
    /** The field template, for source template. */
    templateId: uuid('template_id'),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who wrote it when no user did: the client who answered an intake request (source client). */
    byName: text('by_name'),
    byEmail: text('by_email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    stale: boolean('stale').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.fieldId] }),
    // A record's change finds the values it filled without a scan.
    index('field_value_sources_record_idx').on(t.orgId, t.recordType, t.recordId),
    // The list counts stale values per document from the stale rows alone.
    index('field_value_sources_stale_idx').on(t.documentId).where(sql`${t.stale}`),
  ],
);

/** Saved sets of merge-field values that can be applied to any document. */
export const fieldTemplates = pgTable(
  'field_templates',
  {
    id: id(),
    orgId: orgId(),
    name: text('name').notNull(),
    description: text('description'),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    fieldKeys: text('field_keys').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('field_templates_org_idx').on(t.orgId)],
);

/**
 * The library fields of a template (spec section 3). A template is a document with is_template, and
 * its id is the document's: this row, at most one per document, holds the rest. A template without
 * one reads as the defaults (modules/templates).
 */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    orgId: orgId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('general'),
    jurisdictionCode: text('jurisdiction_code').notNull().default(''),
    description: text('description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Each placeholder's text as found in the imported file, mapped to a field id or to null (left as text). */
    placeholderMappings: jsonb('placeholder_mappings').$type<Record<string, string | null>>(),
    /** The Word file the template was imported from, which its download gives back as it was. */
    sourceAssetId: uuid('source_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('templates_org_document_key').on(t.orgId, t.documentId)],
);

/** Uploaded files: letterheads, logos, images, imported templates. */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    orgId: orgId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    assetType: text('asset_type').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    storage: text('storage').notNull().default('local'),
    // A browser's upload straight to S3 is recorded as pending when its URL is issued; its first
    // read checks the bytes and confirms it (size, detected type, the object's ETag), or removes it.
    pending: boolean('pending').notNull().default(false),
    /** The ETag of the bytes confirmed; a later read must find the same object, else nothing is served. */
    etag: text('etag'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assets_key').on(t.key),
    index('assets_org_idx').on(t.orgId),
    index('assets_pending_idx').on(t.createdAt).where(sql`${t.pending}`),
  ],
);

/** The values of a text column, as a CHECK constraint's list. */
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Where a signer's signature goes in the frozen PDF: PDF points, origin at the page's bottom left. */
export type SignatureFieldPlacement = {
  /** 1 for the request's first signer. */
  signer: number;
  /** 1-based. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

/**
 * A document sent for signature (issue 14, docs/signing.md): the PDF of the version sent, frozen in
 * storage with its SHA-256, and who must sign it by when. At most one request of a document is open
 * (sent or partially signed) at a time.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: id(),
    orgId: orgId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The document's version that was sent: the signature covers it and nothing later. */
    version: integer('version').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<StoredSignatureRequestStatus>().notNull().default('sent'),
    message: text('message'),
    /** Signers are emailed one after another, in sort_order, each once the one before has signed. */
    sequential: boolean('sequential').notNull().default(false),
    /** Each signer must enter a code emailed apart from the link. */
    accessCode: boolean('access_code').notNull().default(false),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** The storage key of the PDF that was sent (lib/storage), never changed. */
    frozenPdfKey: text('frozen_pdf_key').notNull(),
    /** SHA-256 (hex) of the frozen PDF's bytes. */
    documentSha256: text('document_sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    signatureFields: jsonb('signature_fields').$type<SignatureFieldPlacement[]>().notNull().default([]),
    /** The sealed PDF, once every signer has signed. */
    signedPdfKey: text('signed_pdf_key'),
    signedPdfSha256: text('signed_pdf_sha256'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('signature_requests_document_idx').on(t.documentId, t.sentAt),
    // One open request per document: a second send answers 409 even when two race.
    uniqueIndex('signature_requests_open_key')
      .on(t.documentId)
      .where(sql`${t.status} in ('sent', 'partially_signed')`),
    // Open requests by expiry, for the job that expires them.
    index('signature_requests_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('sent', 'partially_signed')`),
    check(
      'signature_requests_status_check',
      sql`${t.status} in (${oneOf(STORED_SIGNATURE_REQUEST_STATUSES)})`,
    ),
  ],
);

/** Who is asked to sign a request, or gets a copy (cc), and each step they took. */
export const signatureRecipients = pgTable(
  'signature_recipients',
  {
    id: id(),
    orgId: orgId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<SignatureRecipientRole>().notNull(),
    /** Signing order, 1 first; cc recipients keep their place in the list. */
    sortOrder: integer('sort_order').notNull(),
    status: text('status').$type<SignatureRecipientStatus>().notNull().default('pending'),
    /**
     * SHA-256 (hex) of the recipient's link token (32 random bytes, base64url). Made only when the
     * recipient is emailed, since a hash cannot be emailed later; a new email replaces it.
     */
    tokenHash: text('token_hash'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    /** argon2id of the access code emailed to the signer (lib/passwords.ts verifies it). */
    accessCodeHash: text('access_code_hash'),
    codeVerifiedAt: timestamp('code_verified_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signatureKind: text('signature_kind').$type<'typed' | 'drawn'>(),
    signatureText: text('signature_text'),
    /** A drawn signature, as PNG bytes. */
    signatureImage: bytea('signature_image'),
    signIp: text('sign_ip'),
    signUserAgent: text('sign_user_agent'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    reminderCount: integer('reminder_count').notNull().default(0),
  },
  (t) => [
    index('signature_recipients_request_idx').on(t.requestId, t.sortOrder),
    uniqueIndex('signature_recipients_token_key').on(t.tokenHash),
    uniqueIndex('signature_recipients_request_email_key').on(t.requestId, sql`lower(${t.email})`),
    check('signature_recipients_role_check', sql`${t.role} in (${oneOf(SIGNATURE_RECIPIENT_ROLES)})`),
    check('signature_recipients_status_check', sql`${t.status} in (${oneOf(SIGNATURE_RECIPIENT_STATUSES)})`),
    check('signature_recipients_kind_check', sql`${t.signatureKind} in ('typed', 'drawn')`),
  ],
);

/**
 * The hashes of signing links a later email replaced (a reminder sends a new link, since only a
 * link's hash is kept), so that an old link answers that it was replaced rather than unknown.
 */
export const signatureReplacedLinks = pgTable(
  'signature_replaced_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orgId: orgId(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => signatureRecipients.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signature_replaced_links_recipient_idx').on(t.recipientId)],
);

/**
 * A request's audit trail: one row per event, written in the transaction of the work it records,
 * with where it came from. `detail` holds a reason or a count, never document text.
 */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: id(),
    orgId: orgId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => signatureRecipients.id, { onDelete: 'cascade' }),
    type: text('type').$type<SignatureEventType>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: text('detail'),
  },
  (t) => [
    index('signature_events_request_idx').on(t.requestId, t.at),
    check('signature_events_type_check', sql`${t.type} in (${oneOf(SIGNATURE_EVENT_TYPES)})`),
  ],
);

/** Mail kept in the database when no SMTP_URL is set; admins read it in the app. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_org_created_idx').on(t.orgId, t.createdAt)],
);

/** Who did what, when and from where. Rows are written explicitly, in the transaction of the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Nullable: failed sign-ins for unknown addresses belong to no organization.
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_org_created_idx').on(t.orgId, t.createdAt),
    // The audit log's pages (GET /api/audit) walk a firm's rows newest first by id.
    index('audit_log_org_id_idx').on(t.orgId, t.id),
  ],
);

/** Files kept in PostgreSQL (lib/storage/database-storage.ts): one row per object, by storage key. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Changes whenever the key is written again, so that If-Match tells a replaced object apart. */
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

/** The bytes of a stored file, in chunks of at most 1 MiB, `seq` from 0. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ name: 'stored_file_chunks_pkey', columns: [t.key, t.seq] })],
);

/**
 * A comment thread on a document (issue 31), anchored in the text by the editor-schema's comment
 * mark (`<span data-comment="ID">`, ID this row's id). A thread imported from a counterparty's Word
 * file is `external`: its comments carry the Word author's name and no user.
 */
export const commentThreads = pgTable(
  'comment_threads',
  {
    id: id(),
    orgId: orgId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The text the thread was started on, as it read then. */
    quote: text('quote').notNull(),
    external: boolean('external').notNull().default(false),
    resolved: boolean('resolved').notNull().default(false),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('comment_threads_document_idx').on(t.orgId, t.documentId, t.createdAt)],
);

/** One comment of a thread: the first starts it, the rest are replies. Plain text with mentions. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    orgId: orgId(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => commentThreads.id, { onDelete: 'cascade' }),
    /** The colleague who wrote it; null for a Word comment (external) or a user since deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown: the user's when written, or the Word comment's author. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('comments_thread_idx').on(t.threadId, t.createdAt)],
);

/**
 * A request to a client to answer some of a document's questions (issue 32, docs/interview-api.md).
 * The link's token is stored as its SHA-256 only. `status` is sent, in_progress, submitted or
 * cancelled; expired is read from expires_at. The client's saved answers wait here until submitted.
 */
export const intakeRequests = pgTable(
  'intake_requests',
  {
    id: id(),
    orgId: orgId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The question ids asked, in interview order. */
    fields: jsonb('fields').$type<string[]>().notNull(),
    message: text('message').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('sent'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    lists: jsonb('lists').$type<Record<string, Record<string, string>[]>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('intake_requests_token_idx').on(t.tokenHash),
    index('intake_requests_document_idx').on(t.orgId, t.documentId, t.createdAt),
  ],
);

/**
 * A bulk generation (issue 32): one document per row, made by the pg-boss job `bulk.generate`.
 * `rows` holds the input (`{ entity_id?, name?, values }` per row, in order; row n + 2 of a CSV
 * is rows[n], the header being row 1). Progress is the bulk_job_rows made so far.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: id(),
    orgId: orgId(),
    templateId: uuid('template_id').references(() => documents.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    rows: jsonb('rows')
      .$type<{ row: number; entity_id?: string; name?: string; values: Record<string, string> }[]>()
      .notNull(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_jobs_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * One finished row of a bulk job: the document made, or why not. The primary key is what keeps a
 * resumed job from making a row twice: a row's document and this row commit together.
 */
export const bulkJobRows = pgTable(
  'bulk_job_rows',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    name: text('name'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.row] })],
);

/**
 * A firm's single sign-on (issue 33; docs/sso.md): one per firm. OpenID Connect uses issuer,
 * client id and the client secret, kept encrypted (modules/sso/secret-box.ts) and never read back;
 * SAML uses the identity provider's entity id, sign-in URL and signing certificate.
 */
export const ssoConfigs = pgTable(
  'sso_configs',
  {
    orgId: uuid('org_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    protocol: text('protocol').$type<SsoProtocol>().notNull(),
    defaultRole: roleEnum('default_role').notNull().default('viewer'),
    enforce: boolean('enforce').notNull().default(false),
    issuer: text('issuer'),
    clientId: text('client_id'),
    clientSecretEncrypted: text('client_secret_encrypted'),
    idpEntityId: text('idp_entity_id'),
    idpSsoUrl: text('idp_sso_url'),
    idpCertificate: text('idp_certificate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('sso_configs_protocol_check', sql`${t.protocol} in (${oneOf(SSO_PROTOCOLS)})`)],
);

/** The email domains a firm's single sign-on claims; a domain belongs to one firm (else 409). */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    orgId: orgId(),
  },
  (t) => [index('sso_domains_org_idx').on(t.orgId)],
);

/**
 * A single sign-on under way: the hash of its `state` (OpenID Connect) or request id (SAML), with
 * the PKCE verifier and nonce the callback needs. Taken once (deleted as it is read) and short-lived.
 * `test` marks an admin's Test sign-in, which starts no session.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    id: id(),
    orgId: orgId(),
    protocol: text('protocol').$type<SsoProtocol>().notNull(),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    test: boolean('test').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_attempts_state_idx').on(t.stateHash),
    index('sso_attempts_expires_idx').on(t.expiresAt),
  ],
);

/** SAML assertions already accepted, kept until they expire: the same one again is a replay. */
export const samlAssertionsSeen = pgTable(
  'saml_assertions_seen',
  {
    orgId: orgId(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.assertionId] }),
    index('saml_assertions_seen_expires_idx').on(t.expiresAt),
  ],
);
