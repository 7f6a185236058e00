import * as React from 'react';
import { cn } from '@/lib/utils';

// WAI-ARIA tabs, with the elements, attributes and behaviour of Radix's Tabs that this app used:
// a tab is chosen on mouse down, Enter or Space, or by moving the focus to it (the arrow keys, Home
// and End move it along the list, round from end to start). Our own because the editor's panel is
// on screen at first paint: Radix's tabs brought its roving focus, collection and presence code,
// about 9 KB gz of the editor's first load (issue 29).

interface TabsState {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

// The ids Radix gave, so that a tab and its panel name each other the same way.
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

interface TabsProps extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

function Tabs({ className, value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const [own, setOwn] = React.useState(defaultValue);
  const current = value ?? own;
  const state = React.useMemo<TabsState>(
    () => ({
      baseId,
      value: current,
      select: (next) => {
        if (next === current) return;
        setOwn(next);
        onValueChange?.(next);
      },
    }),
    [baseId, current, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div
        data-slot="tabs"
        data-orientation="horizontal"
        className={cn('flex flex-col fallback:gap-2', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

/** Where a key sends the focus in the list: the next or previous tab (round), the first or the last. */
function targetTab(tabs: HTMLElement[], from: number, key: string): HTMLElement | undefined {
  const last = tabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return tabs[from >= last ? 0 : from + 1];
    case 'ArrowLeft':
      return tabs[from <= 0 ? last : from - 1];
    case 'Home':
    case 'PageUp':
      return tabs[0];
    case 'End':
    case 'PageDown':
      return tabs[last];
    default:
      return undefined;
  }
}

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      className={cn(
        'inline-flex h-9 fallback:w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground',
        className,
      )}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
        const from = tabs.indexOf(event.target as HTMLElement);
        if (from === -1) return;
        const target = targetTab(tabs, from, event.key);
        if (!target) return;
        event.preventDefault();
        // Focus chooses the tab (TabsTrigger's onFocus), as Radix's automatic activation does.
        target.focus();
      }}
    />
  );
}

interface TabsTriggerProps extends React.ComponentProps<'button'> {
  value: string;
}

function TabsTrigger({
  className,
  value,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const { baseId, value: current, select } = useTabs('TabsTrigger');
  const selected = value === current;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      id={triggerId(baseId, value)}
      disabled={disabled}
      // One tab stop for the list: the chosen tab; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent fallback:px-2 py-1 font-medium text-foreground fallback:text-sm transition-[color,box-shadow] focus-visible:border-ring focus-visible:outline-1 focus-visible:outline-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:shadow-sm [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented || disabled) return;
        // A left press without Ctrl chooses the tab; any other press must not move the focus here.
        if (event.button === 0 && !event.ctrlKey) select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled) return;
        if (event.key === 'Enter' || event.key === ' ') select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled) select(value);
      }}
    />
  );
}

interface TabsContentProps extends React.ComponentProps<'div'> {
  value: string;
  /** Keeps the panel mounted while another tab is chosen (the caller hides it). */
  forceMount?: boolean;
}

function TabsContent({ className, value, forceMount = false, children, ...props }: TabsContentProps) {
  const { baseId, value: current } = useTabs('TabsContent');
  const selected = value === current;
  // A panel not chosen is not rendered at all, as with Radix, unless it is kept mounted.
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-slot="tabs-content"
      aria-labelledby={triggerId(baseId, value)}
      id={contentId(baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: as WAI-ARIA's tabs pattern and Radix do, the panel is the next tab stop after the list, also when it holds nothing focusable.
      tabIndex={0}
      hidden={!selected && !forceMount}
      className={cn('flex-1 outline-none', className)}
      {...props}
    >
      {children}
    </div>
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
