import { useEffect, useState } from 'react';
import { getTemplateInterview } from '@/api/interview';
import { errorMessage } from '@/lib/error-message';

/** Where the template's CSV columns stand: null while they load. */
interface CsvColumns {
  columns: string[] | null;
  failure: string | null;
}

/**
 * The field ids a CSV for the template may name as columns: its questions' ids, in the order the
 * questionnaire asks them. A list question has rows of its own, so no single cell can hold it.
 */
export function useCsvColumns(templateId: string): CsvColumns {
  const [state, setState] = useState<CsvColumns>({ columns: null, failure: null });
  useEffect(() => {
    const controller = new AbortController();
    getTemplateInterview(templateId, { signal: controller.signal }).then(
      ({ questions }) => {
        if (controller.signal.aborted) return;
        const columns = questions
          .filter((question) => question.type !== 'list')
          .map((question) => question.id);
        setState({ columns, failure: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ columns: [], failure: errorMessage(error, "Failed to load the template's fields") });
      },
    );
    return () => controller.abort();
  }, [templateId]);
  return state;
}

// RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled.
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A header-only CSV to fill in: `name`, then the template's field ids. */
export function sampleCsvHref(columns: string[]): string {
  const header = ['name', ...columns].map(csvCell).join(',');
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${header}\r\n`)}`;
}
