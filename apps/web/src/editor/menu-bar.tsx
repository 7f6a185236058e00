import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { lazyDialog } from '@/lib/lazy-component';
import type { EditorUi } from './editor-ui';
import {
  EditMenuItems,
  FormatMenuItems,
  InsertMenuItems,
  TableMenuItems,
  ViewMenuItems,
} from './menu-bar-menus';
import { usePerformanceTracking } from './performance-tracking';
import { useMenuFocus } from './use-menu-focus';

// Opened from the View menu only: fetched when first opened.
const PerformanceDialog = lazyDialog(
  async () => (await import('./performance-dialog')).PerformanceDialog,
  ({ open }) => open,
);

interface MenuBarMenuProps {
  label: string;
  children: (onChoose: () => void) => ReactNode;
}

// The items are rendered only while the menu is open, so their state hooks cost nothing while typing.
function MenuBarMenu({ label, children }: MenuBarMenuProps) {
  const { onChoose, onCloseAutoFocus } = useMenuFocus();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 px-2.5 font-normal text-foreground/80 data-[state=open]:bg-accent data-[state=open]:text-foreground"
        >
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56" onCloseAutoFocus={onCloseAutoFocus}>
        {children(onChoose)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The editor's menu bar: Edit, Insert, Format, Table and View, each a keyboard-accessible dropdown. */
export function MenuBar({ ui }: { ui: EditorUi }) {
  const tracker = usePerformanceTracking(ui.editor);
  const [performanceOpen, setPerformanceOpen] = useState(false);
  return (
    <nav
      aria-label="Editor menu"
      className="flex h-9 shrink-0 items-center gap-0.5 overflow-x-auto border-b bg-card px-2"
    >
      <MenuBarMenu label="Edit">{(onChoose) => <EditMenuItems ui={ui} onChoose={onChoose} />}</MenuBarMenu>
      <MenuBarMenu label="Insert">
        {(onChoose) => <InsertMenuItems ui={ui} onChoose={onChoose} />}
      </MenuBarMenu>
      <MenuBarMenu label="Format">
        {(onChoose) => <FormatMenuItems ui={ui} onChoose={onChoose} />}
      </MenuBarMenu>
      <MenuBarMenu label="Table">{(onChoose) => <TableMenuItems ui={ui} onChoose={onChoose} />}</MenuBarMenu>
      <MenuBarMenu label="View">
        {(onChoose) => (
          <ViewMenuItems ui={ui} onChoose={onChoose} onShowPerformance={() => setPerformanceOpen(true)} />
        )}
      </MenuBarMenu>
      <PerformanceDialog tracker={tracker} open={performanceOpen} onOpenChange={setPerformanceOpen} />
    </nav>
  );
}
