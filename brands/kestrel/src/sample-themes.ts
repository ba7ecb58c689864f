import type { Theme } from "@portal/core/theme";

/** Kestrel as configured: no uploaded logo (the drawn wordmark shows), every contact field. */
export const kestrelTheme: Theme = {
  name: "Kestrel & Co.",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://kestrel.example",
    email: "care@kestrel.example",
    contact: "+971 4 555 0134",
    time: { from: "09:00", to: "21:00" },
    day: { from: "Sunday", to: "Thursday" },
    social: {
      fb: "https://social.example/kestrelco",
      tw: "https://microblog.example/kestrelco",
      ig: "https://photos.example/kestrelco",
      yt: "https://video.example/kestrelco",
    },
    app: { android: "https://play.example/kestrelco", ios: "https://apps.example/kestrelco" },
  },
};

/** Only the name: wordmark, no help link, no contact, copyright line only. */
export const bareTheme: Theme = {
  name: "Kestrel & Co.",
  tokens: {},
  config: {},
  meta_data: {},
};

/** The names every brand's samples go by (Storybook's brand picker reads them). */
export { kestrelTheme as fullTheme, bareTheme as emptyTheme };
