import { describeBrandChrome } from "@portal/ui/chrome/testing";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

// The footer's own behaviour (tabs, phone numbers) is in Footer.test.tsx.
describeBrandChrome(brand, {
  id: "threadline",
  subdomains: ["threadline"],
  fullTheme,
  emptyTheme,
  website: "https://threadline.example",
  email: "care@threadline.example",
  emailInClosedSection: true,
  copyright: "© 2026 Threadline",
});
