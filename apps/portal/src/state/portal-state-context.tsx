import { createContext, useContext, type ReactNode } from "react";
import type { BrandDefinition } from "@portal/ui";
import type { PortalApiClient } from "@portal/core/api";
import type { PortalInitialState } from "./initial-state.ts";

interface PortalContextValue {
  state: PortalInitialState;
  brand: BrandDefinition;
  /** Calls to this server's /api/v1 (same origin). */
  api: PortalApiClient;
}

const PortalContext = createContext<PortalContextValue | null>(null);

export function PortalStateProvider({ value, children }: { value: PortalContextValue; children: ReactNode }) {
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

/** The request's state and brand. Throws outside the provider so a missing provider is loud. */
export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error("usePortal must be used inside <PortalStateProvider>");
  return value;
}
