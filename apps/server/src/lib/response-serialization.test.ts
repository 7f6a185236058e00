import { documentRecord, savedDocumentResponse, user } from '@lexdraft/contract';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';

// The app's serializer writes an answer through its route's response schema: a key the contract
// does not list never leaves the server, whatever a presenter hands it.

const serialize = (schema: unknown, data: unknown) =>
  JSON.parse(
    serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as Parameters<
      typeof serializerCompiler
    >[0])(data) as string,
  );

const stamp = '2025-03-05T09:00:00.000Z';
const presentedUser = {
  _id: 'u1',
  id: 'u1',
  email: 'ada@firm.test',
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'attorney',
  permissions: ['docs:read'],
  org_id: 'o1',
  is_active: true,
  last_login: null,
  created_at: stamp,
  updated_at: stamp,
};

describe('response schemas', () => {
  it('drop a column a presenter lets through', () => {
    const sent = serialize(user, { ...presentedUser, password_hash: '$argon2id$...', token_version: 3 });
    expect(sent).toEqual(presentedUser);
  });

  it("drop a version's content from a save's answer", () => {
    const summary = {
      id: 'd1',
      _id: 'd1',
      name: 'Lease',
      is_template: false,
      is_draft: false,
      doc_status: 'draft',
      current_version: 2,
      entity_ids: [],
      owner_ids: [],
      contact_ids: [],
      entities: [],
      owners: [],
      contacts: [],
      metadata: {},
      source_document_id: null,
      created_at: stamp,
      updated_at: stamp,
    };
    const versions = [{ version: 2, content: { ckeditor_html: '<p>5 MB</p>' }, created_at: stamp }];
    expect(serialize(savedDocumentResponse, { ...summary, versions })).toEqual({
      ...summary,
      versions: [{ version: 2, created_at: stamp }],
    });
  });

  it("leave JSON text as it is: the document read sends PostgreSQL's text without a second pass", async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    // Not a document record at all: were the schema applied, this would fail or be rewritten.
    const text = '{"spliced":"as stored"}';
    app.get('/text', { schema: { response: { 200: documentRecord } } }, (_request, reply: FastifyReply) =>
      reply.type('application/json; charset=utf-8').send(text),
    );
    const response = await app.inject({ method: 'GET', url: '/text' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(text);
  });
});
