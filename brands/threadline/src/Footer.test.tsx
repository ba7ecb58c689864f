import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { BrandChromeProps } from "@portal/ui";
import { renderChromePiece } from "@portal/ui/testing/brand-chrome";
import { Footer } from "./Footer.tsx";
import { NONE_OPEN, openTabIn } from "./footer-tabs.ts";
import { fullTheme } from "./sample-themes.ts";

afterEach(cleanup);

const renderFooter = (props: Partial<BrandChromeProps> = {}) => renderChromePiece(Footer, { theme: fullTheme, device: "mobile", ...props });

const footer = () => screen.getByRole("contentinfo");
const sections = () => [...footer().querySelectorAll<HTMLDetailsElement>('details[data-part="tab-section"]')];
/** A section's summary (its tab), found by its heading. */
const tab = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("summary") as HTMLElement;

describe("Threadline Footer", () => {
  test("three <details> sections of one exclusive group, none open at first (-1), no script state on the footer", () => {
    renderFooter();
    expect(openTabIn(footer())).toBe(NONE_OPEN);
    expect(NONE_OPEN).toBe(-1);
    expect(sections().map((section) => section.querySelector(":scope > summary h2")?.textContent)).toEqual(["Call us", "Write to us", "Follow us"]);
    // One shared, non-empty name: the browser opens one at a time (e2e checks it in Chromium).
    const names = new Set(sections().map((section) => section.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toMatch(/\S/);
    expect(sections().filter((section) => section.hasAttribute("open"))).toEqual([]);
    // Static chrome: the open section is the DOM's state, never an attribute to keep in step.
    expect(footer().hasAttribute("data-open-tab")).toBe(false);
  });

  test("a section with nothing to show is left out: no social or app links, no Follow us; no email, no Write to us", () => {
    renderFooter({ theme: { ...fullTheme, meta_data: { ...fullTheme.meta_data, social: {}, app: {} } } });
    expect(sections().map((section) => section.querySelector(":scope > summary h2")?.textContent)).toEqual(["Call us", "Write to us"]);
    cleanup();
    renderFooter({ theme: { ...fullTheme, meta_data: { social: { ig: "https://instagram.com/threadline" } } } });
    expect(sections().map((section) => section.querySelector(":scope > summary h2")?.textContent)).toEqual(["Call us", "Follow us"]);
    fireEvent.click(tab("Follow us"));
    expect(sections()[1]?.querySelectorAll("a[href]").length).toBeGreaterThan(0);
  });

  test("clicking a tab's summary opens its section, clicking it again closes it", () => {
    renderFooter();
    fireEvent.click(tab("Call us"));
    expect(openTabIn(footer())).toBe(0);
    expect(sections()[0]?.open).toBe(true);
    fireEvent.click(tab("Call us"));
    expect(openTabIn(footer())).toBe(NONE_OPEN);
    fireEvent.click(tab("Follow us"));
    expect(openTabIn(footer())).toBe(2);
  });

  test("openTabIn reads the open section from the DOM", () => {
    renderFooter();
    sections()[1]?.setAttribute("open", "");
    expect(openTabIn(footer())).toBe(1);
    sections()[1]?.removeAttribute("open");
    expect(openTabIn(footer())).toBe(NONE_OPEN);
  });

  test("lists India, US, UK and Australia numbers, country names from Intl in the page language", () => {
    renderFooter();
    fireEvent.click(tab("Call us"));
    const rows = [...document.querySelectorAll("[data-country]")].map((li) => li.getAttribute("data-country"));
    expect(rows).toEqual(["IN", "US", "GB", "AU"]);
    expect(screen.getByText("United Kingdom")).toBeTruthy();
    expect(screen.getByRole("link", { name: "+61 2 5550 1234" }).getAttribute("href")).toBe("tel:+61255501234");
  });

  test("is shown on every return step", () => {
    renderFooter({ orderStep: 3 });
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });
});
