import {
  ClipboardListIcon,
  DatabaseIcon,
  DotIcon,
  KeyboardIcon,
  LayersIcon,
  type LucideIcon,
  SparklesIcon,
  UserRoundCheckIcon,
} from 'lucide-react';
import type { FieldProvenance, FieldProvenanceResponse } from '@/api/field-trust';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { provenanceLabel } from './provenance-label';
import { useProvenanceStore } from './provenance-store';

type Source = FieldProvenanceResponse['fields'][string]['source'];

const ICONS: Record<Source, LucideIcon> = {
  typed: KeyboardIcon,
  record: DatabaseIcon,
  template: LayersIcon,
  default: DotIcon,
  generated: SparklesIcon,
  interview: ClipboardListIcon,
  client: UserRoundCheckIcon,
};

/** The icon a value shows for where it came from; a linked record's layer reads as a record. */
function iconOf(provenance: FieldProvenance): LucideIcon {
  if (provenance.layer === 'record') return DatabaseIcon;
  if (provenance.layer === 'default') return DotIcon;
  return ICONS[provenance.source];
}

interface SourceMarkProps {
  fieldId: string;
  /** Whether the document holds a value of its own for the field (a mark on an empty input says nothing). */
  hasValue: boolean;
  className?: string;
}

/** A small icon by a field's label saying where its value came from, with the words in a tooltip. */
export function SourceMark({ fieldId, hasValue, className }: SourceMarkProps) {
  const provenance = useProvenanceStore((state) => state.fields[fieldId]);
  if (!provenance || (provenance.layer === 'document' && !hasValue)) return null;
  const label = provenanceLabel(provenance);
  const Icon = iconOf(provenance);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          role="img"
          aria-label={label}
          data-source={provenance.layer === 'document' ? provenance.source : provenance.layer}
          className={cn(
            'inline-flex size-4 shrink-0 items-center justify-center',
            provenance.stale ? 'text-amber-600' : 'text-muted-foreground',
            className,
          )}
        >
          <Icon className="size-3" aria-hidden="true" />
        </span>
      </TooltipTrigger>
      <TooltipContent side="top">{label}</TooltipContent>
    </Tooltip>
  );
}
