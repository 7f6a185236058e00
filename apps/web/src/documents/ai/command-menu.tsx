import { ChevronRightIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { AiCommandName } from '@/api/ai';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { AI_COMMAND_ENTRIES } from './ai-commands';
import { commandAvailability, useAiStatusStore } from './ai-status-store';

// The seven commands on the selection, as a menu: arrows move, Enter runs, a command the firm's
// setup cannot run is shown disabled with the reason (Needs an AI provider, or AI turned off).

interface CommandMenuProps {
  onRun: (command: AiCommandName) => void;
  onTranslate: () => void;
}

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

export function CommandMenu({ onRun, onTranslate }: CommandMenuProps) {
  const status = useAiStatusStore((state) => state.status);
  const loading = useAiStatusStore((state) => state.loading && state.status === null);
  const list = useRef<HTMLDivElement>(null);

  // Focus starts on the first command that can run, and moves there when the status says which,
  // unless the user has already moved it.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) return;
    const all = menuItems(list.current);
    const first =
      status === null ? all[0] : all.find((item) => item.getAttribute('aria-disabled') !== 'true');
    (first ?? all[0])?.focus();
  }, [status]);

  const onKeyDown = (event: KeyboardEvent) => {
    moved.current = true;
    const all = menuItems(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
  };

  return (
    <div className="grid gap-1 p-1">
      <div className="flex items-center justify-between gap-2 px-2 pt-1.5 pb-1">
        <p
          id="ai-command-menu-title"
          className="font-semibold text-muted-foreground text-xs uppercase tracking-wide"
        >
          Rewrite selection
        </p>
        {loading && (
          <Spinner className="size-3.5 text-muted-foreground" aria-label="Checking what is available" />
        )}
      </div>
      <div ref={list} role="menu" aria-labelledby="ai-command-menu-title" tabIndex={-1} onKeyDown={onKeyDown}>
        {AI_COMMAND_ENTRIES.map(({ command, label, description, icon: Icon }) => {
          const availability = commandAvailability(status, command);
          const disabled = availability !== null && !availability.available;
          const reason = disabled ? (availability.reason ?? 'Not available') : null;
          return (
            <button
              key={command}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={disabled || undefined}
              title={reason ?? undefined}
              className={cn(
                'flex w-full items-start gap-2.5 rounded-sm px-2 py-1.5 text-left outline-none focus:bg-accent',
                disabled ? 'cursor-not-allowed' : 'hover:bg-accent',
              )}
              onClick={() => {
                if (disabled) return;
                if (command === 'translate') onTranslate();
                else onRun(command);
              }}
            >
              <Icon
                className={cn(
                  'mt-0.5 size-4 shrink-0',
                  disabled ? 'text-muted-foreground/60' : 'text-primary',
                )}
                aria-hidden="true"
              />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className={cn('text-sm', disabled ? 'text-muted-foreground' : 'font-medium')}>
                  {label}
                </span>
                <span
                  className={cn(
                    'text-xs',
                    disabled ? 'text-muted-foreground/80 italic' : 'text-muted-foreground',
                  )}
                >
                  {reason ?? description}
                </span>
              </span>
              {command === 'translate' && !disabled && (
                <ChevronRightIcon
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
