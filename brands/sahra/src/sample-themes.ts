import type { Theme } from "@portal/core/theme";

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme: Theme = {
  name: "Sahra",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://sahra.example",
    email: "care@sahra.example",
    contact: "+91 80 4000 5678",
    time: { from: "09:00", to: "18:00" },
    day: { from: "Monday", to: "Friday" },
    social: { fb: "https://social.example/sahra", ig: "https://photos.example/sahra" },
    app: { android: "https://play.example/sahra", ios: "https://apps.example/sahra" },
  },
};

/** A brand that filled in nothing but its name. */
export const emptyTheme: Theme = { name: "Sahra", tokens: {}, config: {}, meta_data: {} };
