import { sampleThemesOf } from "@portal/ui/chrome/sample-themes";

/** Lua's sample themes (tests and Storybook): its US care line (it sells to Vietnamese-speaking shoppers there), and nothing but the name. */
export const { fullTheme, emptyTheme } = sampleThemesOf({ name: "Lua", handle: "lua", contact: "+1 714 555 0136" });
