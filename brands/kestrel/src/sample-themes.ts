import { sampleThemesOf } from "@portal/ui/chrome/sample-themes";

const samples = sampleThemesOf({
  name: "Kestrel & Co.",
  handle: "kestrel",
  socialHandle: "kestrelco",
  contact: "+971 4 555 0134",
  time: { from: "09:00", to: "21:00" },
  day: { from: "Sunday", to: "Thursday" },
  allNetworks: true,
});

/** Kestrel as configured: no uploaded logo (the drawn wordmark shows), every contact field. */
export const kestrelTheme = samples.fullTheme;

/** Only the name: wordmark, no help link, no contact, copyright line only. */
export const bareTheme = samples.emptyTheme;

/** The names every brand's samples go by (Storybook's brand picker reads them). */
export { kestrelTheme as fullTheme, bareTheme as emptyTheme };
