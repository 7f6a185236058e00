import { parseArgs } from 'node:util';
import { emailAddress } from '@lexdraft/contract';
import { isRole, MIN_PASSWORD_LENGTH, ROLES } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { organizations } from '../db/schema.js';
import { HttpError } from '../lib/errors.js';
import { createOrganization, unsafeListAllUsers } from '../modules/organizations/service.js';
import { createUser } from '../modules/users/create-user.js';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  org:create  --name NAME --admin-email EMAIL --admin-password PASSWORD [--admin-name "FULL NAME"]
              Creates an organization with its first admin.
  user:create --org-id ORG_ID --email EMAIL --role ${ROLES.join('|')} --password PASSWORD [--name "FULL NAME"]
              Adds a user to an organization.
  user:list   Lists every user with their organization.

The database is DATABASE_URL, or the embedded PostgreSQL under DATA_DIR when it is unset.`;

export type CliIo = { out: (line: string) => void; err: (line: string) => void };

/** A mistake in how the command was called: the usage is printed with it. */
export class UsageError extends Error {}

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: `must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  .max(128, { message: 'must be at most 128 characters long' });

function option(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`Missing --${name}`);
  return value;
}

function check<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--${name} ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  return parsed.data;
}

function parse(args: string[], names: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
    return values;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError((error as Error).message);
  }
}

/** The commands that need no database: parsed and checked before anything is opened. */
export function parseCommand(argv: string[]) {
  const [command, ...args] = argv;
  switch (command) {
    case 'org:create': {
      const values = parse(args, ['name', 'admin-email', 'admin-password', 'admin-name']);
      return {
        command,
        name: option(values, 'name').trim(),
        adminEmail: check(emailAddress, option(values, 'admin-email'), 'admin-email'),
        adminPassword: check(password, option(values, 'admin-password'), 'admin-password'),
        adminName: values['admin-name'],
      } as const;
    }
    case 'user:create': {
      const values = parse(args, ['org-id', 'email', 'role', 'password', 'name']);
      const role = option(values, 'role');
      if (!isRole(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      return {
        command,
        orgId: check(
          z.uuid({ message: 'must be an organization id (a UUID)' }),
          option(values, 'org-id'),
          'org-id',
        ),
        email: check(emailAddress, option(values, 'email'), 'email'),
        role,
        password: check(password, option(values, 'password'), 'password'),
        name: values.name,
      } as const;
    }
    case 'user:list':
      parse(args, []);
      return { command } as const;
    case undefined:
    case '--help':
    case 'help':
      throw new UsageError('');
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

export type CliCommand = ReturnType<typeof parseCommand>;

/** Carries out a parsed command; a refusal from the service (an email in use) becomes a plain message. */
export async function runCommand(db: Db, command: CliCommand, io: CliIo): Promise<void> {
  switch (command.command) {
    case 'org:create': {
      const { org, admin } = await createOrganization(db, command);
      io.out(`Created organization "${org.name}" (id ${org.id}) with admin ${admin.email}`);
      return;
    }
    case 'user:create': {
      const [org] = await db.select().from(organizations).where(eq(organizations.id, command.orgId));
      if (!org) throw new HttpError(404, `No organization with id ${command.orgId}`);
      const user = await createUser(db, { ...command, fullName: command.name });
      io.out(`Created ${user.role} ${user.email} (id ${user.id}) in "${org.name}"`);
      return;
    }
    case 'user:list': {
      const rows = await unsafeListAllUsers(db);
      if (rows.length === 0) {
        io.out('No users yet. Create an organization with org:create.');
        return;
      }
      const table = rows.map((row) => [
        row.orgName,
        row.orgId,
        row.email,
        row.role,
        row.isActive ? 'active' : 'inactive',
        row.fullName,
      ]);
      const header = ['ORGANIZATION', 'ORG ID', 'EMAIL', 'ROLE', 'STATUS', 'NAME'];
      const widths = header.map((title, i) =>
        Math.max(title.length, ...table.map((cells) => cells[i]!.length)),
      );
      for (const cells of [header, ...table]) {
        io.out(
          cells
            .map((cell, i) => cell.padEnd(widths[i]!))
            .join('  ')
            .trimEnd(),
        );
      }
      return;
    }
  }
}
