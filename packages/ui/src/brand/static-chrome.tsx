import type { ComponentType, FunctionComponent } from "react";
import { loadedOnFirstUse } from "../loaded-on-first-use.tsx";
import type { BrandChromeProps } from "./define-brand.ts";

/**
 * A piece of brand chrome with no behaviour of its own, whose code is a chunk of its own: a
 * footer of links and text (tracked links record their clicks from their attributes). The
 * portal keeps the server's markup of it as it came and never downloads its code, unless it
 * must render it anew (a page that first had it hidden); `isStaticChrome` tells it which
 * pieces are such. Rendered before `load()` has resolved, it suspends until its code is in.
 * Its markup must depend only on the brand, its theme, the language, the device and the clock's
 * minute, not on the page's path or query: the server renders it once for the pages that share
 * those (apps/portal/src/shell/kept-footer-markup.tsx).
 */
export type StaticChrome = FunctionComponent<BrandChromeProps> & {
  /** Loads its code; the server awaits it before rendering a page. */
  load(): Promise<void>;
};

/** Chrome whose code `load` imports on first use, e.g. `staticChrome(() => import("./Footer.tsx").then((m) => m.Footer))`. */
export function staticChrome(load: () => Promise<ComponentType<BrandChromeProps>>): StaticChrome {
  const { Component, load: loadCode } = loadedOnFirstUse(load);
  return Object.assign(Component, { load: loadCode });
}

export function isStaticChrome(component: ComponentType<BrandChromeProps>): component is StaticChrome {
  return typeof (component as Partial<StaticChrome>).load === "function";
}
