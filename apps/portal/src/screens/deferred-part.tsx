import { Suspense, use, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
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
export function deferredPart<P extends object>(load: () => Promise<PartModule<P>>, { postsWithoutScript = false } = {}): ComponentType<P> {
  const timedLoad = withLoadTimeout(load);
  let settled: Settled<P> | undefined;
  let loading: Promise<Settled<P>> | undefined;
  const preload = () =>
    (loading ??= timedLoad().then(
      (module): Settled<P> => (settled = { kind: "loaded", Component: module.default }),
      (): Settled<P> => (settled = { kind: "failed" }),
    ));
  preloads.add(preload);

  function Part({ ticket, ...props }: P & { ticket: MountTicket }) {
    const holder = useRef<HTMLDivElement>(null);
    const part = settled ?? use(preload());
    // Inert until the part's code has mounted (MountSignal lifts it): a tap or key in the
    // server markup before that would change a radio in the DOM but not the part's state.
    return (
      <div data-deferred-part={postsWithoutScript ? POSTS_WITHOUT_SCRIPT : ""} inert={!postsWithoutScript} ref={holder}>
        {part.kind === "loaded" ? <part.Component {...(props as P)} /> : null}
        <MountSignal ticket={ticket} holder={holder} />
      </div>
    );
  }
  return function DeferredPart(props: P) {
    const [ticket] = useState<MountTicket>(() => ({ mounted: false }));
    useEffect(() => {
      if (!ticket.mounted) waiting.add(ticket);
      return () => settle(ticket);
    }, [ticket]);
    return (
      <Suspense fallback={null}>
        <Part {...props} ticket={ticket} />
      </Suspense>
    );
  };
}

/**
 * Parts on this page whose code has not mounted yet. Until it has, their server markup is
 * inert: a radio clicked there changes the DOM but not the part's state, so the page counts
 * as hydrated only once they are in (HydrationMarker).
 */
interface MountTicket {
  mounted: boolean;
}
const waiting = new Set<MountTicket>();
const whenAllMounted: (() => void)[] = [];

function settle(ticket: MountTicket) {
  ticket.mounted = true;
  waiting.delete(ticket);
  if (waiting.size === 0) for (const done of whenAllMounted.splice(0)) done();
}

function MountSignal({ ticket, holder }: { ticket: MountTicket; holder: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    holder.current?.removeAttribute("inert");
    settle(ticket);
  }, [ticket, holder]);
  return null;
}

/** Marks a part whose form posts to its page without JavaScript: its server markup is not inert. */
const POSTS_WITHOUT_SCRIPT = "posts";

/**
 * A form that must work without JavaScript (a part made with `postsWithoutScript`) comes from
 * the server usable; with scripts running, it is made inert like any other part until its code
 * has mounted. Called by the client entry before hydrating.
 */
export function holdPartsUntilMounted(doc: Document): void {
  for (const part of doc.querySelectorAll<HTMLElement>(`[data-deferred-part="${POSTS_WITHOUT_SCRIPT}"]`)) part.inert = true;
}

/**
 * Rendered last in the app (PortalApp): on hydration it marks `<html data-hydrated="true">` once the first
 * commit is in and every deferred part it showed has mounted, so "hydrated" means every
 * control on the page answers (browser tests wait for it).
 */
export function HydrationMarker() {
  useEffect(() => {
    const markWhenMounted = () => {
      // A part inside a boundary that hydrates in a later commit (its screen's code still on
      // the way) has no ticket yet, but its server markup is there and still inert.
      if (waiting.size > 0 || document.querySelector("[data-deferred-part][inert]")) whenAllMounted.push(markWhenMounted);
      else document.documentElement.dataset.hydrated = "true";
    };
    markWhenMounted();
  }, []);
  return null;
}

/** Loads every deferred part defined so far: the server renders them complete, as tests do. */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all([...preloads].map((preload) => preload()));
}
