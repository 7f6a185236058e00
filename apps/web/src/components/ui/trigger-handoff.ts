import * as React from 'react';

// A lazy popover renders a stand-in trigger until its Radix parts are here, then Radix's trigger.
// React cannot slip Radix's Root in above a mounted element, so the trigger's DOM node is replaced
// at that moment (after the press that opens it); these hooks carry keyboard focus across the swap.

/** Where a swap from the stand-in trigger to Radix's stands. */
export interface FocusHandoff {
  /** The popup has just become Radix's: the stand-in trigger is about to go. */
  swapping: boolean;
  /** The stand-in trigger had focus as it went: Radix's trigger takes it when it mounts. */
  focused: boolean;
}

/** The handoff a lazy popup's root holds for its trigger. */
export function useFocusHandoff(): React.RefObject<FocusHandoff> {
  return React.useRef<FocusHandoff>({ swapping: false, focused: false });
}

/** For the stand-in trigger: notes, before its node leaves the document, whether it had focus. */
export function useGiveFocus(
  handoff: React.RefObject<FocusHandoff>,
  element: React.RefObject<HTMLElement | null>,
): void {
  // A layout effect's cleanup runs before React removes the component's DOM nodes.
  React.useLayoutEffect(
    () => () => {
      if (!handoff.current.swapping) return;
      handoff.current.swapping = false;
      handoff.current.focused = element.current !== null && element.current === document.activeElement;
    },
    [handoff, element],
  );
}

/** For Radix's trigger: takes the focus the stand-in had, as it mounts. */
export function useTakeFocus(
  handoff: React.RefObject<FocusHandoff>,
  element: React.RefObject<HTMLElement | null>,
): void {
  React.useLayoutEffect(() => {
    if (!handoff.current.focused) return;
    handoff.current.focused = false;
    element.current?.focus();
  }, [handoff, element]);
}

/** A ref callback that sets both the component's own ref and the one its caller passed. */
export function useMergedRef<T>(
  own: React.RefObject<T | null>,
  given: React.Ref<T> | undefined,
): React.RefCallback<T> {
  return React.useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof given === 'function') given(node);
      else if (given) given.current = node;
    },
    [own, given],
  );
}
