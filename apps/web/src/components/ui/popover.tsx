import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-component';
import type * as Parts from './popover-parts';
import {
  type FocusHandoff,
  useFocusHandoff,
  useGiveFocus,
  useMergedRef,
  useTakeFocus,
} from './trigger-handoff';

// Radix's popover (Floating UI, its focus and dismiss layers) is a large share of a page's first
// load, and every popover is closed at first paint. So a popover renders its trigger alone until it
// is first pressed (hovering or focusing it fetches the parts ahead); then it becomes Radix's
// popover, open. It opens on the click, as Radix's does, so the trigger is swapped only once the
// press is over. A popover shown by its props, or mounted once the parts are here, is Radix's at once.
const parts = lazyModule(() => import('./popover-parts'));

interface PopoverState {
  /** The popover renders Radix's parts. */
  active: boolean;
  /** Fetches the parts (if need be) and opens the popover as Radix's. */
  requestOpen: () => void;
  handoff: React.RefObject<FocusHandoff>;
}

const PopoverContext = React.createContext<PopoverState>({
  active: false,
  requestOpen: () => undefined,
  handoff: { current: { swapping: false, focused: false } },
});

function Popover({ open, defaultOpen, onOpenChange, ...props }: React.ComponentProps<typeof Parts.Popover>) {
  const loaded = useLazyModule(parts);
  const [active, setActive] = React.useState(() => parts.current !== undefined);
  const [requested, setRequested] = React.useState(false);
  const handoff = useFocusHandoff();

  const shownByProps = open === true || defaultOpen === true;
  React.useEffect(() => {
    if (!shownByProps || active) return;
    parts.load().then(
      () => {
        handoff.current.swapping = true;
        setActive(true);
      },
      () => undefined,
    );
  }, [shownByProps, active, handoff]);

  const state = React.useMemo<PopoverState>(
    () => ({
      active,
      requestOpen: () => {
        // A failed fetch leaves the trigger as it is; the next press tries again.
        parts.load().then(
          () => {
            handoff.current.swapping = true;
            setRequested(true);
            setActive(true);
            onOpenChange?.(true);
          },
          () => undefined,
        );
      },
      handoff,
    }),
    [active, onOpenChange, handoff],
  );

  return (
    <PopoverContext.Provider value={state}>
      {active && loaded ? (
        <loaded.Popover
          open={open}
          defaultOpen={defaultOpen || requested}
          onOpenChange={onOpenChange}
          {...props}
        />
      ) : (
        props.children
      )}
    </PopoverContext.Provider>
  );
}

function PopoverTrigger(props: React.ComponentProps<typeof Parts.PopoverTrigger>) {
  const loaded = useLazyModule(parts);
  const { active } = React.useContext(PopoverContext);
  return active && loaded ? <RadixTrigger {...props} /> : <StandInTrigger {...props} />;
}

/** Radix's trigger, taking the focus the stand-in had (if the content does not take it). */
function RadixTrigger({ ref, ...props }: React.ComponentProps<typeof Parts.PopoverTrigger>) {
  const loaded = useLazyModule(parts);
  const { handoff } = React.useContext(PopoverContext);
  const element = React.useRef<HTMLButtonElement>(null);
  const mergedRef = useMergedRef(element, ref);
  useTakeFocus(handoff, element);
  if (!loaded) return null;
  return <loaded.PopoverTrigger ref={mergedRef} {...props} />;
}

/** The trigger before the parts are here: the same element and attributes as Radix's, closed. */
function StandInTrigger({
  asChild,
  ref,
  onPointerEnter,
  onFocus,
  onClick,
  ...props
}: React.ComponentProps<typeof Parts.PopoverTrigger>) {
  const { requestOpen, handoff } = React.useContext(PopoverContext);
  const element = React.useRef<HTMLButtonElement>(null);
  const mergedRef = useMergedRef(element, ref);
  useGiveFocus(handoff, element);
  const prefetch = () => void parts.load().catch(() => undefined);
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      data-slot="popover-trigger"
      {...props}
      ref={mergedRef}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) requestOpen();
      }}
    />
  );
}

/** An element the content is placed against instead of the trigger. */
function PopoverAnchor({ asChild, ...props }: React.ComponentProps<typeof Parts.PopoverAnchor>) {
  const loaded = useLazyModule(parts);
  const { active } = React.useContext(PopoverContext);
  if (active && loaded) return <loaded.PopoverAnchor asChild={asChild} {...props} />;
  const Component = asChild ? Slot : 'div';
  return <Component data-slot="popover-anchor" {...props} />;
}

/** The content: nothing to render before the parts are here. */
function PopoverContent(props: React.ComponentProps<typeof Parts.PopoverContent>) {
  const loaded = useLazyModule(parts);
  const { active } = React.useContext(PopoverContext);
  if (!active || !loaded) return null;
  return <loaded.PopoverContent {...props} />;
}

export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger };
