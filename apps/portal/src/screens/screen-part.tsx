import type { ComponentType } from "react";
import { loadedOnFirstUse } from "@portal/ui";
import { withLoadTimeout } from "./lazy-with-timeout.ts";

/**
 * A piece of a screen that only some of its pages show (the home screen's search form): its
 * own chunk, which the route's loader loads with the screen's data
 * (screen-parts.ts), so it is in before the screen renders, on the server and when hydrating
 * alike, and a page never downloads the pieces it does not show. The server modulepreloads
 * the one its page shows (page-chunks.ts names `source`, the module's Vite manifest key).
 */
export interface ScreenPart<P extends object> {
  /** The module's path inside apps/portal. */
  source: string;
  load: () => Promise<void>;
  /** Renders the loaded piece; before it is loaded (never, through the router) it suspends. */
  Component: ComponentType<P>;
}

export function screenPart<P extends object>(source: string, load: () => Promise<ComponentType<P>>): ScreenPart<P> {
  // A failed load is not kept: the route's retry (or the next navigation) tries again.
  const part = loadedOnFirstUse(withLoadTimeout(load));
  return { source, load: part.load, Component: part.Component };
}
