import { createContext, useContext, type ReactNode } from "react";
import type { BrandDefinition } from "@portal/ui";
import type { PortalApiClient } from "@portal/core/api";
import type { PortalInitialState, PostedForm, PostedFormId } from "./initial-state.ts";

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

// The no-JS form posts' helpers live here, in the page's entry, rather than in a chunk of their
// own: three lazy screens share them, and a shared chunk would be named in the tracking page's
// preload map for nothing.

/**
 * Without JavaScript a form posts to its own page (no `action`: the page's URL, query kept),
 * never by GET: the fields stay out of the address bar, history and server logs. With
 * JavaScript the form's submit handler sends the API call instead, as before.
 */
export const POST_TO_OWN_PAGE = { method: "post" } as const;

/** The refused no-JS post of this form the server rendered the page with, if any. */
export function postedFormOf(state: PortalInitialState, form: PostedFormId): PostedForm | undefined {
  return state.posted?.form === form ? state.posted : undefined;
}

/** One posted field as text (absent fields read as empty). */
export function postedValue(posted: PostedForm | undefined, field: string): string | undefined {
  return posted ? (posted.values[field] ?? "") : undefined;
}
