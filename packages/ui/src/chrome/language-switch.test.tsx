import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { LocaleCode } from "@portal/core/locale";
import { switchLanguagePath } from "./language-switch.ts";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { useLanguageSwitch } from "./use-language-switch.ts";

describe("switchLanguagePath", () => {
  test("rewrites the first path segment and keeps query string and hash", () => {
    expect(switchLanguagePath("/en/tracking?waybill=1#x", "ar")).toBe("/ar/tracking?waybill=1#x");
    expect(switchLanguagePath("/ar/returns/status?key=k&waybill=9", "en")).toBe("/en/returns/status?key=k&waybill=9");
  });

  test("adds a prefix to a path without one", () => {
    expect(switchLanguagePath("/tracking?waybill=1#x", "ar")).toBe("/ar/tracking?waybill=1#x");
    expect(switchLanguagePath("/", "ar")).toBe("/ar");
    expect(switchLanguagePath("/?waybill=1", "ar")).toBe("/ar?waybill=1");
    expect(switchLanguagePath("", "en")).toBe("/en");
  });

  test("bare language roots and the Bengali prefix", () => {
    expect(switchLanguagePath("/en", "ar")).toBe("/ar");
    expect(switchLanguagePath("/en/", "ar")).toBe("/ar/");
    expect(switchLanguagePath("/en/tracking", "bn")).toBe("/be/tracking");
    expect(switchLanguagePath("/be/tracking", "en")).toBe("/en/tracking");
  });

  test("a segment that only looks like a language is kept", () => {
    expect(switchLanguagePath("/english/page", "ar")).toBe("/ar/english/page");
  });
});

function Switcher({ locale, assign }: { locale: LocaleCode; assign: (url: string) => void }) {
  const { rootProps, others } = useLanguageSwitch({ locale, pathname: "/tracking", assign });
  return (
    <nav {...rootProps}>
      {others.map((option) => (
        <a key={option.locale} {...option.linkProps}>
          {option.label}
        </a>
      ))}
    </nav>
  );
}

describe("useLanguageSwitch", () => {
  beforeEach(() => window.history.replaceState(null, "", "/en/tracking?waybill=1#x"));
  afterEach(cleanup);

  test("links to the other language with query and hash, and reloads there on click", () => {
    const assign = vi.fn();
    renderWithI18n(<Switcher locale="en" assign={assign} />);
    const link = screen.getByRole("link", { name: "العربية" });
    expect(link.getAttribute("href")).toBe("/ar/tracking?waybill=1#x");
    expect(link.getAttribute("lang")).toBe("ar");
    expect(link.getAttribute("dir")).toBe("rtl");
    fireEvent.click(link);
    expect(assign).toHaveBeenCalledWith("/ar/tracking?waybill=1#x");
  });

  test("on an Arabic page the switcher is right-to-left and its English link left-to-right", () => {
    window.history.replaceState(null, "", "/ar/tracking?waybill=1#x");
    renderWithI18n(<Switcher locale="ar" assign={vi.fn()} />, "ar");
    const nav = screen.getByRole("navigation");
    expect(nav.getAttribute("dir")).toBe("rtl");
    const link = screen.getByRole("link", { name: "English" });
    expect(link.getAttribute("dir")).toBe("ltr");
    expect(link.getAttribute("href")).toBe("/en/tracking?waybill=1#x");
  });

  test("uses the location at click time (the hash may have changed)", () => {
    const assign = vi.fn();
    renderWithI18n(<Switcher locale="en" assign={assign} />);
    window.history.replaceState(null, "", "/en/tracking?waybill=1#timeline");
    fireEvent.click(screen.getByRole("link", { name: "العربية" }));
    expect(assign).toHaveBeenCalledWith("/ar/tracking?waybill=1#timeline");
  });

  test("modified clicks are left to the browser (open in a new tab)", () => {
    const assign = vi.fn();
    renderWithI18n(<Switcher locale="en" assign={assign} />);
    fireEvent.click(screen.getByRole("link", { name: "العربية" }), { ctrlKey: true });
    expect(assign).not.toHaveBeenCalled();
  });
});
