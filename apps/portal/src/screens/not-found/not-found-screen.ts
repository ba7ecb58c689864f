import { loadedOnFirstUse } from "@portal/ui";

/** Its manifest key: the server preloads it on a not-found page (page-chunks.ts). */
export const NOT_FOUND_SOURCE = "src/screens/not-found/NotFoundScreen.tsx";

/**
 * The not-found screen, a chunk of its own: a page with a shipment never shows it. The server
 * and a not-found page's hydration load it first (entry-server.tsx, entry-client.tsx), so both
 * render it at once; a link to an unknown path inside the app loads it then.
 */
export const NOT_FOUND_SCREEN = loadedOnFirstUse(() => import("./NotFoundScreen.tsx").then((module) => module.NotFoundScreen));
