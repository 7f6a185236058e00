import type { BulkJobRecord, bulkJobCreated } from '@lexdraft/contract';
import type { z } from 'zod';
import { type ApiCallOptions, api, type DownloadedFile, downloadFile, uploadFile } from './client';

// Bulk generation (issue 32, docs/interview-api.md): many documents from one template, for picked
// entities or the rows of a CSV, made by a server job whose progress the app polls.

export type BulkJob = BulkJobRecord;
type BulkJobCreated = z.infer<typeof bulkJobCreated>;

/** The zip's formats: every finished document's PDF or Word export. */
export type BulkDownloadFormat = 'pdf' | 'docx';

const templatePath = (id: string) => `/docs/templates/${encodeURIComponent(id)}`;
const jobPath = (id: string) => `/docs/bulk-jobs/${encodeURIComponent(id)}`;

/** Starts a job making one document per entity; answers the job's id (202). */
export function bulkGenerateForEntities(templateId: string, entityIds: string[]) {
  return api.post<BulkJobCreated>(
    `${templatePath(templateId)}/bulk-generate`,
    { entity_ids: entityIds },
    { fallbackMessage: 'Failed to start generating documents' },
  );
}

/** Starts a job making one document per data row of a CSV; a 422 names a bad column or too many rows. */
export function bulkGenerateFromCsv(templateId: string, file: File) {
  return uploadFile<BulkJobCreated>(`${templatePath(templateId)}/bulk-generate`, file, {}, file.name, {
    fallbackMessage: 'Failed to start generating documents',
  });
}

/** Where a job stands: its counts, the documents made so far and the rows that failed. */
export function getBulkJob(id: string, options?: ApiCallOptions) {
  return api.get<BulkJob>(jobPath(id), { fallbackMessage: 'Failed to load the job', ...options });
}

/** Stops a job: rows not yet made are not made; those made stay. The job is read again after it. */
export async function cancelBulkJob(id: string): Promise<void> {
  await api.post<unknown>(`${jobPath(id)}/cancel`, undefined, {
    fallbackMessage: 'Failed to cancel the job',
  });
}

/** A zip of every finished document's export, fetched with the session's token. */
export function downloadBulkJob(id: string, format: BulkDownloadFormat): Promise<DownloadedFile> {
  return downloadFile(`${jobPath(id)}/download?format=${format}`, { fallbackMessage: 'Download failed' });
}
