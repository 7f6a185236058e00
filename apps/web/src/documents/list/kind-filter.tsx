import * as RadioGroup from '@radix-ui/react-radio-group';
import { cn } from '@/lib/utils';
import type { DocumentKind } from './list-filters';

const KINDS: { value: DocumentKind; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'document', label: 'Documents' },
  { value: 'template', label: 'Templates' },
];

interface KindFilterProps {
  value: DocumentKind;
  onChange: (kind: DocumentKind) => void;
  className?: string;
}

/** The All / Documents / Templates switch: a radio group, so arrow keys move between the three. */
export function KindFilter({ value, onChange, className }: KindFilterProps) {
  return (
    <RadioGroup.Root
      aria-label="Show"
      value={value}
      // The items' values are the three kinds.
      onValueChange={(next) => onChange(next as DocumentKind)}
      orientation="horizontal"
      className={cn(
        'inline-flex h-9 items-center rounded-lg bg-muted p-[3px] text-muted-foreground',
        className,
      )}
    >
      {KINDS.map((kind) => (
        <RadioGroup.Item
          key={kind.value}
          value={kind.value}
          className="inline-flex h-full flex-1 items-center justify-center whitespace-nowrap rounded-md px-3 font-medium text-sm outline-none transition-[color,box-shadow] hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm"
        >
          {kind.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
