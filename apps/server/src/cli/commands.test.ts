import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords.js';
import { unsafeListAllUsers } from '../modules/organizations/service.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { type CliCommand, parseCommand, runCommand, UsageError } from './commands.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
}

describe('parsing commands', () => {
  it.each([
    [[], ''],
    [['org:drop'], 'Unknown command: org:drop'],
    [['org:create', '--name', 'Firm'], 'Missing --admin-email'],
    [
      ['org:create', '--name', 'F', '--admin-email', 'nope', '--admin-password', 'long-enough-1'],
      '--admin-email',
    ],
    [
      ['org:create', '--name', 'F', '--admin-email', 'a@b.test', '--admin-password', 'short'],
      '--admin-password',
    ],
    [['org:create', '--nme', 'F'], "Unknown option '--nme'"],
    [
      ['user:create', '--org-id', 'x', '--email', 'a@b.test', '--role', 'owner', '--password', 'p4ssword!'],
      '--role',
    ],
    [
      ['user:create', '--org-id', 'x', '--email', 'a@b.test', '--role', 'viewer', '--password', 'p4ssword!'],
      '--org-id',
    ],
    [
      [
        'user:create',
        '--org-id',
        '00000000-0000-4000-8000-000000000000',
        '--email',
        `${'a'.repeat(314)}@b.test`,
        '--role',
        'viewer',
      ],
      '--email must be at most 320 characters',
    ],
    [
      ['org:create', '--name', 'F', '--admin-email', `${'a'.repeat(100_000)}@b.test`],
      '--admin-email must be at most 320 characters',
    ],
    [['user:list', 'extra'], 'Unexpected argument: extra'],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describe('running commands', () => {
  let database: TestDatabase;
  const run = (argv: string[], io = capture().io) =>
    runCommand(database.db, parseCommand(argv) as CliCommand, io);

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('org:create makes an organization with its first admin', async () => {
    const { out, io } = capture();
    await run(
      [
        'org:create',
        '--name',
        'Baker & Lane LLP',
        '--admin-email',
        'Ada@BakerLane.test',
        '--admin-password',
        'correct horse 1',
      ],
      io,
    );
    expect(out[0]).toMatch(
      /^Created organization "Baker & Lane LLP" \(id [0-9a-f-]{36}\) with admin ada@bakerlane.test$/,
    );
    const users = await unsafeListAllUsers(database.db);
    const admin = users.find((user) => user.email === 'ada@bakerlane.test');
    expect(admin).toMatchObject({ role: 'admin', orgName: 'Baker & Lane LLP', isActive: true });
  });

  it('user:create adds a user to that organization, with a hashed password', async () => {
    const [admin] = (await unsafeListAllUsers(database.db)).filter(
      (user) => user.email === 'ada@bakerlane.test',
    );
    const { out, io } = capture();
    await run(
      [
        'user:create',
        '--org-id',
        admin!.orgId,
        '--email',
        'pat@bakerlane.test',
        '--role',
        'paralegal',
        '--password',
        'p4ssword!',
        '--name',
        'Pat Doe',
      ],
      io,
    );
    expect(out[0]).toContain('Created paralegal pat@bakerlane.test');
    const rows = await database.db.query.users.findMany();
    const pat = rows.find((user) => user.email === 'pat@bakerlane.test')!;
    expect(pat).toMatchObject({ orgId: admin!.orgId, firstName: 'Pat', lastName: 'Doe', role: 'paralegal' });
    expect(await verifyPassword(pat.passwordHash, 'p4ssword!')).toBe(true);
  });

  it('refuses an email already in use, whatever its case', async () => {
    await expect(
      run([
        'org:create',
        '--name',
        'Other',
        '--admin-email',
        'ADA@bakerlane.test',
        '--admin-password',
        'p4ssword!',
      ]),
    ).rejects.toThrow('A user with the email ada@bakerlane.test already exists');
    const orgs = await database.db.query.organizations.findMany();
    expect(orgs.map((org) => org.name)).not.toContain('Other');
  });

  it('refuses an organization that does not exist', async () => {
    await expect(
      run([
        'user:create',
        '--org-id',
        '00000000-0000-4000-8000-000000000000',
        '--email',
        'x@y.test',
        '--role',
        'viewer',
        '--password',
        'p4ssword!',
      ]),
    ).rejects.toThrow('No organization with id 00000000-0000-4000-8000-000000000000');
  });

  it('user:list prints a table of every user', async () => {
    const { out, io } = capture();
    await run(['user:list'], io);
    expect(out[0]).toMatch(/^ORGANIZATION\s+ORG ID\s+EMAIL\s+ROLE\s+STATUS\s+NAME$/);
    expect(out.some((line) => line.includes('pat@bakerlane.test') && line.includes('paralegal'))).toBe(true);
  });
});
