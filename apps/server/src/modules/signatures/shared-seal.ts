import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import {
  createSelfSignedP12,
  loadSigningCredentials,
  openSelfSigned,
  type SigningCredentials,
  type SigningSettings,
  selfSignedP12Path,
} from './seal/signing-credentials.js';

// Instances that share their storage (PostgreSQL or a bucket) share the self-signed seal too: it is
// kept in that storage under one key, made once by the first instance that needs it, and read by
// every other, so that whichever instance seals a request, the reader sees the same signer. With
// local storage it stays at DATA_DIR/signing/seal.p12, where it always was.

/** Where the shared storage keeps the install's own seal. */
export const SHARED_SEAL_KEY = 'signing/seal.p12';
// Next to the migration's and the seed's (7_345_120_991, 7_345_120_992).
const SEAL_LOCK_ID = 7_345_120_993;

/**
 * The seal a request is sealed with: the firm's certificate when SIGNING_P12_PATH is set, else the
 * install's own, from the shared storage when the storage is shared.
 */
export async function loadSeal(
  db: Db,
  storage: ObjectStorage,
  settings: SigningSettings,
): Promise<SigningCredentials> {
  if (settings.p12Path || storage.kind === 'local') return loadSigningCredentials(settings);
  return sharedSelfSignedCredentials(db, storage, settings.dataDir);
}

/**
 * The self-signed seal in the shared storage, put there first when absent: the seal this instance
 * already kept in DATA_DIR (a firm's existing seal stays its seal), else a new one. Instances that
 * find it absent at once take turns under an advisory lock, and the later ones find it there.
 */
export async function sharedSelfSignedCredentials(
  db: Db,
  storage: ObjectStorage,
  dataDir: string,
): Promise<SigningCredentials> {
  const stored = await storage.get(SHARED_SEAL_KEY);
  if (stored) return openSelfSigned(stored.bytes, SHARED_SEAL_KEY);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEAL_LOCK_ID})`);
    if (await storage.get(SHARED_SEAL_KEY)) return;
    const localFile = selfSignedP12Path(dataDir);
    const local = existsSync(localFile);
    const p12 = local ? readFileSync(localFile) : createSelfSignedP12();
    // Opened before it is shared: a damaged local file stops here, not at every instance's seal.
    openSelfSigned(p12, local ? localFile : SHARED_SEAL_KEY);
    await storage.put(SHARED_SEAL_KEY, p12, 'application/x-pkcs12');
  });
  const created = await storage.get(SHARED_SEAL_KEY);
  if (!created) throw new Error(`The seal ${SHARED_SEAL_KEY} was stored but cannot be read back`);
  return openSelfSigned(created.bytes, SHARED_SEAL_KEY);
}
