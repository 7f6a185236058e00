import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, two passes, one lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of the password, with its salt and parameters encoded in the string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when the password matches the stored hash. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
