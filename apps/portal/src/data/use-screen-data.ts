import { useLoaderData } from "@tanstack/react-router";
import type { LoadedScreenData } from "./load-screen-data.ts";
import type { DataScreenId, ScreenDataOf } from "./screen-data-loaders.ts";

/** The current route's loader answer for `screen`. Throws when the route loaded another screen's data. */
export function useScreenData<S extends DataScreenId>(screen: S): ScreenDataOf<S> {
  const loaded = useLoaderData({ strict: false }) as LoadedScreenData | undefined;
  if (loaded?.screen !== screen) throw new Error(`The route has no ${screen} data`);
  return loaded.data as ScreenDataOf<S>;
}
