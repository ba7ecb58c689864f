import { describeBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

// The brand-menu API is not reachable here; the header's menu and drawer are in Header.test.tsx.
globalThis.fetch = async () => new Response("{}", { status: 503 });

describeBrandChrome(brand, { subdomains: ["medleaf"], fullTheme, emptyTheme });
