import { EllipsisVerticalIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { lazyModule, useLazyModule, usePreloadLater } from '@/lib/lazy-component';
import type { EditorChromeState, EditorCommands } from './editor-commands';

// The menu's items (a score of icons and labels) are not needed for the editor's first paint: they
// are fetched when the pointer or focus reaches the button, or a little after the screen shows. A
// menu opened before they are here says so, and fills in when they come.
const menuItems = lazyModule(() => import('./more-actions-content'));
const MENU_CODE = [menuItems];
const PRELOAD_AFTER_MS = 10_000;
const load = () => void menuItems.load().catch(() => undefined);

interface MoreActionsMenuProps {
  state: EditorChromeState;
  commands: EditorCommands;
}

/**
 * The title bar's More actions menu. Below md it is the only menu: the Save, Preview and panel
 * buttons fold into it (those items are hidden again from md up, where the buttons show).
 */
export function MoreActionsMenu({ state, commands }: MoreActionsMenuProps) {
  const loaded = useLazyModule(menuItems);
  usePreloadLater(MENU_CODE, PRELOAD_AFTER_MS);
  return (
    <DropdownMenu onOpenChange={(open) => open && load()}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="More actions" onPointerEnter={load} onFocus={load}>
          <EllipsisVerticalIcon />
        </Button>
      </DropdownMenuTrigger>
      {loaded ? (
        <loaded.MoreActionsContent state={state} commands={commands} />
      ) : (
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuItem disabled>Loading…</DropdownMenuItem>
        </DropdownMenuContent>
      )}
    </DropdownMenu>
  );
}
