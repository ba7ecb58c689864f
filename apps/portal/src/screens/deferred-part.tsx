import { Suspense, use, type ComponentType } from "react";
import { withLoadTimeout } from "./lazy-with-timeout.ts";

type PartModule<P> = { default: ComponentType<P> };
type Settled<P> = { kind: "loaded"; Component: ComponentType<P> } | { kind: "failed" };

const preloads = new Set<() => Promise<unknown>>();

/**
 * A part of a screen that first paint shows but does not need to run (a form under the
 * content): its code is its own chunk, fetched while the page hydrates instead of before.
 * The server has it loaded (preloadDeferredParts) and renders it in full, inside a Suspense
 * boundary; the browser keeps that markup until the chunk arrives, then hydrates it.
 * A chunk that fails to load leaves the part out (the rest of the page keeps working).
 */
export function deferredPart<P extends object>(load: () => Promise<PartModule<P>>): ComponentType<P> {
  const timedLoad = withLoadTimeout(load);
  let settled: Settled<P> | undefined;
  let loading: Promise<Settled<P>> | undefined;
  const preload = () =>
    (loading ??= timedLoad().then(
      (module): Settled<P> => (settled = { kind: "loaded", Component: module.default }),
      (): Settled<P> => (settled = { kind: "failed" }),
    ));
  preloads.add(preload);

  function Part(props: P) {
    const part = settled ?? use(preload());
    return part.kind === "loaded" ? <part.Component {...props} /> : null;
  }
  return function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** Loads every deferred part defined so far: the server renders them complete, as tests do. */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all([...preloads].map((preload) => preload()));
}
