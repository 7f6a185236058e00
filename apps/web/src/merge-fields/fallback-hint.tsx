import { cn } from '@/lib/utils';

/**
 * Under an empty field's input: which lower layer fills it ("Default", "From Acme Holdings LLC"),
 * its value being the input's placeholder. The input names it in aria-describedby.
 */
export function FallbackHint({ id, hint, className }: { id: string; hint: string; className?: string }) {
  return (
    <p id={id} className={cn('flex min-w-0 text-[11px] text-muted-foreground', className)}>
      <span data-fallback-hint="" className="min-w-0 truncate rounded-sm bg-muted px-1" title={hint}>
        {hint}
      </span>
    </p>
  );
}
