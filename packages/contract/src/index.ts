// The HTTP contract of spec section 7: every request and response body, as zod schemas. The server
// validates and serializes with them; the web client infers its types from them (type imports only).
export * from './ai.js';
export * from './assembly.js';
export * from './assets.js';
export * from './auth.js';
export * from './comments.js';
export * from './common.js';
export * from './documents.js';
export * from './email.js';
export * from './export.js';
export * from './field-trust.js';
export * from './health.js';
export * from './interview.js';
export * from './invitations.js';
export * from './layout.js';
export * from './merge-fields.js';
export * from './organizations.js';
export * from './password-reset.js';
export * from './records.js';
export * from './redline-import.js';
export * from './signatures.js';
export * from './sso.js';
export * from './suggestions.js';
export * from './template-import.js';
export * from './templates.js';
export * from './users.js';
export * from './versions.js';
