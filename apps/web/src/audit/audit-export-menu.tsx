import { ChevronDownIcon, DownloadIcon } from 'lucide-react';
import { type AuditExportFormat, type AuditFilterQuery, auditExportUrl } from '@/api/audit';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const FORMATS: { format: AuditExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV (spreadsheet)' },
  { format: 'json', label: 'JSON' },
];

/** Export: the entries the filters select, every page of them, as CSV or JSON. */
export function AuditExportMenu({ filters }: { filters: AuditFilterQuery }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <DownloadIcon aria-hidden="true" />
          Export
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        {FORMATS.map(({ format, label }) => (
          <DropdownMenuItem key={format} asChild>
            {/* A plain link: the browser downloads the file, however long, as it streams. */}
            <a href={auditExportUrl(filters, format)} download>
              {label}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
