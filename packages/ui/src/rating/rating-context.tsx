import type { ReactNode } from "react";
import { createStoreContext } from "../store-context.tsx";
import { createRatingStore, type RatingInit } from "./rating-store.ts";

const rating = createStoreContext(createRatingStore, { hooks: "Rating", provider: "RatingProvider" });

/** One store per widget instance, created on first render from `init` (later changes are ignored). */
export function RatingProvider({ init, children }: { init: RatingInit; children: ReactNode }) {
  return <rating.StoreProvider init={init}>{children}</rating.StoreProvider>;
}

export const useRatingStoreApi = rating.useStoreApi;
export const useRatingStore = rating.useSelected;
