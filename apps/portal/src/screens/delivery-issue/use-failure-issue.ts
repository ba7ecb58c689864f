import { useEffect, useState } from "react";
import type { TrackingFeedResult } from "@portal/core/api";
import type { FeedDirection } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";
import { loadFailureIssue, type FailureIssueLoad } from "./load-failure-issue.ts";

export type FailureIssueState = { status: "loading" } | FailureIssueLoad;

export interface FailureIssue {
  state: FailureIssueState;
  /** Loads again after a failure. */
  retry: () => void;
  /** Replaces the feed after a concern was sent, so the page shows it without a reload. */
  setFeed: (feed: TrackingFeedResult) => void;
}

/**
 * A failure page's data, fetched in the browser after hydration: the server renders the
 * loading state (it has no feed), so the first paint is branded and immediate.
 */
export function useFailureIssue(direction: FeedDirection): FailureIssue {
  const { state: portal, api } = usePortal();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FailureIssueState>({ status: "loading" });
  const { params } = portal.page;
  const inlined = portal.tracking;
  const brandEnterprise = portal.user.enterprise;

  useEffect(() => {
    let current = true;
    void loadFailureIssue({ api, direction, params, inlined, brandEnterprise }).then((loaded) => {
      if (current) setState(loaded);
    });
    return () => {
      current = false;
    };
  }, [api, direction, params, inlined, brandEnterprise, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: "loading" });
      setAttempt((n) => n + 1);
    },
    setFeed: (feed) => setState((s) => (s.status === "ready" ? { ...s, feed } : s)),
  };
}
