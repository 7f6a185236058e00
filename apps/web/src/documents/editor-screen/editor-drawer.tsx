import * as DialogPrimitive from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import type * as React from 'react';
import { DialogOverlay } from '@/components/ui/dialog';

interface EditorDrawerProps {
  id: string;
  width: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}

/** The right panel as a drawer over the page, on narrow screens. */
export function EditorDrawer({ id, width, open, onOpenChange, children }: EditorDrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          id={id}
          aria-describedby={undefined}
          style={{ width }}
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
