import { act, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { AnalyticsProvider, emailClickEvent, staticChrome, useAnalytics, type BrandChromeProps } from "@portal/ui";
import { readServerMarkups, ServerMarkup, ServerMarkupProvider, type ServerMarkups } from "./server-markup.tsx";

// A brand footer of links and text is kept as the server rendered it: the browser never needs
// its code, yet a click on its links is still tracked, and a page that did not get it from the
// server (shown later by a client navigation) renders it from its code.

function FooterLinks(_props: BrandChromeProps) {
  const { trackedLinkProps } = useAnalytics();
  return (
    <footer>
      <a href="mailto:care@demo.example" {...trackedLinkProps(emailClickEvent())}>
        care@demo.example
      </a>
    </footer>
  );
}

const CHROME_PROPS = {} as BrandChromeProps;

function Page({ Footer, markups, send }: { Footer: ComponentType<BrandChromeProps>; markups: ServerMarkups; send: (event: unknown) => void }) {
  return (
    <AnalyticsProvider sink={{ send }} label="demo">
      <ServerMarkupProvider value={markups}>
        <main>page</main>
        <ServerMarkup name="footer">
          <Footer {...CHROME_PROPS} />
        </ServerMarkup>
      </ServerMarkupProvider>
    </AnalyticsProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("hydrating keeps the server's footer without its code, with no mismatch, and its links' clicks are tracked", async () => {
  const serverFooter = staticChrome(() => Promise.resolve(FooterLinks));
  await serverFooter.load();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page Footer={serverFooter} markups={{}} send={() => {}} />);
  document.body.append(container);

  const markups = readServerMarkups(document);
  expect(markups.footer).toContain("care@demo.example");
  // In the browser the footer's code is never asked for.
  const load = vi.fn(() => new Promise<typeof FooterLinks>(() => {}));
  const browserFooter = staticChrome(load);
  const send = vi.fn();
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Page Footer={browserFooter} markups={markups} send={send} />, { onRecoverableError: recoverable });
  });
  expect(load).not.toHaveBeenCalled();
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();

  const link = container.querySelector("footer a");
  expect(link?.textContent).toBe("care@demo.example");
  link?.addEventListener("click", (event) => event.preventDefault());
  await act(async () => (link as HTMLElement).click());
  expect(send).toHaveBeenCalledWith({ category: "Email ID", action: "mailto", label: "demo" });
});

test("a page without the server's footer renders it from its code", async () => {
  const footer = staticChrome(() => Promise.resolve(FooterLinks));
  const container = document.createElement("div");
  document.body.append(container);
  const { createRoot } = await import("react-dom/client");
  await act(async () => createRoot(container).render(<Page Footer={footer} markups={readServerMarkups(document)} send={() => {}} />));
  expect(container.querySelector("[data-server-markup='footer'] footer a")?.getAttribute("href")).toBe("mailto:care@demo.example");
});
