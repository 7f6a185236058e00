import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { shortcutLabel } from './shortcut-label';

interface ToolbarButtonProps {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  /** Pressed state of a toggle; leave undefined for plain buttons so no aria-pressed is announced. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A quiet icon button of the editor toolbar, with its name and shortcut in a tooltip. */
export function ToolbarButton({
  label,
  icon: Icon,
  shortcut,
  pressed,
  disabled,
  onClick,
}: ToolbarButtonProps) {
  return (
    // A short delay: tooltips that pop up while the pointer crosses the toolbar are noise.
    <Tooltip delayDuration={400}>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          // Keep the editor's selection and focus: the command acts on what the user had selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          className="size-8 text-muted-foreground hover:text-foreground! aria-pressed:bg-accent aria-pressed:text-foreground"
        >
          <Icon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom" sideOffset={6}>
        {label}
        {shortcut && <span className="ml-2 opacity-70">{shortcutLabel(shortcut)}</span>}
      </TooltipContent>
    </Tooltip>
  );
}
