import { createContext, useContext, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createRatingStore, type RatingActions, type RatingInit, type RatingState, type RatingStore } from "./rating-store.ts";

const RatingStoreContext = createContext<RatingStore | null>(null);

/** One store per widget instance, created on first render from `init` (later changes are ignored). */
export function RatingProvider({ init, children }: { init: RatingInit; children: ReactNode }) {
  const [store] = useState(() => createRatingStore(init));
  return <RatingStoreContext.Provider value={store}>{children}</RatingStoreContext.Provider>;
}

export function useRatingStoreApi(): RatingStore {
  const store = useContext(RatingStoreContext);
  if (!store) throw new Error("Rating hooks must be used inside <RatingProvider>");
  return store;
}

export function useRatingStore<T>(selector: (state: RatingState & RatingActions) => T): T {
  return useStore(useRatingStoreApi(), selector);
}
