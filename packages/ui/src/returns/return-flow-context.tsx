import { createContext, useContext, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createReturnFlowStore, type ReturnFlowConfig, type ReturnFlowStore, type ReturnFlowStoreState } from "./return-flow-store.ts";

const ReturnFlowContext = createContext<ReturnFlowStore | null>(null);

/** One store per mounted flow, created on first render from `config` (later changes are ignored). */
export function ReturnFlowProvider({ config, children }: { config: ReturnFlowConfig; children: ReactNode }) {
  const [store] = useState(() => createReturnFlowStore(config));
  return <ReturnFlowContext.Provider value={store}>{children}</ReturnFlowContext.Provider>;
}

export function useReturnFlowApi(): ReturnFlowStore {
  const store = useContext(ReturnFlowContext);
  if (!store) throw new Error("Return flow hooks must be used inside <ReturnFlowProvider>");
  return store;
}

export function useReturnFlowStore<T>(selector: (state: ReturnFlowStoreState) => T): T {
  return useStore(useReturnFlowApi(), selector);
}
