import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { ClientAssets } from "./client-assets.ts";
import { renderDocument } from "./html-document.ts";

const MANIFEST = {
  "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true, css: ["assets/entry.css"] },
  "../../brands/acme/src/index.tsx": { file: "assets/brand-acme.js", isDynamicEntry: true, imports: ["src/entry-client.tsx"], css: ["assets/brand-acme.css"] },
  "../../brands/other/src/index.tsx": { file: "assets/brand-other.js", isDynamicEntry: true, css: ["assets/brand-other.css"] },
};
const FILES: Record<string, string> = {
  "assets/entry.css": ".portal-page{margin-inline:auto}",
  "assets/brand-acme.css": ".acme-header{color:red}",
  "assets/brand-other.css": ".other-header{color:blue}",
};

describe("page assets", () => {
  test("with the build's files, a page's stylesheets are inlined (its own brand's only) instead of linked", () => {
    const assets = new ClientAssets(MANIFEST, "/", (file) => FILES[file]!).forPage(["../../brands/acme/src/index.tsx"]);
    expect({ linked: assets.stylesheets, inlined: assets.inlineStyles }).toEqual({
      linked: [],
      inlined: [
        { href: "/assets/entry.css", css: ".portal-page{margin-inline:auto}" },
        { href: "/assets/brand-acme.css", css: ".acme-header{color:red}" },
      ],
    });
  });

  test("the document carries the CSS in style elements allowed by their hashes, with an inert link per sheet and no fetched one", () => {
    const assets = new ClientAssets(MANIFEST, "/", (file) => FILES[file]!).forPage(["../../brands/acme/src/index.tsx"]);
    const { html, styleHashes } = renderDocument({
      lang: "en",
      dir: "ltr",
      title: "t",
      themeCss: ":root{--x:1}",
      assets,
      appHtml: "",
      stateJson: "{}",
      stateElementId: "s",
      rootElementId: "r",
    });
    expect(html).toContain('<style>.acme-header{color:red}</style><link rel="stylesheet" type="text/x-inlined" href="/assets/brand-acme.css">');
    expect(html.match(/<link rel="stylesheet" href="[^"]+">/g)).toBeNull();
    // One hash per <style> element, of exactly its text (what a browser checks against the policy).
    const styleTexts = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(styleHashes).toEqual(styleTexts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`));
    expect(styleTexts).toContain(".acme-header{color:red}");
    expect(html).not.toContain("nonce");
  });

  test("without them (a test's fake manifest), stylesheets stay links", () => {
    const assets = new ClientAssets(MANIFEST).forPage([]);
    expect({ linked: assets.stylesheets, inlined: assets.inlineStyles }).toEqual({ linked: ["/assets/entry.css"], inlined: [] });
  });
});
