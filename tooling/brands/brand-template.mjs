// The files of a new brand package (`pnpm new-brand <id>`): a complete, working brand built
// from @portal/ui's shared chrome pieces, so it needs no new translations to start with.

/** "acme-test" -> "Acme Test" */
export const displayNameOf = (id) => id.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");

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
  background: "#f8fafc",
  surface: "#ffffff",
  text: "#111827",
  headerBackground: "${primary}",
  headerText: "#ffffff",
  footerBackground: "#111827",
  footerText: "#f3f4f6",
  fontFamily: "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
  radius: "6px",
} satisfies ThemeTokens;
`,
    "src/manifest.ts": `import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** ${name}: every spec default; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "${id}",
  displayName: "${name}",
  subdomains: ["${id}"],
  themeDefaults: { tokens },
});
`,
    "src/index.tsx": `import { defineBrand } from "@portal/ui";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import manifest from "./manifest.ts";

/** ${name}'s chrome: loaded lazily, only on its own pages. */
export const brand = defineBrand({ manifest, Header, Footer });

export default brand;
export { Footer, Header, manifest };
`,
    "src/Header.tsx": `import { BrandLogo, type BrandChromeProps } from "@portal/ui";
import "./Header.css";

/** The theme logo (or the placeholder) linked to the brand website. */
export function Header({ theme, device }: BrandChromeProps) {
  return (
    <header data-brand="${id}" data-device={device}>
      <div data-part="bar">
        <BrandLogo theme={theme} />
      </div>
    </header>
  );
}
`,
    "src/Footer.tsx": `import { AppLinks, ContactDetails, CopyrightLine, shouldShowFooter, SocialLinks, type BrandChromeProps } from "@portal/ui";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

/** Contact, social and app links and the copyright line, each only when the theme has it. */
export function Footer({ theme, device, orderStep }: BrandChromeProps) {
  if (!shouldShowFooter(orderStep, manifest.footerPolicy)) return null;
  return (
    <footer data-brand="${id}" data-chrome-footer="standard" data-device={device}>
      <div data-part="columns">
        <ContactDetails theme={theme} />
        <SocialLinks theme={theme} />
        <AppLinks theme={theme} />
      </div>
      <div data-part="legal">
        <CopyrightLine brandName={theme.name} />
      </div>
    </footer>
  );
}
`,
    "src/Header.css": `/* ${name} header: colours from the theme's CSS variables, logical properties for RTL. */
${sel("header")} {
  background: var(--portal-header-background, ${primary});
  color: var(--portal-header-text, #ffffff);
  font-family: var(--portal-font-family, system-ui, sans-serif);
}

${sel("header")} [data-part="bar"] {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  max-inline-size: 72rem;
  min-block-size: 4rem;
  margin-inline: auto;
  padding-block: 0.75rem;
  padding-inline: 1.5rem;
}

${sel("header")}[data-device="mobile"] [data-part="bar"] {
  min-block-size: 3.5rem;
  padding-inline: 1rem;
}

${sel("header")} [data-chrome="brand-logo"] {
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
}

${sel("header")} a[data-chrome="brand-logo"]:focus-visible {
  outline: 2px solid currentColor;
  outline-offset: 4px;
}

${sel("header")} [data-part="image"] {
  display: block;
  block-size: 2.25rem;
  inline-size: auto;
  max-inline-size: 11rem;
  object-fit: contain;
}
`,
    "src/Footer.css": `/* ${name} footer: the standard footer (@portal/ui/chrome/standard-footer.css) plus what differs here. */
`,
    "src/sample-themes.ts": `import type { Theme } from "@portal/core/theme";

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme: Theme = {
  name: "${name}",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://${id}.example",
    email: "care@${id}.example",
    contact: "+91 80 4000 5678",
    time: { from: "09:00", to: "18:00" },
    day: { from: "Monday", to: "Friday" },
    social: { fb: "https://social.example/${id}", ig: "https://photos.example/${id}" },
    app: { android: "https://play.example/${id}", ios: "https://apps.example/${id}" },
  },
};

/** A brand that filled in nothing but its name. */
export const emptyTheme: Theme = { name: "${name}", tokens: {}, config: {}, meta_data: {} };
`,
    "src/chrome.test.tsx": `import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { createI18n } from "@portal/i18n";
import { NowProvider, type BrandChromeProps } from "@portal/ui";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

afterEach(cleanup);

function renderChrome(props: Partial<BrandChromeProps> = {}) {
  const chrome: BrandChromeProps = { theme: fullTheme, locale: "en", pathname: "/tracking", device: "other", ...props };
  return render(
    <I18nProvider i18n={createI18n("en", {})}>
      <NowProvider now="2026-11-21T12:00:00Z">
        <brand.Header {...chrome} />
        <brand.Footer {...chrome} />
      </NowProvider>
    </I18nProvider>,
  );
}

describe("${name} chrome", () => {
  test("the manifest names this package", () => {
    expect(brand.id).toBe("${id}");
    expect(brand.manifest.subdomains).toContain("${id}");
  });

  test("header links the brand website; footer shows contact and copyright", () => {
    renderChrome();
    expect(screen.getByRole("banner").querySelector("a")?.getAttribute("href")).toBe("https://${id}.example");
    expect(screen.getByRole("link", { name: "care@${id}.example" }).getAttribute("href")).toBe("mailto:care@${id}.example");
    expect(screen.getByRole("contentinfo").textContent).toContain("© 2026 ${name}");
  });

  test("without a logo the header shows the placeholder", () => {
    renderChrome({ theme: emptyTheme });
    expect(screen.getByRole("banner").querySelector('[data-state="placeholder"]')).not.toBeNull();
  });

  test("the footer follows the manifest's footer policy from return step 2", () => {
    renderChrome({ orderStep: 2 });
    expect(screen.queryByRole("contentinfo") !== null).toBe(brand.manifest.footerPolicy === "always");
  });
});
`,
    "src/Header.stories.tsx": storyFile(id, name, "Header", "HEADER_STORY_CONTROLS"),
    "src/Footer.stories.tsx": storyFile(id, name, "Footer", "FOOTER_STORY_CONTROLS"),
  };
}

function storyFile(id, name, component, controls) {
  return `import type { Meta, StoryObj } from "@storybook/react-vite";
import { ${controls} } from "@portal/ui/storybook";
import { ${component} } from "./${component}.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";
import { tokens } from "./tokens.ts";

const meta: Meta<typeof ${component}> = {
  title: "Brands/${name}/${component}",
  component: ${component},
  argTypes: { ...${controls} },
  parameters: { layout: "fullscreen", portalBrand: { id: "${id}", tokens, sampleTheme: fullTheme } },
};
export default meta;

type Story = StoryObj<typeof ${component}>;

export const ThemeWithEverything: Story = { name: "Theme with everything" };
export const ThemeWithNothing: Story = { name: "Theme with nothing", args: { theme: emptyTheme } };
export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
export const Arabic: Story = { name: "Arabic (right to left)", globals: { locale: "ar" } };
`;
}

/** The demo brand row and theme, as one entry of the generated demo list (server seed). */
export function demoEntry(id) {
  return { packageId: id, subdomain: id, name: displayNameOf(id) };
}
