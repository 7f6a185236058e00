// @ts-check
// The export measure's documents, made through the app's API as a firm would: the entity with its
// 25 owners (persons, linked through the records API), the template linked to it with its values and
// its two list fields, and the plain document with its values. Both get the export benchmark's
// layout: a header band with a bottom rule and a footer with `Page X of Y`.
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('./template.ts')} */
const template = await tsImport('./template.ts', import.meta.url);
/** @type {typeof import('./values.ts')} */
const values = await tsImport('./values.ts', import.meta.url);

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-1';

/**
 * Signs in as the demo admin (records need entities:write) and makes the records and both documents.
 * @param {string} base the app's URL
 * @returns {Promise<{ token: string, logic: { id: string, htmlBytes: number }, plain: { id: string, htmlBytes: number } }>}
 */
export async function seedAssembly(base) {
  /** @param {string} method @param {string} path @param {unknown} body @param {string} [token] */
  const call = async (method, path, body, token) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { access_token: token } = await call('POST', '/auth/login', {
    username: 'admin@demo.test',
    password: PASSWORD,
  });
  const entity = await call(
    'POST',
    '/api/entities',
    { name: 'Harbor Point Holdings LLC', entity_type: 'LLC', state_of_formation: 'Delaware' },
    token,
  );
  const owners = [];
  for (const person of values.OWNER_PERSONS)
    owners.push((await call('POST', '/api/persons', person, token)).id);
  await call('PUT', `/api/entities/${entity.id}/owners`, { ids: owners }, token);

  /** @param {'logic' | 'plain'} variant */
  const make = async (variant) => {
    const html = template.buildTemplate(variant);
    const document = await call(
      'POST',
      '/docs/documents',
      {
        name: `Assembly benchmark, ${variant === 'logic' ? 'template with logic' : 'logic taken out'}`,
        entity_ids: [entity.id],
        content: {
          ckeditor_html: html,
          merge_field_values: values.documentValues(variant),
          placeholders: {},
          metadata: { field_source_refs: {}, custom_fields: [] },
          schema_version: '3.0',
        },
      },
      token,
    );
    await call(
      'POST',
      `/api/docs/assets/header-footer-config/${document.id}`,
      {
        header: { enabled: true, height: 80, backgroundColor: '#f4f6fa', borderBottom: true, logo: null },
        footer: {
          enabled: true,
          height: 60,
          backgroundColor: '#ffffff',
          borderTop: true,
          pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
        },
      },
      token,
    );
    return { id: String(document.id), htmlBytes: Buffer.byteLength(html) };
  };
  const logic = await make('logic');
  await call('PUT', `/docs/documents/${logic.id}/list-values`, values.LIST_VALUES, token);
  const plain = await make('plain');
  return { token, logic, plain };
}
