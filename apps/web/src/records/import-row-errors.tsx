import type { ImportRowError } from '@lexdraft/contract';

/** The most refused cells listed; the rest are counted. */
export const SHOWN_ROW_ERRORS = 10;

const cell = 'px-3 py-1.5 text-left align-top';

/** The refused cells of an import: row (as the spreadsheet numbers it), field and why. */
export function ImportRowErrors({ errors }: { errors: ImportRowError[] }) {
  const shown = errors.slice(0, SHOWN_ROW_ERRORS);
  const more = errors.length - shown.length;
  return (
    <div className="min-w-0 overflow-hidden rounded-md border">
      <div className="max-h-64 overflow-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Refused rows</caption>
          <thead className="sticky top-0 border-b bg-muted text-muted-foreground text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className={`${cell} w-12 font-medium sm:w-16`}>
                Row
              </th>
              <th scope="col" className={`${cell} font-medium sm:w-40`}>
                Field
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {shown.map((error) => (
              <tr key={`${error.row}-${error.field}-${error.message}`}>
                <td className={`${cell} tabular-nums`}>{error.row}</td>
                <td className={`${cell} break-all font-mono text-xs`}>{error.field || '—'}</td>
                <td className={cell}>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && (
        <p className="border-t bg-muted/50 px-3 py-1.5 text-muted-foreground text-xs">
          And {more} more {more === 1 ? 'problem' : 'problems'} not shown.
        </p>
      )}
    </div>
  );
}
