import { RECORD_IMPORT_MAX_ROWS } from '@lexdraft/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, entities, persons } from '../../db/schema.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// Each test imports into a firm of its own, so that counting what a refusal wrote is exact.

const firm = useFirm();

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function csvForm(text: string | Buffer, field = 'file') {
  const boundary = '----records-import-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="records.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(text) ? text : Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function newFirmAdmin(): Promise<{ orgId: string; session: Session }> {
  const orgId = (await buildOrg(firm.database.db)).id;
  const user = await buildUser(firm.database.db, { orgId, role: 'admin' });
  return { orgId, session: await signIn(firm.app, user.email) };
}

async function upload(session: Session, kind: string, text: string | Buffer, field?: string) {
  const form = csvForm(text, field);
  return firm.app.inject({
    method: 'POST',
    url: `/api/${kind}/import`,
    payload: form.payload,
    headers: { ...form.headers, ...session.headers },
  });
}

let admin: { orgId: string; session: Session };
beforeAll(async () => {
  admin = await newFirmAdmin();
});

const rowsOf = (orgId: string) => firm.database.db.select().from(entities).where(eq(entities.orgId, orgId));

describe('POST /api/{kind}/import', () => {
  it('imports entities with a BOM, CRLF, quoted commas and newlines, and case-insensitive columns', async () => {
    const { orgId, session } = await newFirmAdmin();
    const csv =
      '\uFEFFName,EIN,Legal Name,EMAIL,address\r\n' +
      '"Acme, Inc.",12-3456789,"Acme Holdings, Inc.",ops@acme.test,"1 Main St\r\nSuite 2"\r\n' +
      '"Bay Trust","","The ""Bay"" Trust",,\r\n';
    const response = await upload(session, 'entities', csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 2 });
    const rows = await rowsOf(orgId);
    const acme = rows.find((row) => row.name === 'Acme, Inc.');
    expect(acme).toMatchObject({
      ein: '12-3456789',
      legalName: 'Acme Holdings, Inc.',
      address: '1 Main St\r\nSuite 2',
    });
    expect(rows.find((row) => row.name === 'Bay Trust')).toMatchObject({
      ein: null,
      legalName: 'The "Bay" Trust',
    });
    const [audit] = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'entity.imported')));
    expect(audit?.details).toEqual({ count: 2 });
  });

  it('imports persons and contacts with the full name made from the two', async () => {
    const { orgId, session } = await newFirmAdmin();
    expect(
      (await upload(session, 'persons', 'first_name,last_name,ssn last 4\nAna,Ruiz,6789\n')).json(),
    ).toEqual({ imported: 1 });
    expect((await upload(session, 'contacts', 'full name,company\nBen Cole,Cole CPA\n')).statusCode).toBe(
      201,
    );
    const [person] = await firm.database.db.select().from(persons).where(eq(persons.orgId, orgId));
    expect(person).toMatchObject({ fullName: 'Ana Ruiz', ssnLast4: '6789' });
    const [contact] = await firm.database.db.select().from(contacts).where(eq(contacts.orgId, orgId));
    expect(contact).toMatchObject({ fullName: 'Ben Cole', company: 'Cole CPA' });
  });

  it('refuses the whole file for one bad row, naming its row and field, and writes nothing', async () => {
    const csv = 'name,ein,email\nGood LLC,12-3456789,\nBad LLC,123,\n,,x@y.test\n';
    const response = await upload(admin.session, 'entities', csv);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: '2 rows were refused; nothing was imported.',
      errors: [
        { row: 3, field: 'ein', message: 'must be an EIN like 12-3456789' },
        { row: 4, field: 'name', message: 'must not be empty' },
      ],
    });
    expect(await rowsOf(admin.orgId)).toEqual([]);
  });

  it('numbers rows as the spreadsheet does: blank lines and empty rows count, a quoted line break does not', async () => {
    const csv = 'name,address,ein\n\nGood LLC,"1 Main St\nSuite 2",\n,,\nBad LLC,,123\n';
    const response = await upload(admin.session, 'entities', csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { row: 5, field: 'ein', message: 'must be an EIN like 12-3456789' },
    ]);
  });

  it('refuses an unknown column by name', async () => {
    const response = await upload(admin.session, 'entities', 'name,colour\nAcme,red\n');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('"colour"');
    expect(response.json().errors).toEqual([
      { row: 1, field: 'colour', message: 'is not a field of this record' },
    ]);
  });

  it('refuses empty files, header-only files, too many rows and too many bytes', async () => {
    for (const text of ['', '\uFEFF', 'name,ein\r\n']) {
      const response = await upload(admin.session, 'entities', text);
      expect(response.statusCode, JSON.stringify(text)).toBe(422);
    }
    const many = `name\n${Array.from({ length: RECORD_IMPORT_MAX_ROWS + 1 }, (_, i) => `E${i}`).join('\n')}\n`;
    const tooMany = await upload(admin.session, 'entities', many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toContain('at most 5,000');
    const tooBig = await upload(admin.session, 'entities', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(tooBig.statusCode).toBe(413);
    expect(await rowsOf(admin.orgId)).toEqual([]);
  });

  it('refuses callers who may not write, and a file in another field', async () => {
    expect((await upload(firm.attorney, 'entities', 'name\nA\n')).statusCode).toBe(403);
    expect((await upload(firm.viewer, 'contacts', 'full_name\nA\n')).statusCode).toBe(403);
    const wrongField = await upload(admin.session, 'entities', 'name\nA\n', 'upload');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().detail).toContain('field "file"');
  });
});
