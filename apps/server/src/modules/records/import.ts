import type { RecordKind } from '@lexdraft/contract';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../auth/context.js';
import { RECORD_KIND_CONFIG } from './kinds.js';
import { readRecordsCsv } from './read-csv.js';
import { audit, insertRecords } from './service.js';

/** Imports a CSV file's records, all or none, in one transaction with one audit row. */
export async function importRecords(db: Db, ctx: ServiceContext, kind: RecordKind, bytes: Uint8Array) {
  const inputs = readRecordsCsv(kind, bytes);
  return db.transaction(async (tx) => {
    const rows = await insertRecords(tx, ctx, kind, inputs);
    await audit(tx, ctx, kind, `${RECORD_KIND_CONFIG[kind].noun}.imported`, undefined, {
      count: rows.length,
    });
    return { imported: rows.length };
  });
}
