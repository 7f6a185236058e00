import type { AuditPage } from '@lexdraft/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, buildUser, type Session, signIn } from '../../test/factories.js';
import { useSigningFirm } from '../../test/signing.js';

// The acts the issue names appear on the admin's audit log: a document taken away as a file and a
// document sent for signature, as the modules that do them write their rows.

const firm = useSigningFirm();
let admin: Session;

beforeAll(async () => {
  admin = await signIn(
    firm.app,
    (await buildUser(firm.database.db, { orgId: firm.orgId, role: 'admin' })).email,
  );
});

const auditOf = async (query: string) => {
  const response = await firm.call(admin, 'GET', `/api/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditPage).items;
};

describe('the audit log shows', () => {
  it('a document exported as Word, with its format and never its text', async () => {
    const document = await buildDocument(firm.database.db, {
      orgId: firm.orgId,
      html: '<p>Privileged settlement terms</p>',
    });
    const response = await firm.call(
      firm.attorney,
      'GET',
      `/docs/documents/${document.id}/export?format=docx`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await auditOf(`action=document.exported&target_id=${document.id}`);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'document.exported',
        target_type: 'document',
        details: { format: 'docx', markup: 'clean' },
        actor: expect.objectContaining({ name: 'Test Person' }),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('settlement');
  });

  it("a version's redline taken away as Word", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const response = await firm.call(
      firm.attorney,
      'GET',
      `/docs/documents/${document.id}/versions/1/redline`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await auditOf(`action=document.exported&target_id=${document.id}`);
    expect(rows.map((row) => row.details)).toEqual([{ format: 'docx', markup: 'redline', since_version: 1 }]);
  });

  it('a document sent for signature, with the number of recipients', async () => {
    const document = await buildDocument(firm.database.db, {
      orgId: firm.orgId,
      html: '<p>Engagement terms</p>',
    });
    const sent = await firm.send(document.id, {
      provider: 'lexdraft',
      recipients: [
        { name: 'Ann Client', email: 'ann@client.test', role: 'signer' },
        { name: 'Cora Copy', email: 'cora@client.test', role: 'cc' },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const rows = await auditOf(`action=document.*&target_id=${document.id}`);
    expect(rows.map((row) => row.action)).toContain('document.sent_for_signature');
    const send = rows.find((row) => row.action === 'document.sent_for_signature');
    expect(send).toMatchObject({ target_type: 'document', details: { recipients: 2, version: 1 } });
    expect(JSON.stringify(rows)).not.toContain('Engagement terms');
  });
});
