import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { RecordItem } from '@/api/records';
import { ListTable, listRowClasses, TruncatedText, UpdatedAt } from '@/components/list-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { type RecordKindSpec, recordName } from './record-kinds';

// On a phone: name and buttons on top, details and date under the name.
const rowClasses = cn(listRowClasses, 'max-sm:gap-y-1');
const detailCell = 'px-4 py-3 text-muted-foreground max-sm:col-start-1 max-sm:p-0';

/** The buttons of a row, by the record's id: the dialogs give focus back to them on close. */
export function rowButton(id: string, action: 'edit' | 'delete'): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-record-${action}="${CSS.escape(id)}"]`);
}

interface RecordsTableProps {
  spec: RecordKindSpec;
  records: RecordItem[];
  caption: string;
  /** True while a newer answer is on its way: the rows stay, dimmed. */
  refreshing: boolean;
  /** Null for those who may not write: no buttons then. */
  onEdit: ((record: RecordItem) => void) | null;
  onDelete: ((record: RecordItem) => void) | null;
}

function RowButton({
  action,
  label,
  recordId,
  onClick,
}: {
  action: 'edit' | 'delete';
  label: string;
  recordId: string;
  onClick: () => void;
}) {
  const Icon = action === 'edit' ? PencilIcon : Trash2Icon;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground"
      aria-label={label}
      {...{ [`data-record-${action}`]: recordId }}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** A page of records: a table on wide screens, a list of cards on a phone. */
export function RecordsTable({ spec, records, caption, refreshing, onEdit, onDelete }: RecordsTableProps) {
  const writable = onEdit !== null || onDelete !== null;
  return (
    <ListTable
      caption={caption}
      nameLabel="Name"
      columns={[{ label: 'Details' }, { label: 'Last updated' }]}
      withActions={writable}
      refreshing={refreshing}
    >
      {records.map((record) => {
        const name = recordName(record);
        const details = spec.details(record).join(' · ');
        return (
          <tr key={record.id} className={rowClasses}>
            <th
              scope="row"
              className="min-w-0 py-3 pr-4 pl-6 text-left font-medium text-foreground max-sm:col-start-1 max-sm:row-start-1 max-sm:block max-sm:p-0"
            >
              <span className="block break-words sm:truncate">{name}</span>
            </th>
            <td
              className={cn(detailCell, 'min-w-0 sm:w-[40%] sm:max-w-0', details === '' && 'max-sm:hidden')}
            >
              <TruncatedText text={details} emptyLabel="No details" />
            </td>
            <td className={cn(detailCell, 'whitespace-nowrap sm:w-40')}>
              <UpdatedAt at={record.updated_at} />
            </td>
            {writable && (
              <td className="whitespace-nowrap py-2 pr-4 pl-2 text-right max-sm:col-start-2 max-sm:row-span-3 max-sm:row-start-1 max-sm:p-0">
                {onEdit && (
                  <RowButton
                    action="edit"
                    label={`Edit ${name}`}
                    recordId={record.id}
                    onClick={() => onEdit(record)}
                  />
                )}
                {onDelete && (
                  <RowButton
                    action="delete"
                    label={`Delete ${name}`}
                    recordId={record.id}
                    onClick={() => onDelete(record)}
                  />
                )}
              </td>
            )}
          </tr>
        );
      })}
    </ListTable>
  );
}
