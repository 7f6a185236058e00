import type { RunningApp } from '../../e2e/support/app-process.js';
import { type Answer, type CallOptions, call, expectCall } from './http.js';

/** What the scenarios read of a document (docs/documents-api.md). */
export type DocumentBody = {
  id: string;
  name: string;
  current_version: number;
  versions: {
    version: number;
    content: { ckeditor_html?: string; merge_field_values?: Record<string, string> };
  }[];
};

/** A version's content in the editor's shape (schema 3.0), with the given HTML and values. */
export function contentOf(html: string, values: Record<string, string> = {}) {
  return {
    ckeditor_html: html,
    placeholders: {},
    merge_field_values: values,
    metadata: {},
    schema_version: '3.0',
  };
}

/** A new blank document (version 0), made by the given user. */
export async function createBlank(app: RunningApp, token: string, name: string): Promise<DocumentBody> {
  return (await expectCall(app.url, 'POST', '/docs/documents/blank', 201, { token, json: { name } })).json();
}

/**
 * PUT of new content on top of base_version (left out when undefined, for a base given in
 * If-Match); answers whatever the server answered.
 */
export function saveContent(
  app: RunningApp,
  token: string,
  id: string,
  html: string,
  baseVersion: number | undefined,
  options: Omit<CallOptions, 'token' | 'json'> = {},
): Promise<Answer> {
  const base = baseVersion === undefined ? {} : { base_version: baseVersion };
  return call(app.url, 'PUT', `/docs/documents/${id}`, {
    ...options,
    token,
    json: { ...base, content: contentOf(html) },
  });
}

/** The stored version number and HTML of a document. */
export async function readDocument(app: RunningApp, token: string, id: string) {
  const document = (
    await expectCall(app.url, 'GET', `/docs/documents/${id}`, 200, { token })
  ).json<DocumentBody>();
  return { version: document.current_version, html: htmlOf(document) };
}

/** The HTML of the version a document answer carries ('' at version 0). */
export const htmlOf = (document: DocumentBody) => document.versions[0]?.content.ckeditor_html ?? '';
