import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { EXPORT_FILES, type ExportFormat } from '@lexdraft/contract';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import { safeDisplayName } from '../assets/file-name.js';
import type { AssetStore } from '../assets/read-own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { exportDocument } from '../export/export-service.js';
import type { Renderer } from '../export/renderers.js';
import { finishedRows } from './job-status.js';

// GET /docs/bulk-jobs/{id}/download: a zip of every finished document's export, streamed. Each
// document is written out while the next is exported, so the server holds two documents' files at
// most whatever the job's size. A document that cannot be exported
// (fields without values, pending suggestions) is left out and named in errors.txt.

type ZipOptions = {
  db: Db;
  ctx: ServiceContext;
  store: AssetStore;
  jobId: string;
  format: ExportFormat;
  render: Renderer;
  /** Aborted when the client goes away: no more documents are exported. */
  signal: AbortSignal;
};

const ERRORS_ENTRY = 'errors.txt';

/** A document name as a zip entry's: one path part, no control characters, never "." or "..". */
export function entryBase(name: string): string {
  const flat = name.replace(/[/\\]+/g, '-');
  return safeDisplayName(flat, 'Document').replace(/^\.+/, '').slice(0, 150).trim() || 'Document';
}

/** Entry names made unique as a file manager would: "Name.pdf", "Name (2).pdf". */
export function uniqueNamer(extension: string) {
  const taken = new Set<string>([ERRORS_ENTRY]);
  return (name: string): string => {
    const base = entryBase(name);
    for (let n = 1; ; n += 1) {
      const candidate = `${n === 1 ? base : `${base} (${n})`}.${extension}`;
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };
}

/** Adds one file and waits until the zip has taken all of it (the reply has read it on). */
async function addFile(zip: ZipFile, bytes: Buffer, name: string, signal: AbortSignal) {
  const source = new PassThrough();
  const taken = once(source, 'end', { signal });
  // A PDF's streams and a Word file are compressed already: deflating them again costs time for nothing.
  zip.addReadStream(source, name, { size: bytes.length, compress: false });
  source.end(bytes);
  await taken;
}

type Exported = { file: Buffer } | { problem: string };

async function writeEntries(zip: ZipFile, options: ZipOptions): Promise<void> {
  const { db, ctx, store, jobId, format, render, signal } = options;
  const nameOf = uniqueNamer(EXPORT_FILES[format].fileName.split('.').pop() ?? format);
  const problems: string[] = [];
  const rows = (await finishedRows(db, jobId)).filter((row) => row.documentId !== null);
  const exportOf = async (row: (typeof rows)[number]): Promise<Exported> => {
    try {
      const file = await exportDocument(db, ctx, store, row.documentId as string, {
        format,
        allowUnresolved: false,
        render,
      });
      return { file };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { problem: `Row ${row.row}, ${row.name ?? 'Document'}: ${error.detail}` };
    }
  };
  // The next document is exported while this one is written out: two files at most are held.
  let next = rows[0] && exportOf(rows[0]);
  for (const [index, row] of rows.entries()) {
    const exported = await (next as Promise<Exported>);
    if (signal.aborted) return;
    const following = rows[index + 1];
    next = following && exportOf(following);
    // A failed prefetch is awaited (and thrown) on its own turn, not left unhandled meanwhile.
    next?.catch(() => undefined);
    if ('problem' in exported) problems.push(exported.problem);
    else await addFile(zip, exported.file, nameOf(row.name ?? 'Document'), signal);
  }
  if (problems.length > 0) {
    const text = `These documents are not in the zip:\n\n${problems.join('\n')}\n`;
    zip.addBuffer(Buffer.from(text, 'utf8'), ERRORS_ENTRY);
  }
  zip.end();
}

/** The zip of a job's documents as a stream; an error mid-way ends it broken rather than quietly short. */
export async function bulkJobZip(options: ZipOptions): Promise<Readable> {
  const { db, ctx, jobId, format } = options;
  await writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action: 'bulk.downloaded',
    targetType: 'bulk_job',
    targetId: jobId,
    details: { format },
  });
  const zip = new ZipFile();
  const output = zip.outputStream as PassThrough;
  writeEntries(zip, options).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
