import { describeBrandChrome } from "@portal/ui/chrome/testing";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

// The brand-menu API is not reachable here; the header's menu and drawer are in Header.test.tsx.
globalThis.fetch = async () => new Response("{}", { status: 503 });

describeBrandChrome(brand, {
  id: "medleaf",
  subdomains: ["medleaf"],
  fullTheme,
  emptyTheme,
  website: "https://medleaf.example",
  email: "care@medleaf.example",
  copyright: "© 2026 Medleaf",
});
