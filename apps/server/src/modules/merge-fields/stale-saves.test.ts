import { beforeEach, describe, expect, it } from 'vitest';
import { buildDocument, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { readVersion, replaceVersionContent } from '../documents/version-content.js';

// Issue 10 item 3: a value saved through a values path after another editor loaded the document is
// never overwritten by that editor's stale content save, whatever the save carries.

const firm = useFirm();
// Two attorneys of the firm, new for each test: content saves are limited per user (20 per 10 s).
let editor: Session;
let colleague: Session;
const attorney = async () =>
  signIn(firm.app, (await buildUser(firm.database.db, { orgId: firm.orgId, role: 'attorney' })).email);
beforeEach(async () => {
  editor = await attorney();
  colleague = await attorney();
});

const docPath = (id: string) => `/docs/documents/${id}`;
const valuesPath = (id: string) => `/docs/documents/${id}/merge-field-values`;
const smartPath = (id: string) => `/docs/documents/${id}/smart-fields`;
const customPath = (id: string) => `/docs/documents/${id}/custom-fields`;

type Loaded = { current_version: number; versions: { content: Record<string, unknown> }[] };

/** What the first editor holds after opening the document: its version and its content. */
async function open(id: string) {
  const response = await firm.request(editor, 'GET', docPath(id));
  const body = response.json() as Loaded;
  return { version: body.current_version, content: body.versions[0]?.content ?? {} };
}

/** The first editor's save: new text with the parts it loaded, or the ones given. */
function staleSave(id: string, base: number | undefined, content: Record<string, unknown>) {
  return firm.request(editor, 'PUT', docPath(id), {
    ...(base === undefined ? {} : { base_version: base }),
    content: { ...content, ckeditor_html: '<p>Edited text</p>' },
  });
}

const readValues = async (id: string) =>
  (await firm.request(firm.viewer, 'GET', valuesPath(id))).json().merge_field_values;
const readSmart = async (id: string) => (await firm.request(firm.viewer, 'GET', smartPath(id))).json().values;
const readCustom = async (id: string) =>
  (await firm.request(firm.viewer, 'GET', customPath(id)))
    .json()
    .custom_fields.map(({ name, value }: { name: string; value: string }) => ({ name, value }));

async function documentWithValues() {
  const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
  await firm.request(editor, 'PUT', valuesPath(document.id), { 'matter.number': '1', fee: '$1' });
  await firm.request(editor, 'PUT', smartPath(document.id), { values: { governing_law: 'Ohio' } });
  await firm.request(editor, 'PUT', customPath(document.id), {
    custom_fields: [
      { name: 'judge', value: 'Hon. Lee' },
      { name: 'court', value: 'Third' },
    ],
  });
  // A content save makes the values part of a version the next editor opens.
  const loaded = await open(document.id);
  await staleSave(document.id, loaded.version, loaded.content);
  return document;
}

describe("a stale content save keeps another user's newer values", () => {
  it('keeps a merge-field value saved after the editor loaded', async () => {
    const document = await documentWithValues();
    const loaded = await open(document.id);
    const put = await firm.request(colleague, 'PUT', valuesPath(document.id), { 'matter.number': '2' });
    expect(put.statusCode).toBe(200);
    const save = await staleSave(document.id, loaded.version, loaded.content);
    expect(save.statusCode).toBe(200);
    expect((await open(document.id)).content.merge_field_values).toEqual({ 'matter.number': '2', fee: '$1' });
    expect(await readValues(document.id)).toEqual({ 'matter.number': '2', fee: '$1' });
  });

  it('keeps a smart-field value saved after the editor loaded', async () => {
    const document = await documentWithValues();
    const loaded = await open(document.id);
    await firm.request(colleague, 'PUT', smartPath(document.id), { values: { governing_law: 'Texas' } });
    expect((await staleSave(document.id, loaded.version, loaded.content)).statusCode).toBe(200);
    expect(await readSmart(document.id)).toEqual({ governing_law: 'Texas' });
  });

  it('keeps custom fields changed, added and deleted after the editor loaded', async () => {
    const document = await documentWithValues();
    const loaded = await open(document.id);
    await firm.request(colleague, 'PUT', customPath(document.id), {
      custom_fields: [
        { name: 'judge', value: 'Hon. Park' },
        { name: 'venue', value: 'Room 4' },
      ],
    });
    expect((await staleSave(document.id, loaded.version, loaded.content)).statusCode).toBe(200);
    expect(await readCustom(document.id)).toEqual([
      { name: 'judge', value: 'Hon. Park' },
      { name: 'venue', value: 'Room 4' },
    ]);
  });

  it('keeps the values when the save sends none, or only some', async () => {
    const document = await documentWithValues();
    let loaded = await open(document.id);
    await firm.request(colleague, 'PUT', valuesPath(document.id), { fee: '$2' });
    const bare = await staleSave(document.id, loaded.version, {});
    expect(bare.statusCode).toBe(200);
    expect(await readValues(document.id)).toEqual({ 'matter.number': '1', fee: '$2' });
    expect(await readSmart(document.id)).toEqual({ governing_law: 'Ohio' });
    expect(await readCustom(document.id)).toHaveLength(2);

    // A part that is sent is the saver's whole map, except for keys the values paths wrote.
    loaded = await open(document.id);
    await firm.request(colleague, 'PUT', valuesPath(document.id), { fee: '$3' });
    const some = await staleSave(document.id, loaded.version, { merge_field_values: { added: 'new' } });
    expect(some.statusCode).toBe(200);
    expect(await readValues(document.id)).toEqual({ 'matter.number': '1', fee: '$3', added: 'new' });
  });

  it("keeps the value on the stale editor's next save too, which names the newer version", async () => {
    const document = await documentWithValues();
    const loaded = await open(document.id);
    await firm.request(colleague, 'PUT', valuesPath(document.id), { fee: '$4' });
    const first = await staleSave(document.id, loaded.version, loaded.content);
    // The editor saves again on the version its save made, still with the values it loaded.
    const again = await staleSave(document.id, first.json().current_version, loaded.content);
    expect(again.statusCode).toBe(200);
    expect(await readValues(document.id)).toEqual({ 'matter.number': '1', fee: '$4' });
  });

  it('still lets a content save set values never saved through the values paths', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    await firm.request(colleague, 'PUT', valuesPath(document.id), { fee: '$1' });
    const first = await staleSave(document.id, 1, { merge_field_values: { fee: '$0', note: 'first' } });
    const second = await staleSave(document.id, first.json().current_version, {
      merge_field_values: { fee: '$0', note: 'second', added: 'yes' },
    });
    expect(second.statusCode).toBe(200);
    expect(await readValues(document.id)).toEqual({ fee: '$1', note: 'second', added: 'yes' });
  });

  it('keeps values typed at version 0, before the first save', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, html: null });
    await firm.request(colleague, 'PUT', valuesPath(document.id), { fee: '$9' });
    await firm.request(colleague, 'PUT', customPath(document.id), {
      custom_fields: [{ name: 'judge', value: 'Hon. Lee' }],
    });
    const save = await staleSave(document.id, 0, { merge_field_values: {}, metadata: { custom_fields: [] } });
    expect(save.statusCode).toBe(200);
    expect(save.json().current_version).toBe(1);
    expect(await readValues(document.id)).toEqual({ fee: '$9' });
    expect(await readCustom(document.id)).toEqual([{ name: 'judge', value: 'Hon. Lee' }]);
  });

  it('keeps the stored values on a save without base_version, which cannot say what it saw', async () => {
    const document = await documentWithValues();
    const loaded = await open(document.id);
    await firm.request(colleague, 'PUT', valuesPath(document.id), { fee: '$5' });
    // Another content save first: the overwrite that follows has nothing to say which version it saw.
    const latest = await open(document.id);
    await staleSave(document.id, latest.version, latest.content);
    const overwrite = await staleSave(document.id, undefined, loaded.content);
    expect(overwrite.statusCode).toBe(200);
    expect(await readValues(document.id)).toEqual({ 'matter.number': '1', fee: '$5' });
    expect(await readCustom(document.id)).toHaveLength(2);
  });

  it('keeps a nested smart-field value that a content save cannot carry', async () => {
    const document = await documentWithValues();
    const loaded = await open(document.id);
    const stored = await readVersion(firm.database.db, document.id, loaded.version);
    await replaceVersionContent(firm.database.db, stored!, {
      content: { ...loaded.content, placeholders: { governing_law: 'Ohio', client: { name: 'Acme' } } },
    });
    expect((await staleSave(document.id, loaded.version, loaded.content)).statusCode).toBe(200);
    expect(await readSmart(document.id)).toEqual({ governing_law: 'Ohio', client: { name: 'Acme' } });
  });

  it('keeps the value whichever of a value save and a stale content save runs first', async () => {
    const document = await documentWithValues();
    for (let round = 0; round < 8; round += 1) {
      const loaded = await open(document.id);
      const value = `$${100 + round}`;
      const [valueSave, contentSave] = await Promise.all([
        firm.request(colleague, 'PUT', valuesPath(document.id), { fee: value }),
        staleSave(document.id, loaded.version, loaded.content),
      ]);
      expect(valueSave.statusCode).toBe(200);
      expect(contentSave.statusCode).toBe(200);
      expect((await readValues(document.id)).fee).toBe(value);
    }
  });

  it("does not fail the editor's own next save after its own value saves", async () => {
    const document = await documentWithValues();
    const loaded = await open(document.id);
    await firm.request(editor, 'PUT', valuesPath(document.id), { fee: '$20' });
    await firm.request(editor, 'PUT', customPath(document.id), {
      custom_fields: [{ name: 'judge', value: 'Hon. Park' }],
    });
    const content = {
      ...loaded.content,
      merge_field_values: { 'matter.number': '1', fee: '$20' },
      metadata: { custom_fields: [{ name: 'judge', value: 'Hon. Park' }] },
    };
    const save = await staleSave(document.id, loaded.version, content);
    expect(save.statusCode).toBe(200);
    expect(await readValues(document.id)).toEqual({ 'matter.number': '1', fee: '$20' });
    expect(await readCustom(document.id)).toEqual([{ name: 'judge', value: 'Hon. Park' }]);
  });
});
