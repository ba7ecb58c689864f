import { sampleThemesOf } from "@portal/ui/chrome/sample-themes";

/** Sahra's sample themes (tests and Storybook): a UAE store's care line and working week, and nothing but the name. */
export const { fullTheme, emptyTheme } = sampleThemesOf({
  name: "Sahra",
  handle: "sahra",
  contact: "+971 4 555 0188",
  time: { from: "09:00", to: "21:00" },
  day: { from: "Monday", to: "Saturday" },
});
