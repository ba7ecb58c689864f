import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";

/** What a screen's read can be: under way, refused (with the server's message), or here. */
export type LoadState = { state: "loading" } | { state: "failed"; message?: string } | { state: "ready" };

/**
 * The shell every console read shows: "Loading…" while under way, the server's message (or the
 * screen's own words) when refused, and the screen's content once here.
 */
export function LoadStateView<S extends LoadState>({
  load,
  failedText,
  children,
}: {
  load: S;
  /** Said when the server gave no message of its own. */
  failedText: string;
  children: (ready: Extract<S, { state: "ready" }>) => ReactNode;
}) {
  if (load.state === "failed")
    return (
      <p role="alert" className="admin-error">
        {load.message || failedText}
      </p>
    );
  if (load.state === "loading")
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return children(load as Extract<S, { state: "ready" }>);
}
