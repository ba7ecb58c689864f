import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { AppLinks } from "./app-links.tsx";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";

afterEach(cleanup);

describe("AppLinks", () => {
  test("text links to the configured apps", () => {
    renderWithI18n(<AppLinks theme={{ meta_data: { app: { android: "https://play.example/acme" } } }} />);
    expect(screen.getByRole("navigation", { name: "Mobile apps" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get the app for Android" }).getAttribute("href")).toBe("https://play.example/acme");
    expect(screen.queryByRole("link", { name: "Get the app for iOS" })).toBeNull();
  });

  test("nothing without app links", () => {
    renderWithI18n(<AppLinks theme={{ meta_data: {} }} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
