import { RIGHT_PANEL_WIDTH_PX } from '@lexdraft/core';
import type * as React from 'react';
import { lazyDialog } from '@/lib/lazy-component';

// On phones the panel is closed at first: the drawer (Radix Dialog) is fetched when first opened.
const EditorDrawer = lazyDialog(
  async () => (await import('./editor-drawer')).EditorDrawer,
  ({ open }) => open,
);

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
    <EditorDrawer
      id={PANEL_ID}
      width={`min(${RIGHT_PANEL_WIDTH_PX}px, calc(100vw - 3rem))`}
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </EditorDrawer>
  );
}
