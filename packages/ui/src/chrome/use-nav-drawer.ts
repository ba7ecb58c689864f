import { useCallback, useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type HTMLAttributes, type KeyboardEvent, type RefObject } from "react";

export type NavDrawerState = "open" | "closed";

export interface NavDrawer {
  state: NavDrawerState;
  /** The product rules' `toggleNav`: opens a closed drawer, closes an open one. */
  toggleNav: () => void;
  close: () => void;
  /** Spread on the hamburger `<button>`. */
  buttonProps: ButtonHTMLAttributes<HTMLButtonElement> & { ref: RefObject<HTMLButtonElement | null>; "data-state": NavDrawerState };
  /** Spread on the drawer's container: keeps Tab inside while open, Escape closes. */
  drawerProps: HTMLAttributes<HTMLDivElement> & { ref: RefObject<HTMLDivElement | null>; "data-state": NavDrawerState };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A mobile navigation drawer's behaviour, without markup: open/closed state, focus moved in
 * on open and back to the button on close, Tab and Shift+Tab trapped inside, Escape closes.
 */
export function useNavDrawer(): NavDrawer {
  const [state, setState] = useState<NavDrawerState>("closed");
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const drawerRef = useRef<HTMLDivElement | null>(null);
  const drawerId = useId();
  const toggleNav = useCallback(() => setState((s) => (s === "open" ? "closed" : "open")), []);
  const close = useCallback(() => {
    setState("closed");
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (state === "open") drawerRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [state]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !drawerRef.current) return;
    const items = [...drawerRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return {
    state,
    toggleNav,
    close,
    buttonProps: { ref: buttonRef, type: "button", onClick: toggleNav, "aria-expanded": state === "open", "aria-controls": drawerId, "data-state": state },
    drawerProps: { ref: drawerRef, id: drawerId, hidden: state === "closed", onKeyDown, "data-state": state },
  };
}
