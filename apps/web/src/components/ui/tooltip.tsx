import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-component';
import {
  BRIDGED_EVENTS,
  type TooltipBridge,
  TriggerTarget,
  useStore,
  useTooltipBridge,
} from './tooltip-bridge';
import type * as Parts from './tooltip-parts';
import { useMergedRef } from './trigger-handoff';

// Radix's tooltip brings Floating UI and its layers, and no tip is open at first paint. So a
// tooltip renders its trigger alone until the trigger is hovered or focused, which fetches the
// parts; then Radix's tooltip runs beside the same trigger element (./tooltip-bridge), open as
// Radix would have opened it: after its delay for the pointer, at once for keyboard focus. A press
// before then cancels the tip, as it closes Radix's. A tooltip mounted once the parts are here is
// Radix's own from the start.
const parts = lazyModule(() => import('./tooltip-parts'));

type ContentProps = React.ComponentProps<typeof Parts.TooltipContent>;

const ProviderContext = React.createContext<Parts.ProviderSettings>({});

/** Settings for the tooltips inside (each tooltip renders its own Radix provider with them). */
function TooltipProvider({ children, ...settings }: React.ComponentProps<typeof Parts.TooltipProvider>) {
  return <ProviderContext.Provider value={settings}>{children}</ProviderContext.Provider>;
}

interface TooltipState {
  /** The parts were here when the tooltip mounted: it is Radix's own. */
  radix: boolean;
  /** Radix's tooltip runs beside the stand-in trigger. */
  bridged: boolean;
  /** How long the pointer rests on the trigger before the tip shows. */
  delayDuration: number;
  /** Fetches the parts (if need be), then shows the tip as Radix's if `wanted()` still holds. */
  requestOpen: (wanted: () => boolean) => void;
  bridge: TooltipBridge<ContentProps> | null;
}

const TooltipContext = React.createContext<TooltipState>({
  radix: false,
  bridged: false,
  delayDuration: 0,
  requestOpen: () => undefined,
  bridge: null,
});

function Tooltip({
  open,
  defaultOpen,
  onOpenChange,
  delayDuration,
  children,
  ...props
}: React.ComponentProps<typeof Parts.Tooltip>) {
  const loaded = useLazyModule(parts);
  const provider = React.useContext(ProviderContext);
  const [radix] = React.useState(() => parts.current !== undefined);
  const [bridged, setBridged] = React.useState(false);
  const [opened, setOpened] = React.useState(false);
  const bridge = useTooltipBridge<ContentProps>();

  // A tip shown by its props is Radix's as soon as the parts are here.
  const shownByProps = open === true || defaultOpen === true;
  React.useEffect(() => {
    if (!shownByProps || radix || bridged) return;
    parts.load().then(
      () => setBridged(true),
      () => undefined,
    );
  }, [shownByProps, radix, bridged]);

  const state = React.useMemo<TooltipState>(
    () => ({
      radix,
      bridged,
      delayDuration: delayDuration ?? provider.delayDuration ?? 0,
      requestOpen: (wanted) => {
        // A failed fetch leaves the trigger as it is; the next hover or focus tries again.
        parts.load().then(
          () => {
            if (!wanted()) return;
            setOpened(true);
            setBridged(true);
            onOpenChange?.(true);
          },
          () => undefined,
        );
      },
      bridge,
    }),
    [radix, bridged, delayDuration, provider.delayDuration, onOpenChange, bridge],
  );

  const rootProps = {
    provider,
    open,
    defaultOpen: defaultOpen || opened,
    onOpenChange,
    delayDuration,
    ...props,
  };
  if (radix && loaded) {
    return (
      <TooltipContext.Provider value={state}>
        <loaded.Tooltip {...rootProps}>{children}</loaded.Tooltip>
      </TooltipContext.Provider>
    );
  }
  // The children stay where they are when Radix's tooltip joins them, so the trigger stays mounted.
  return (
    <TooltipContext.Provider value={state}>
      {children}
      {bridged && loaded ? (
        <loaded.Tooltip {...rootProps}>
          <loaded.TooltipTrigger asChild>
            <TriggerTarget bridge={bridge} />
          </loaded.TooltipTrigger>
          <BridgedContent bridge={bridge} />
        </loaded.Tooltip>
      ) : null}
    </TooltipContext.Provider>
  );
}

function BridgedContent({ bridge }: { bridge: TooltipBridge<ContentProps> }) {
  const loaded = useLazyModule(parts);
  const props = useStore(bridge.content);
  return loaded && props ? <loaded.TooltipContent {...props} /> : null;
}

