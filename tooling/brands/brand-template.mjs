// The files of a new brand package (`pnpm new-brand <id>`): a complete, working brand built
// from @portal/ui's shared chrome pieces, so it needs no new translations to start with.

/** "acme-test" -> "Acme Test" */
export const displayNameOf = (id) =>
  id
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");

/** A stable colour per id, so two new brands do not look alike. */
export function primaryColourOf(id) {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash} 62% 34%)`;
}

export function brandFiles(id) {
  const name = displayNameOf(id);
  const primary = primaryColourOf(id);
  const sel = (el) => `${el}[data-brand="${id}"]`;
  return {
    "package.json": `${JSON.stringify(
      {
        name: `@portal/brand-${id}`,
        version: "0.0.0",
        private: true,
        type: "module",
        sideEffects: ["*.css"],
        exports: { ".": "./src/index.tsx", "./manifest": "./src/manifest.ts" },
        scripts: { typecheck: "tsc -p tsconfig.json", test: "vitest run" },
        dependencies: {
          "@portal/core": "workspace:*",
          "@portal/i18n": "workspace:*",
          "@portal/ui": "workspace:*",
          "@lingui/core": "catalog:",
          "@lingui/react": "catalog:",
        },
        peerDependencies: { react: "*" },
        devDependencies: {
          react: "catalog:",
          "react-dom": "catalog:",
          "@types/react": "catalog:",
          "@types/react-dom": "catalog:",
          "@testing-library/react": "catalog:",
          "@testing-library/dom": "catalog:",
          "@storybook/react-vite": "catalog:",
          "happy-dom": "catalog:",
          vitest: "catalog:",
          typescript: "catalog:",
          "@portal/tooling": "workspace:*",
        },
      },
      null,
      2,
    )}\n`,
    "tsconfig.json": `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "types": [] },
  "include": ["src", "*.ts", "../../tooling/typescript/ambient.d.ts"]
}
`,
    "vitest.config.ts": `import { portalTestProject } from "@portal/tooling/vitest";

export default portalTestProject({ name: "brand-${id}", environment: "happy-dom" });
`,
    "README.md": `# @portal/brand-${id}

${name}, made with \`pnpm new-brand ${id}\`. Edit freely; \`brands/README.md\` explains each part.

- \`src/manifest.ts\`: rules and policies (React-free; the server reads it too) and theme defaults.
- \`src/Header.tsx\`, \`src/Footer.tsx\` (+ \`.css\`): the chrome, from \`@portal/ui\`'s shared pieces.
- Demo: \`http://${id}.localhost:3000/en\` after \`pnpm start\` or \`pnpm dev\`.

\`\`\`sh
npx vitest run --project brand-${id}
\`\`\`
`,
    "src/tokens.ts": `import type { ThemeTokens } from "@portal/core/theme";

/** ${name}'s colours and type: the theme stored for the brand overrides any of them. */
export const tokens = {
  primary: "${primary}",
  primaryText: "#ffffff",
  accent: "${primary}",
  background: "#fafaf9",
  surface: "#ffffff",
  text: "#1c1917",
  headerBackground: "${primary}",
  headerText: "#ffffff",
  footerBackground: "#1c1917",
  footerText: "#f5f5f4",
  fontFamily: "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  radius: "6px",
} satisfies ThemeTokens;
`,
    "src/manifest.ts": `import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** ${name}: every default of the product rules; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "${id}",
  displayName: "${name}",
  subdomains: ["${id}"],
  themeDefaults: { tokens },
});
`,
    "src/index.tsx": `import { defineBrand, staticChrome } from "@portal/ui";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";
// The footer's styles load with the brand: a page shows the server's footer before (or without) its code.
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

/** ${name}'s chrome: loaded lazily, only on its own pages. */
export const brand = defineBrand({
  manifest,
  Header,
  // Links and text only: a page keeps the server's markup of it and downloads its code only to
  // render it anew. A footer with state or handlers of its own is passed as a plain component.
  Footer: staticChrome(() => import("./Footer.tsx").then((module) => module.Footer)),
});

export default brand;
`,
    "src/Header.tsx": `import { StandardHeader, type BrandChromeProps } from "@portal/ui";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";

/** The standard header: the theme logo (or the placeholder) linked to the brand website. Add to its bar as children. */
export function Header({ theme, device }: BrandChromeProps) {
  return <StandardHeader brandId="${id}" theme={theme} device={device} />;
}
`,
    "src/Footer.tsx": `import { StandardFooter, type BrandChromeProps } from "@portal/ui";
import manifest from "./manifest.ts";

/** The standard footer: contact, the manifest's store and legal links, social and app links, copyright. Pass children for columns of your own. */
export function Footer(props: BrandChromeProps) {
  return <StandardFooter brandId="${id}" footerPolicy={manifest.footerPolicy} footerLinks={manifest.footerLinks} {...props} />;
}
`,
    "src/Header.css": `/* ${name} header: the standard header (@portal/ui/chrome/standard-header.css) plus what differs here. */
${sel("header")} {
  --brand-header-background: ${primary};
  --brand-header-text: #ffffff;
}
`,
    "src/Footer.css": `/* ${name} footer: the standard footer (@portal/ui/chrome/standard-footer.css) plus what differs here. */
`,
    "src/sample-themes.ts": `import { sampleThemesOf } from "@portal/ui/chrome/sample-themes";

/** ${name}'s sample themes (tests and Storybook's brand picker): everything filled in, and nothing but the name. */
export const { fullTheme, emptyTheme } = sampleThemesOf({ name: "${name}", handle: "${id}" });
`,
    "src/chrome.test.tsx": `import { describeBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

// The chrome every brand passes; add tests of what is particular to ${name} below.
describeBrandChrome(brand, { subdomains: ["${id}"], fullTheme, emptyTheme });
`,
  };
}

/** The demo brand row and theme, as one entry of the generated demo list (server seed). */
export function demoEntry(id) {
  return {
    packageId: id,
    subdomain: id,
    name: displayNameOf(id),
    // Waybills read PREFIX-STAGE-NUMBER and order ids ABC-310101, like the other demo brands'.
    waybillPrefix: id
      .replace(/[^a-z0-9]/g, "")
      .toUpperCase()
      .slice(0, 10),
    orderPrefix: `${id.slice(0, 3).toUpperCase()}-`,
  };
}
