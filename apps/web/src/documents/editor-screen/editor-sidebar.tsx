import { RIGHT_PANEL_WIDTH_PX } from '@lexdraft/core';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import type * as React from 'react';
import { DialogOverlay } from '@/components/ui/dialog';

interface EditorSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Beside the page from md up; a drawer over it on phones. */
  docked: boolean;
  children: React.ReactNode;
}

const PANEL_ID = 'document-panel';

/** The right panel (320 px): docked beside the page, or a drawer from the right on narrow screens. */
export function EditorSidebar({ open, onOpenChange, docked, children }: EditorSidebarProps) {
  if (docked) {
    if (!open) return null;
    return (
      <aside
        id={PANEL_ID}
        aria-label="Document panel"
        style={{ width: RIGHT_PANEL_WIDTH_PX }}
        className="flex shrink-0 flex-col border-l bg-card"
      >
        {children}
      </aside>
    );
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          id={PANEL_ID}
          aria-describedby={undefined}
          style={{ width: `min(${RIGHT_PANEL_WIDTH_PX}px, calc(100vw - 3rem))` }}
          className="fixed inset-y-0 right-0 z-50 flex flex-col border-l bg-card shadow-xl outline-none data-[state=open]:animate-overlay-in motion-reduce:animate-none"
        >
          <div className="flex h-12 shrink-0 items-center justify-between border-b pr-2 pl-4">
            <DialogPrimitive.Title className="font-semibold text-sm">Document panel</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close panel"
              className="rounded-md p-2 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <XIcon className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
