import { useCallback, useEffect, useState } from "react";

export interface AdminLocation {
  pathname: string;
  params: URLSearchParams;
  /** How many times the console has moved to another page without a reload (0 on the page first loaded). */
  arrivals: number;
  /** Goes to `path` (with its query) without reloading; `replace` keeps history short for redirects. */
  navigate: (path: string, options?: { replace?: boolean }) => void;
}

/** The browser location as React state: pushState navigation and the back button. */
export function useAdminLocation(): AdminLocation {
  const [href, setHref] = useState(() => window.location.href);
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => {
    const onPop = () => {
      setHref(window.location.href);
      setArrivals((n) => n + 1);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const navigate = useCallback((path: string, options: { replace?: boolean } = {}) => {
    if (options.replace) window.history.replaceState(null, "", path);
    else window.history.pushState(null, "", path);
    setHref(window.location.href);
    setArrivals((n) => n + 1);
  }, []);
  const url = new URL(href);
  return { pathname: url.pathname, params: url.searchParams, arrivals, navigate };
}
