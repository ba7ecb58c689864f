import type { Theme } from "@portal/core/theme";

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme: Theme = {
  name: "Bloom",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://bloom.example",
    email: "care@bloom.example",
    contact: "+91 80 4000 5678",
    time: { from: "09:00", to: "18:00" },
    day: { from: "Monday", to: "Friday" },
    social: { fb: "https://social.example/bloom", ig: "https://photos.example/bloom" },
    app: { android: "https://play.example/bloom", ios: "https://apps.example/bloom" },
  },
};

/** A brand that filled in nothing but its name. */
export const emptyTheme: Theme = { name: "Bloom", tokens: {}, config: {}, meta_data: {} };
