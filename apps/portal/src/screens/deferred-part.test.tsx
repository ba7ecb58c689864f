import { act, lazy, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { deferredPart, HydrationMarker, preloadDeferredParts } from "./deferred-part.tsx";

// `html[data-hydrated]` promises that every control on the page answers (browser tests and
// the shopper's first tap rely on it): a deferred part's server markup is inert until its code
// has mounted, so the page must not count as hydrated while any of it still is.

function Choice() {
  return <input type="radio" name="stars" aria-label="five stars" />;
}
const Part = deferredPart(() => Promise.resolve({ default: Choice }));

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = "";
});

test("a part inside a screen whose code arrives after the first commit: hydrated only once the part has mounted", async () => {
  await preloadDeferredParts();
  const Screen = () => (
    <main>
      <Part />
    </main>
  );
  const serverTree = (
    <>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
      <HydrationMarker />
    </>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(serverTree);
  document.body.append(container);
  expect(container.querySelector("[data-deferred-part][inert] input")).not.toBeNull();

  // In the browser the screen's code is still on the way when hydration starts.
  let arrive!: () => void;
  const LateScreen = lazy(() => new Promise<{ default: typeof Screen }>((resolve) => (arrive = () => resolve({ default: Screen }))));
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <Suspense fallback={null}>
          <LateScreen />
        </Suspense>
        <HydrationMarker />
      </>,
    );
  });
  expect(document.documentElement.dataset.hydrated).toBeUndefined();

  await act(async () => arrive());
  expect(container.querySelector("[data-deferred-part][inert]")).toBeNull();
  expect(document.documentElement.dataset.hydrated).toBe("true");
});
