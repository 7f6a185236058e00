import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { lazyDialog, lazyModule, useLazyModule } from '@/lib/lazy-component';
import type { EditorUi } from './editor-ui';
import { usePerformanceTracking } from './performance-tracking';
import { useMenuFocus } from './use-menu-focus';

// Every menu is closed at first paint: their items (with their icons and the table commands) are
// fetched when a menu is first pointed at, focused or pressed, beside Radix's menu parts
// (components/ui/dropdown-menu.tsx), not with the editor (issue 29).
const menuItems = lazyModule(() => import('./menu-bar-menus'));
type MenuItems = typeof import('./menu-bar-menus');
const fetchItems = () => void menuItems.load().catch(() => undefined);

// Opened from the View menu only: fetched when first opened.
const PerformanceDialog = lazyDialog(
  async () => (await import('./performance-dialog')).PerformanceDialog,
  ({ open }) => open,
);

interface MenuBarMenuProps {
  label: string;
  children: (items: MenuItems, onChoose: () => void) => ReactNode;
}

/** The open menu's items, once their code is here (a spinner until then: a failed fetch is tried again). */
function MenuBarItems({ children }: { children: (items: MenuItems) => ReactNode }) {
  const items = useLazyModule(menuItems);
  useEffect(() => {
    if (!items) fetchItems();
  }, [items]);
  if (!items) return <Spinner className="m-2" aria-label="Loading the menu" />;
  return children(items);
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
          onPointerEnter={fetchItems}
          onFocus={fetchItems}
          onPointerDown={fetchItems}
        >
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56" onCloseAutoFocus={onCloseAutoFocus}>
        <MenuBarItems>{(items) => children(items, onChoose)}</MenuBarItems>
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
      <MenuBarMenu label="Edit">
        {(items, onChoose) => <items.EditMenuItems ui={ui} onChoose={onChoose} />}
      </MenuBarMenu>
      <MenuBarMenu label="Insert">
        {(items, onChoose) => <items.InsertMenuItems ui={ui} onChoose={onChoose} />}
      </MenuBarMenu>
      <MenuBarMenu label="Format">
        {(items, onChoose) => <items.FormatMenuItems ui={ui} onChoose={onChoose} />}
      </MenuBarMenu>
      <MenuBarMenu label="Table">
        {(items, onChoose) => <items.TableMenuItems ui={ui} onChoose={onChoose} />}
      </MenuBarMenu>
      <MenuBarMenu label="View">
        {(items, onChoose) => (
          <items.ViewMenuItems
            ui={ui}
            onChoose={onChoose}
            onShowPerformance={() => setPerformanceOpen(true)}
          />
        )}
      </MenuBarMenu>
      <PerformanceDialog tracker={tracker} open={performanceOpen} onOpenChange={setPerformanceOpen} />
    </nav>
  );
}
