import { describeBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

// The footer's own behaviour (tabs, phone numbers) is in Footer.test.tsx.
describeBrandChrome(brand, { subdomains: ["threadline"], fullTheme, emptyTheme, emailInClosedSection: true });
