import { use, type ComponentType, type FunctionComponent } from "react";
import { once } from "@portal/core/async";

/** A component whose code `load` imports once, on first use, and the way to start that load. */
export interface LoadedOnFirstUse<P extends object> {
  /** Renders the loaded component; before its code is in, it suspends until it is. */
  Component: FunctionComponent<P>;
  /** Loads its code (at most once while it succeeds); resolves when a render no longer suspends. */
  load(): Promise<void>;
}

/**
 * The one lazy-component shape of the portal's pieces that the server awaits before
 * rendering (screen parts, static brand chrome): unlike React.lazy, `load()` can be awaited
 * up front, and a loaded component renders at once, so server render and hydration match.
 * A failed load is not kept: the next render or `load()` tries again.
 */
export function loadedOnFirstUse<P extends object>(load: () => Promise<ComponentType<P>>): LoadedOnFirstUse<P> {
  let loaded: ComponentType<P> | undefined;
  const ensure = once(() => load().then((component) => (loaded = component)));
  function Component(props: P) {
    const Loaded = loaded ?? use(ensure());
    return <Loaded {...props} />;
  }
  return { Component, load: () => ensure().then(() => undefined) };
}
