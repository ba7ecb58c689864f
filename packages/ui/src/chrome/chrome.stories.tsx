// Storybook stories of the unstyled chrome pieces (brands style them through data-* attributes).
// Plain CSF objects: this package does not depend on Storybook's types.
import type { Theme } from "@portal/core/theme";
import { AppLinks } from "./app-links.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { CopyrightLine } from "./copyright-line.tsx";
import { SocialLinks } from "./social-links.tsx";
import { StoreLegalLinks } from "./store-legal-links.tsx";
import { useLanguageSwitch } from "./use-language-switch.ts";

const theme: Theme = {
  name: "Sample Store",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://store.example",
    email: "help@store.example",
    contact: "+91 22 5550 0101",
    time: { from: "9 am", to: "6 pm" },
    day: { from: "Mon", to: "Fri" },
    social: { fb: "https://social.example/store", ig: "https://photos.example/store" },
    app: { android: "https://play.example/store", ios: "https://apps.example/store" },
  },
};

function LanguageSwitchDemo() {
  const { rootProps, options } = useLanguageSwitch({ locale: "en", pathname: "/tracking", locales: ["en", "ar", "hi"] });
  return (
    <nav {...rootProps}>
      {options.map((option) => (
        <a key={option.locale} {...option.linkProps} style={{ marginInlineEnd: "1rem" }}>
          {option.label}
        </a>
      ))}
    </nav>
  );
}

function AllPieces() {
  return (
    <div style={{ display: "grid", gap: "1.5rem", padding: "1.5rem" }}>
      <BrandLogo theme={theme} />
      <ContactDetails theme={theme} />
      <StoreLegalLinks
        theme={theme}
        links={[
          { kind: "store-locator", href: "https://stores.store.example/" },
          { kind: "terms", href: "/terms" },
          { kind: "privacy", href: "/privacy" },
          { kind: "returns-policy", href: "/returns-policy" },
        ]}
      />
      <SocialLinks theme={theme} />
      <AppLinks theme={theme} />
      <CopyrightLine brandName={theme.name} year={2026} />
      <LanguageSwitchDemo />
    </div>
  );
}

export default {
  title: "UI/Chrome (unstyled)",
  component: AllPieces,
};

export const AllPiecesUnstyled = { name: "All pieces" };
