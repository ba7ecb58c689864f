import type { Theme } from "@portal/core/theme";

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme: Theme = {
  name: "Marigold",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://marigold.example",
    email: "care@marigold.example",
    contact: "+91 80 4000 5678",
    time: { from: "09:00", to: "18:00" },
    day: { from: "Monday", to: "Friday" },
    social: { fb: "https://social.example/marigold", ig: "https://photos.example/marigold" },
    app: { android: "https://play.example/marigold", ios: "https://apps.example/marigold" },
  },
};

/** A brand that filled in nothing but its name. */
export const emptyTheme: Theme = { name: "Marigold", tokens: {}, config: {}, meta_data: {} };
