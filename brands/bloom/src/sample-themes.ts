import { sampleThemesOf } from "@portal/ui/chrome/sample-themes";

/** Bloom's sample themes (tests and Storybook): everything filled in, and nothing but the name. */
export const { fullTheme, emptyTheme } = sampleThemesOf({ name: "Bloom", handle: "bloom" });
