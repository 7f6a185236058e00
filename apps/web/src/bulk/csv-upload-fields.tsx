import { BULK_CSV_MAX_BYTES, BULK_ROWS_MAX } from '@lexdraft/core';
import { DownloadIcon } from 'lucide-react';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { sampleCsvHref, useCsvColumns } from './csv-columns';

interface CsvUploadFieldsProps {
  templateId: string;
  templateName: string;
  disabled?: boolean;
  onFileChange: (file: File | null) => void;
  fileInput: React.Ref<HTMLInputElement>;
}

/** Megabytes a CSV may have, as the hint says it. */
export const CSV_MAX_MEGABYTES = BULK_CSV_MAX_BYTES / (1024 * 1024);

/** The CSV way: a file input, what its header may name, and a sample to start from. */
export function CsvUploadFields({
  templateId,
  templateName,
  disabled,
  onFileChange,
  fileInput,
}: CsvUploadFieldsProps) {
  const { columns, failure } = useCsvColumns(templateId);
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor="bulk-csv-file">CSV file</Label>
      <Input
        ref={fileInput}
        id="bulk-csv-file"
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-describedby="bulk-csv-format"
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
      <div id="bulk-csv-format" className="grid min-w-0 gap-1.5 text-muted-foreground text-xs">
        <p>
          The first row names the columns: the template's field ids, and optionally <code>name</code> (the
          document's name) and <code>entity_id</code> (a record to fill the other fields from). Each row after
          it makes one document; up to {BULK_ROWS_MAX.toLocaleString('en-US')} rows and {CSV_MAX_MEGABYTES}{' '}
          MB.
        </p>
        {columns === null && <Skeleton className="h-7 w-full" />}
        {columns !== null && columns.length > 0 && (
          <code className="block break-all rounded-md bg-muted px-2.5 py-1.5 font-mono text-foreground">
            {columns.join(', ')}
          </code>
        )}
        {failure && <p className="text-destructive">{failure}</p>}
        {columns !== null && failure === null && (
          <a
            href={sampleCsvHref(columns)}
            download={`${templateName} - sample.csv`}
            className="inline-flex w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            <DownloadIcon className="size-3.5" aria-hidden="true" />
            Download a sample CSV
          </a>
        )}
      </div>
    </div>
  );
}
