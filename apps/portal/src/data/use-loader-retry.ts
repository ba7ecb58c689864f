import { useRouter } from "@tanstack/react-router";
import { useCallback, useState } from "react";

export interface LoaderRetry {
  /** A retry is on its way: the screen still shows `data`, the answer it retries. */
  retrying: boolean;
  /** Retries answered so far: after a failed one the screen can say it failed again. */
  attempts: number;
  /** Runs the route's loader again; ignored while one is on its way. */
  retry: () => void;
}

/**
 * Try again for a screen whose loader answered with a failure; the page updates in place.
 * The router reloads a shown match in the background, so a retry is over when the loader's
 * answer (`data`, a new object per load) changes.
 */
export function useLoaderRetry(data: unknown): LoaderRetry {
  const router = useRouter();
  const [retry, setRetry] = useState<{ from: unknown; started: number }>({ from: undefined, started: 0 });
  const retrying = retry.started > 0 && retry.from === data;
  const start = useCallback(() => {
    if (retrying) return;
    setRetry((r) => ({ from: data, started: r.started + 1 }));
    void router.invalidate();
  }, [retrying, data, router]);
  return { retrying, attempts: retrying ? retry.started - 1 : retry.started, retry: start };
}
