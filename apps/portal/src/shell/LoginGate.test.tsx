import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createI18n } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import { BARE_BRAND, fakeApi, stateFor } from "../testing/render-portal-page.tsx";
import { PortalStateProvider } from "../state/portal-state-context.tsx";
import { LoginGate } from "./LoginGate.tsx";
import { onDemandModules } from "../on-demand/load-on-demand.ts";

// In the app a navigation's route loader has loaded what a page loads on demand, the guard
// among it, before the gate renders the new screen (these test routes have no loader).
beforeAll(() => onDemandModules().then(() => undefined), 30_000);

afterEach(() => {
  cleanup();
  document.cookie = "expires_at=; max-age=0; path=/";
  vi.restoreAllMocks();
});

/** Two screens under the gate: the tracking page the server rendered, and the guarded return flow. */
async function renderGate(requiredLogin: boolean | undefined) {
  const root = createRootRoute({
    component: () => (
      <LoginGate>
        <Outlet />
      </LoginGate>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => root, path: "/ar/tracking", component: () => <p>tracking screen</p> }),
    createRoute({ getParentRoute: () => root, path: "/ar/returns", component: () => <p>returns screen</p> }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ["/ar/tracking"] }) });
  await router.load();
  const state = stateFor("/ar/tracking", { theme: { meta_data: requiredLogin === undefined ? {} : { required_login: requiredLogin } } });
  const replace = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, replace } as Location);
  render(
    <PortalI18nProvider i18n={createI18n("ar", {})}>
      <PortalStateProvider value={{ state, brand: BARE_BRAND, api: fakeApi() }}>
        <RouterProvider router={router as never} />
      </PortalStateProvider>
    </PortalI18nProvider>,
  );
  await screen.findByText("tracking screen");
  const go = (to: string) => act(() => router.navigate({ to: to as never }));
  return { go, replace };
}

describe("the login gate on in-app navigation", () => {
  test("a guarded screen without a session renders nothing and sends the browser to the login, with next back", async () => {
    const { go, replace } = await renderGate(true);
    await go("/ar/returns");
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith("/ar/login?next=%2Far%2Freturns"));
    expect(screen.queryByText("returns screen")).toBeNull();
  });

  test("with a session that has not ended, the screen renders", async () => {
    document.cookie = `expires_at=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}; path=/`;
    const { go, replace } = await renderGate(true);
    await go("/ar/returns");
    expect(await screen.findByText("returns screen")).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  test("an ended session counts as none", async () => {
    document.cookie = `expires_at=${encodeURIComponent(new Date(Date.now() - 1000).toISOString())}; path=/`;
    const { go, replace } = await renderGate(true);
    await go("/ar/returns");
    await vi.waitFor(() => expect(replace).toHaveBeenCalledOnce());
    expect(screen.queryByText("returns screen")).toBeNull();
  });

  test("a login-free brand (required_login false) is never guarded", async () => {
    const { go, replace } = await renderGate(false);
    await go("/ar/returns");
    expect(await screen.findByText("returns screen")).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  test("a theme silent on required_login is guarded (product rules: unless the theme marks login as not required)", async () => {
    const { go, replace } = await renderGate(undefined);
    await go("/ar/returns");
    await vi.waitFor(() => expect(replace).toHaveBeenCalledOnce());
    expect(screen.queryByText("returns screen")).toBeNull();
  });
});
