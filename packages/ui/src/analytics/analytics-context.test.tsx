import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AnalyticsProvider, useAnalytics } from "./analytics-context.tsx";
import { emailClickEvent, socialClickEvent, type AnalyticsLinkEvent } from "./analytics-event.ts";
import type { AnalyticsSink } from "./analytics-sink.ts";

afterEach(cleanup);

/**
 * What the click left to the browser: recorded by a document listener (after React's), which
 * then stops happy-dom from really following the link.
 */
function clickAndSeeDefault(element: Element): boolean {
  let browserWouldFollow = false;
  const listener = (event: Event) => {
    browserWouldFollow = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", listener);
  try {
    fireEvent.click(element);
  } finally {
    document.removeEventListener("click", listener);
  }
  return browserWouldFollow;
}

function Link({ href, event, target }: { href: string; event: AnalyticsLinkEvent; target?: string }) {
  const { trackedLinkProps } = useAnalytics();
  return (
    <a href={href} target={target} {...trackedLinkProps(event)}>
      link
    </a>
  );
}

const sinkSpy = () => ({ send: vi.fn(), start: vi.fn() }) satisfies AnalyticsSink;

describe("analytics provider", () => {
  test("a click sends the event with the brand as label, and starts the sink once", () => {
    const sink = sinkSpy();
    render(
      <AnalyticsProvider sink={sink} label="demo">
        <Link href="mailto:care@demo.example" event={emailClickEvent()} />
      </AnalyticsProvider>,
    );
    expect(sink.start).toHaveBeenCalledOnce();
    clickAndSeeDefault(screen.getByRole("link"));
    expect(sink.send).toHaveBeenCalledWith({ category: "Email ID", action: "mailto", label: "demo" });
  });

  test("without a provider, links work and nothing is sent", () => {
    render(<Link href="mailto:care@demo.example" event={emailClickEvent()} />);
    expect(clickAndSeeDefault(screen.getByRole("link"))).toBe(true);
  });

  test("a same-tab outbound link waits the delay, then leaves", () => {
    vi.useFakeTimers();
    try {
      const sink = sinkSpy();
      render(
        <AnalyticsProvider sink={sink} label="demo" outboundDelayMs={250}>
          <Link href="https://play.example/app" event={socialClickEvent("fb")} />
        </AnalyticsProvider>,
      );
      const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
      expect(clickAndSeeDefault(screen.getByRole("link"))).toBe(false);
      expect(sink.send).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(249);
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(assign).toHaveBeenCalledWith("https://play.example/app");
    } finally {
      vi.useRealTimers();
    }
  });

  test("new-tab links are never held back", () => {
    const sink = sinkSpy();
    render(
      <AnalyticsProvider sink={sink} label="demo" outboundDelayMs={250}>
        <Link href="https://social.example/demo" target="_blank" event={socialClickEvent("ig")} />
      </AnalyticsProvider>,
    );
    expect(clickAndSeeDefault(screen.getByRole("link"))).toBe(true);
    expect(sink.send).toHaveBeenCalledWith({ category: "Social", action: "ig", label: "demo" });
  });

  test("a throwing sink does not break the click", () => {
    const sink: AnalyticsSink = {
      send: () => {
        throw new Error("boom");
      },
    };
    render(
      <AnalyticsProvider sink={sink} label="demo">
        <Link href="tel:+911800" event={{ category: "Contact Number", action: "tel" }} />
      </AnalyticsProvider>,
    );
    expect(clickAndSeeDefault(screen.getByRole("link"))).toBe(true);
  });
});

/** Markup React does not render, as the portal keeps a server-rendered footer: links with their event attributes only. */
function Markup({ html }: { html: string }) {
  const { trackedClickIn } = useAnalytics();
  return <div data-testid="markup" role="presentation" onClick={trackedClickIn} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A tracked link's markup as the server renders it. */
function markupOf(event: AnalyticsLinkEvent, href: string, extra = ""): string {
  return (
    renderToStaticMarkup(
      <AnalyticsProvider sink={{ send: () => {} }} label="demo">
        <Link href={href} event={event} />
      </AnalyticsProvider>,
    ) + extra
  );
}

describe("clicks in markup React did not render", () => {
  test("a tracked link records the event its attributes name, with the brand as label", () => {
    const sink = sinkSpy();
    render(
      <AnalyticsProvider sink={sink} label="demo">
        <Markup html={markupOf(emailClickEvent(), "mailto:care@demo.example", '<a href="/help">help</a>')} />
      </AnalyticsProvider>,
    );
    expect(clickAndSeeDefault(screen.getByText("link"))).toBe(true);
    expect(sink.send).toHaveBeenCalledExactlyOnceWith({ category: "Email ID", action: "mailto", label: "demo" });
    clickAndSeeDefault(screen.getByText("help"));
    expect(sink.send).toHaveBeenCalledOnce();
  });

  test("a same-tab outbound link waits the delay there too", () => {
    vi.useFakeTimers();
    try {
      const sink = sinkSpy();
      render(
        <AnalyticsProvider sink={sink} label="demo" outboundDelayMs={250}>
          <Markup html={markupOf(socialClickEvent("fb"), "https://play.example/app")} />
        </AnalyticsProvider>,
      );
      const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
      expect(clickAndSeeDefault(screen.getByText("link"))).toBe(false);
      vi.advanceTimersByTime(250);
      expect(assign).toHaveBeenCalledWith("https://play.example/app");
    } finally {
      vi.useRealTimers();
    }
  });

  test("a link without an event's attributes sends nothing", () => {
    const sink = sinkSpy();
    render(
      <AnalyticsProvider sink={sink} label="demo">
        <Markup html={'<a href="/help">help</a><a href="#" data-track-category="Social">no action</a>'} />
      </AnalyticsProvider>,
    );
    expect(clickAndSeeDefault(screen.getByText("help"))).toBe(true);
    clickAndSeeDefault(screen.getByText("no action"));
    expect(sink.send).not.toHaveBeenCalled();
  });
});
