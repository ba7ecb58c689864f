import type { PortalApiClient } from "@portal/core/api";
import type { LocaleCode } from "@portal/core/locale";

import { onDemandModules } from "../on-demand/load-on-demand.ts";

type ClientModule = typeof import("./create-browser-api.ts");

/**
 * The browser's API client, loaded on its first call: ky and the valibot schemas of every
 * call stay out of the entry, since a server-rendered page makes no call to show itself.
 */
export function createLazyApiClient(origin: string, lang?: LocaleCode): PortalApiClient {
  let client: Promise<PortalApiClient> | undefined;
  const load = () =>
    (client ??= onDemandModules()
      .then((modules) => modules.importBrowserApi())
      .then((m: ClientModule) => m.createOriginApiClient(origin, lang)));
  return new Proxy({} as PortalApiClient, {
    get: (_target, name) => {
      if (typeof name !== "string" || name === "then") return undefined;
      return (...args: unknown[]) => load().then((api) => (api[name as keyof PortalApiClient] as (...a: unknown[]) => unknown)(...args));
    },
  });
}
