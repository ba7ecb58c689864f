import type { ReactNode } from "react";
import { createStoreContext } from "../store-context.tsx";
import { createReturnFlowStore, type ReturnFlowConfig } from "./return-flow-store.ts";

const returnFlow = createStoreContext(createReturnFlowStore, { hooks: "Return flow", provider: "ReturnFlowProvider" });

/** One store per mounted flow, created on first render from `config` (later changes are ignored). */
export function ReturnFlowProvider({ config, children }: { config: ReturnFlowConfig; children: ReactNode }) {
  return <returnFlow.StoreProvider init={config}>{children}</returnFlow.StoreProvider>;
}

export const useReturnFlowApi = returnFlow.useStoreApi;
export const useReturnFlowStore = returnFlow.useSelected;
