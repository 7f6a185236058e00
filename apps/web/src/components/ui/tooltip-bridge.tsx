import * as React from 'react';

// A tooltip mounted before its Radix parts were fetched keeps its trigger element for good: React
// cannot slip Radix's Root in above a mounted element without replacing it, and replacing the
// element under the pointer or the keyboard focus loses a click or the focus. So Radix's tooltip is
// rendered beside the trigger, and its Trigger is placed on a stand-in component that hands what
// Radix would have put on the element (its ref, attributes and event handlers) over to the element.

/** A value that components read and are re-rendered by when it changes. */
export interface Store<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

function createStore<T>(initial: T, same: (a: T, b: T) => boolean = Object.is): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (same(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return React.useSyncExternalStore(store.subscribe, store.get);
}

/** What Radix's trigger shows on the element. */
export interface TriggerAttributes {
  'aria-describedby'?: string;
  'data-state'?: string;
}

/** The events Radix's tooltip trigger handles. */
export const BRIDGED_EVENTS = [
  'onPointerMove',
  'onPointerLeave',
  'onPointerDown',
  'onFocus',
  'onBlur',
  'onClick',
] as const;
type BridgedEvent = (typeof BRIDGED_EVENTS)[number];
type Handler = (event: React.SyntheticEvent) => void;

/** What passes between a tooltip's trigger element and Radix's trigger. */
export interface TriggerBridge {
  /** The trigger element. */
  element: React.RefObject<HTMLElement | null>;
  /** Radix's handlers for the trigger's events, called by the trigger after its own. */
  handlers: React.RefObject<Partial<Record<BridgedEvent, Handler>>>;
  attributes: Store<TriggerAttributes>;
}

/** What passes between a tooltip's own trigger and content and Radix's tooltip beside them. */
export interface TooltipBridge<ContentProps> extends TriggerBridge {
  /** The props the tooltip's content was rendered with, for Radix's content to render. */
  content: Store<ContentProps | null>;
}

export function useTooltipBridge<ContentProps>(): TooltipBridge<ContentProps> {
  const element = React.useRef<HTMLElement>(null);
  const handlers = React.useRef<Partial<Record<BridgedEvent, Handler>>>({});
  const [stores] = React.useState(() => ({
    attributes: createStore<TriggerAttributes>(
      { 'data-state': 'closed' },
      (a, b) => a['aria-describedby'] === b['aria-describedby'] && a['data-state'] === b['data-state'],
    ),
    content: createStore<ContentProps | null>(null),
  }));
  return React.useMemo(() => ({ element, handlers, ...stores }), [stores]);
}

type TriggerTargetProps = TriggerAttributes &
  Partial<Record<BridgedEvent, Handler>> & {
    bridge: TriggerBridge;
    ref?: React.Ref<HTMLElement>;
  };

/**
 * Rendered as the child of Radix's `Trigger asChild`: receives what Radix would put on the trigger
 * element and hands it to the element, rendering nothing itself.
 */
export function TriggerTarget({ bridge, ref, ...props }: TriggerTargetProps) {
  const describedBy = props['aria-describedby'];
  const state = props['data-state'];
  React.useLayoutEffect(() => {
    bridge.handlers.current = Object.fromEntries(BRIDGED_EVENTS.map((name) => [name, props[name]]));
  });
  React.useLayoutEffect(() => {
    bridge.attributes.set({ 'aria-describedby': describedBy, 'data-state': state });
  }, [bridge, describedBy, state]);
  // As React does for an element's ref: set now, and unset when it changes or goes.
  React.useLayoutEffect(() => {
    const node = bridge.element.current;
    if (typeof ref === 'function') {
      const cleanup = ref(node);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    if (!ref) return;
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }, [bridge, ref]);
  React.useLayoutEffect(
    () => () => {
      bridge.handlers.current = {};
      bridge.attributes.set({ 'data-state': 'closed' });
    },
    [bridge],
  );
  return null;
}