function TooltipTrigger(props: React.ComponentProps<typeof Parts.TooltipTrigger>) {
  const loaded = useLazyModule(parts);
  const { radix, bridge } = React.useContext(TooltipContext);
  if (radix && loaded) return <loaded.TooltipTrigger {...props} />;
  if (!bridge) throw new Error('TooltipTrigger must be used within Tooltip');
  return <StandInTrigger bridge={bridge} {...props} />;
}

const PRESS_KEYS = new Set(['Enter', ' ']);

type Handler<E> = ((event: E) => void) | undefined;

/**
 * The trigger of a tooltip mounted before the parts were here, for as long as it is mounted: the
 * same element and attributes as Radix's trigger. Until Radix's tooltip runs beside it, it watches
 * for what would open Radix's tip (the pointer resting on it, keyboard focus) and for what would
 * close it (leaving, blur, a press); then it passes its events on to Radix's trigger.
 */
function StandInTrigger({
  bridge,
  asChild,
  ref,
  'aria-describedby': describedBy,
  onPointerEnter,
  onPointerMove,
  onPointerLeave,
  onPointerDown,
  onFocus,
  onBlur,
  onClick,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof Parts.TooltipTrigger> & { bridge: TooltipBridge<ContentProps> }) {
  const { bridged, delayDuration, requestOpen } = React.useContext(TooltipContext);
  const attributes = useStore(bridge.attributes);
  const mergedRef = useMergedRef(bridge.element, ref);

  const hovered = React.useRef(false);
  const focused = React.useRef(false);
  // As Radix: one hover opens the tip once; after a press it stays closed until the pointer leaves.
  const hoverCounted = React.useRef(false);
  const pointerDown = React.useRef(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const wanted = () => hovered.current || focused.current;
  const dismiss = () => {
    clearTimeout(timer.current);
    hovered.current = false;
    focused.current = false;
  };

  const callers = { onPointerMove, onPointerLeave, onPointerDown, onFocus, onBlur, onClick };
  const own = {
    onPointerMove: (event: React.PointerEvent) => {
      if (event.pointerType === 'touch' || hoverCounted.current) return;
      hoverCounted.current = true;
      hovered.current = true;
      if (delayDuration <= 0) requestOpen(wanted);
      else timer.current = setTimeout(() => requestOpen(wanted), delayDuration);
    },
    onPointerLeave: () => {
      clearTimeout(timer.current);
      hovered.current = false;
      hoverCounted.current = false;
    },
    onPointerDown: () => {
      dismiss();
      pointerDown.current = true;
      document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
    },
    onFocus: () => {
      // Focus that comes with a press is not a request for the tip (nor is it to Radix).
      if (pointerDown.current) return;
      focused.current = true;
      requestOpen(wanted);
    },
    onBlur: () => {
      focused.current = false;
    },
    onClick: dismiss,
  };
  // Each event goes to the caller's handler, then (unless it prevented the default) to Radix's
  // trigger once Radix's tooltip runs, or to the stand-in's own watch before.
  const handlers = Object.fromEntries(
    BRIDGED_EVENTS.map((name) => [
      name,
      (event: React.SyntheticEvent) => {
        (callers[name] as Handler<React.SyntheticEvent>)?.(event);
        if (event.defaultPrevented) return;
        if (bridged) bridge.handlers.current[name]?.(event);
        else (own[name] as Handler<React.SyntheticEvent>)?.(event);
      },
    ]),
  );

  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-state={attributes['data-state']}
      data-slot="tooltip-trigger"
      {...props}
      aria-describedby={[describedBy, attributes['aria-describedby']].filter(Boolean).join(' ') || undefined}
      ref={mergedRef}
      {...handlers}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        if (event.pointerType !== 'touch') parts.load().catch(() => undefined);
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        // The click this key makes closes the tip: it is no longer wanted.
        if (!bridged && PRESS_KEYS.has(event.key)) dismiss();
      }}
    />
  );
}

/** The tip: rendered by Radix's tooltip, which is not there before the parts are. */
function TooltipContent(props: ContentProps) {
  const loaded = useLazyModule(parts);
  const { radix, bridge } = React.useContext(TooltipContext);
  if (radix && loaded) return <loaded.TooltipContent {...props} />;
  return bridge ? <ContentHandover bridge={bridge} props={props} /> : null;
}

/** Hands the content's props to Radix's tooltip beside the trigger, rendering nothing here. */
function ContentHandover({ bridge, props }: { bridge: TooltipBridge<ContentProps>; props: ContentProps }) {
  React.useLayoutEffect(() => {
    bridge.content.set(props);
  });
  React.useLayoutEffect(() => () => bridge.content.set(null), [bridge]);
  return null;
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };
