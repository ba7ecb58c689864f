import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { LoadStateView, type LoadState } from "./load-state-view.tsx";
import { ScreenSection } from "./screen-section.tsx";

/**
 * A console screen read as a whole and read again with its Refresh button (events,
 * notifications): the heading with Refresh beside it, then the read's load shell.
 */
export function RefreshedScreen<S extends LoadState>({
  className,
  titleId,
  title,
  onRefresh,
  refreshMarker,
  load,
  failedText,
  children,
}: {
  className: string;
  titleId: string;
  title: ReactNode;
  onRefresh: () => void;
  /** The Refresh button's data attribute, for tests (`data-events-refresh`). */
  refreshMarker: `data-${string}`;
  load: S;
  failedText: string;
  children: (ready: Extract<S, { state: "ready" }>) => ReactNode;
}) {
  return (
    <ScreenSection
      className={className}
      titleId={titleId}
      title={title}
      actions={
        <button type="button" onClick={onRefresh} {...{ [refreshMarker]: true }}>
          <Trans>Refresh</Trans>
        </button>
      }
    >
      <LoadStateView load={load} failedText={failedText}>
        {children}
      </LoadStateView>
    </ScreenSection>
  );
}
