import type { RouteComponent } from "@tanstack/react-router";
import type { PortalApiClient } from "@portal/core/api";
import type { BrandManifestInput } from "@portal/core/brand";
import type { FixtureState } from "./portal-fixture.tsx";
import { renderRoute, type RenderedRoute } from "./render-route.tsx";

/** A failure or pickup screen through its route, under the portal's providers, with the toaster. */
export function renderScreen(
  Screen: RouteComponent,
  { state, api, manifest = {} }: { state: FixtureState; api: PortalApiClient; manifest?: Partial<BrandManifestInput> },
): Promise<RenderedRoute> {
  return renderRoute({ state, api, Screen, manifest });
}
