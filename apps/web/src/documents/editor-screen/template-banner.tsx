import { CopyPlusIcon, LayoutTemplateIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface TemplateBannerProps {
  /** Absent for users who may not create documents. */
  onUseTemplate?: () => void;
}

/** Says a template cannot be edited here and offers the one thing to do with it. */
export function TemplateBanner({ onUseTemplate }: TemplateBannerProps) {
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b bg-primary/5 px-3 py-2.5 sm:px-4">
      <div className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LayoutTemplateIcon className="size-4" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">This is a read-only template</p>
        <p className="text-muted-foreground text-xs">Create a document from it to fill in and edit.</p>
      </div>
      {onUseTemplate && (
        <Button size="sm" onClick={onUseTemplate}>
          <CopyPlusIcon aria-hidden="true" />
          Use Template
        </Button>
      )}
    </div>
  );
}
