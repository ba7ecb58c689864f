import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { LoadStateView, type LoadState } from "./load-state-view.tsx";
import { ScreenSection } from "./screen-section.tsx";

/**
 * A console screen read as a whole and read again with its Refresh button (events,
 * notifications): the heading with Refresh beside it, then the read's load shell.
 */
export function RefreshedScreen<S extends LoadState>({
  name,
  refreshMarker,
  read,
  title,
  failedText,
  children,
}: {
  /** Names the section (`admin-<name>`) and its heading (`<name>-title`). */
  name: string;
  /** The Refresh button's data attribute, for tests (`data-events-refresh`). */
  refreshMarker: `data-${string}`;
  /** The screen's read: where it stands, and reading it again. */
  read: { page: S; refresh: () => void };
  title: ReactNode;
  failedText: string;
  children: (ready: Extract<S, { state: "ready" }>) => ReactNode;
}) {
  return (
    <ScreenSection
      className={`admin-${name}`}
      titleId={`${name}-title`}
      title={title}
      actions={
        <button type="button" onClick={read.refresh} {...{ [refreshMarker]: true }}>
          <Trans>Refresh</Trans>
        </button>
      }
    >
      <LoadStateView load={read.page} failedText={failedText}>
        {children}
      </LoadStateView>
    </ScreenSection>
  );
}
