import { createContext, useContext, useState, type ReactNode } from "react";
import { useStore, type StoreApi } from "zustand";

/**
 * A context with one zustand store per mounted provider, made on its first render from the
 * provider's `init` (later changes are ignored): the provider, the store, and a selector hook
 * that says which provider is missing when used outside one.
 */
export function createStoreContext<Init, State>(create: (init: Init) => StoreApi<State>, names: { hooks: string; provider: string }) {
  const StoreContext = createContext<StoreApi<State> | null>(null);

  function StoreProvider({ init, children }: { init: Init; children: ReactNode }) {
    const [store] = useState(() => create(init));
    return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
  }

  function useStoreApi(): StoreApi<State> {
    const store = useContext(StoreContext);
    if (!store) throw new Error(`${names.hooks} hooks must be used inside <${names.provider}>`);
    return store;
  }

  function useSelected<T>(selector: (state: State) => T): T {
    return useStore(useStoreApi(), selector);
  }

  return { StoreProvider, useStoreApi, useSelected };
}
