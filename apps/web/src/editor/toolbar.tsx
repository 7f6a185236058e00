import { EllipsisIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Separator } from '@/components/ui/separator';
import type { EditorUi } from './editor-ui';
import { toolbarItems } from './toolbar-items';
import { handleToolbarKeyDown } from './toolbar-keyboard';
import { useMenuFocus } from './use-menu-focus';
import { useToolbarOverflow } from './use-toolbar-overflow';
import { useToolbarState } from './use-toolbar-state';

/**
 * The formatting toolbar. Controls that do not fit its width move, from the end, into a "More tools"
 * menu; the bar re-renders when the selection's formatting changes, not on every keystroke.
 */
export function Toolbar({ ui }: { ui: EditorUi }) {
  const state = useToolbarState(ui.editor);
  const { onChoose, onCloseAutoFocus } = useMenuFocus();
  const items = toolbarItems(ui, state, onChoose);
  const { containerRef, itemRef, visible } = useToolbarOverflow(items.length);
  const overflow = items.slice(visible);

  return (
    <div
      ref={containerRef}
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={handleToolbarKeyDown}
      className="flex h-11 min-w-0 shrink-0 items-center overflow-hidden border-b bg-card px-2"
    >
      {items.slice(0, visible).map((item, index) => (
        <div key={item.id} ref={itemRef(index)} className="flex shrink-0 items-center">
          {item.groupStart && index > 0 && <Separator orientation="vertical" className="mx-1.5 h-5!" />}
          {item.bar}
        </div>
      ))}
      {overflow.length > 0 && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="More tools"
              className="ml-auto size-8 shrink-0 text-muted-foreground hover:text-foreground!"
            >
              <EllipsisIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-56" onCloseAutoFocus={onCloseAutoFocus}>
            {overflow.map((item, index) => (
              <Fragment key={item.id}>
                {item.groupStart && index > 0 && <DropdownMenuSeparator />}
                {item.menu}
              </Fragment>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
