import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import type * as Parts from './dropdown-menu-parts';

// Radix's menu (with Floating UI, its focus and scroll locks) is a large share of a page's first
// load, and every menu is closed at first paint. So a menu renders its trigger alone until it is
// first pressed (hovering or focusing it fetches the parts ahead); then it becomes Radix's menu,
// open. A menu mounted once the parts are here is Radix's from the start. A trigger is replaced
// only when pressed, as the menu takes focus then: tabbing past a trigger never loses focus.
const parts = lazyModule(() => import('./dropdown-menu-parts'));

interface MenuState {
  /** The menu renders Radix's parts. */
  active: boolean;
  /** Fetches the parts (if need be) and opens the menu as Radix's. */
  requestOpen: () => void;
}

const MenuContext = React.createContext<MenuState>({ active: false, requestOpen: () => undefined });

function DropdownMenu({ defaultOpen, ...props }: React.ComponentProps<typeof Parts.DropdownMenu>) {
  const loaded = useLazyModule(parts);
  const [active, setActive] = React.useState(() => parts.current !== undefined);
  const [requested, setRequested] = React.useState(false);
  const state = React.useMemo<MenuState>(
    () => ({
      active,
      requestOpen: () => {
        setRequested(true);
        // A failed fetch leaves the trigger as it is; the next press tries again.
        parts.load().then(
          () => setActive(true),
          () => setRequested(false),
        );
      },
    }),
    [active],
  );
  return (
    <MenuContext.Provider value={state}>
      {active && loaded ? (
        <loaded.DropdownMenu defaultOpen={defaultOpen || requested} {...props} />
      ) : (
        props.children
      )}
    </MenuContext.Provider>
  );
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

function DropdownMenuTrigger({
  asChild,
  onPointerEnter,
  onFocus,
  onPointerDown,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof Parts.DropdownMenuTrigger>) {
  const loaded = useLazyModule(parts);
  const { active, requestOpen } = React.useContext(MenuContext);
  if (active && loaded) {
    return (
      <loaded.DropdownMenuTrigger
        asChild={asChild}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        {...props}
      />
    );
  }
  const prefetch = () => void parts.load().catch(() => undefined);
  const Component = asChild ? Slot : 'button';
  // The same attributes and opening gestures as Radix's trigger, so nothing moves or reads
  // differently when the parts arrive.
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-slot="dropdown-menu-trigger"
      {...props}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (props.disabled || event.button !== 0 || event.ctrlKey || event.defaultPrevented) return;
        // As Radix does: the menu, not the trigger, takes focus when it opens.
        event.preventDefault();
        requestOpen();
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (props.disabled || event.defaultPrevented || !OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        requestOpen();
      }}
    />
  );
}

/** A part that lives inside an open menu: nothing to render before the parts are here. */
function inMenu<K extends keyof typeof Parts>(name: K): (typeof Parts)[K] {
  function Part(props: object) {
    const loaded = useLazyModule(parts);
    const { active } = React.useContext(MenuContext);
    if (!active || !loaded) return null;
    const Loaded = loaded[name] as React.ComponentType<object>;
    return <Loaded {...props} />;
  }
  Part.displayName = name;
  return Part as (typeof Parts)[K];
}

const DropdownMenuContent = inMenu('DropdownMenuContent');
const DropdownMenuItem = inMenu('DropdownMenuItem');
const DropdownMenuCheckboxItem = inMenu('DropdownMenuCheckboxItem');
const DropdownMenuRadioGroup = inMenu('DropdownMenuRadioGroup');
const DropdownMenuRadioItem = inMenu('DropdownMenuRadioItem');
const DropdownMenuLabel = inMenu('DropdownMenuLabel');
const DropdownMenuSeparator = inMenu('DropdownMenuSeparator');
const DropdownMenuSub = inMenu('DropdownMenuSub');
const DropdownMenuSubTrigger = inMenu('DropdownMenuSubTrigger');
const DropdownMenuSubContent = inMenu('DropdownMenuSubContent');

function DropdownMenuShortcut({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      className={cn('ml-auto text-muted-foreground text-xs fallback:tracking-widest', className)}
      {...props}
    />
  );
}

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
};
