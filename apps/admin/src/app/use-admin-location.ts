import { useCallback, useEffect, useState } from "react";

export interface AdminLocation {
  pathname: string;
  params: URLSearchParams;
  /** Goes to `path` (with its query) without reloading; `replace` keeps history short for redirects. */
  navigate: (path: string, options?: { replace?: boolean }) => void;
}

/** The browser location as React state: pushState navigation and the back button. */
export function useAdminLocation(): AdminLocation {
  const [href, setHref] = useState(() => window.location.href);
  useEffect(() => {
    const onPop = () => setHref(window.location.href);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const navigate = useCallback((path: string, options: { replace?: boolean } = {}) => {
    if (options.replace) window.history.replaceState(null, "", path);
    else window.history.pushState(null, "", path);
    setHref(window.location.href);
  }, []);
  const url = new URL(href);
  return { pathname: url.pathname, params: url.searchParams, navigate };
}
