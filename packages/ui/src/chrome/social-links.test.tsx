import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { SocialLinks } from "./social-links.tsx";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";

afterEach(cleanup);

describe("SocialLinks", () => {
  test("links only the networks the theme configures, each in a new tab", () => {
    renderWithI18n(<SocialLinks theme={{ meta_data: { social: { fb: "https://facebook.example/acme", yt: "https://video.example/acme" } } }} />);
    const nav = screen.getByRole("navigation", { name: "Social media" });
    const links = [screen.getByRole("link", { name: "Facebook (opens in a new tab)" }), screen.getByRole("link", { name: "YouTube (opens in a new tab)" })];
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(nav.contains(links[0] ?? null)).toBe(true);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(screen.queryByText("Instagram")).toBeNull();
  });

  test("renders nothing when the theme has no social links", () => {
    renderWithI18n(<SocialLinks theme={{ meta_data: { social: { fb: "", tw: "javascript:alert(1)" } } }} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  test("a brand can put its own glyph before each name", () => {
    renderWithI18n(
      <SocialLinks
        theme={{ meta_data: { social: { ig: "https://photos.example/acme" } } }}
        renderGlyph={(network) => <span data-testid={`glyph-${network}`} aria-hidden="true" />}
      />,
    );
    expect(screen.getByTestId("glyph-ig")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Instagram (opens in a new tab)" })).toBeTruthy();
  });
});
