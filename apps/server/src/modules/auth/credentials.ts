import type { Db } from '../../db/client.js';
import type { users } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { unsafeFindUserByEmail } from '../../lib/user-email.js';

// Verifying against this hash when the address is unknown makes an unknown email take as long
// as a wrong password, so that timing does not tell which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash;
};

export type CredentialCheck =
  | { ok: true; user: typeof users.$inferSelect }
  | { ok: false; reason: 'wrong' | 'inactive'; user?: typeof users.$inferSelect };

/** Checks an email and password; every failure costs one argon2 verification. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<CredentialCheck> {
  const user = await unsafeFindUserByEmail(db, email);
  if (!user) {
    await verifyPassword(await dummy(), password);
    return { ok: false, reason: 'wrong' };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: 'wrong', user };
  if (!user.isActive) return { ok: false, reason: 'inactive', user };
  return { ok: true, user };
}
