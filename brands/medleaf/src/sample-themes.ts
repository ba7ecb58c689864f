import type { Theme } from "@portal/core/theme";

/** Every field the header and footer can show. Example domains only (RFC 2606). */
export const fullTheme: Theme = {
  name: "Medleaf",
  tokens: {},
  config: {},
  meta_data: {
    website: "https://medleaf.example",
    email: "care@medleaf.example",
    contact: "+91 80 4000 5678",
    time: { from: "09:00", to: "18:00" },
    day: { from: "Monday", to: "Friday" },
    social: { fb: "https://social.example/medleaf", ig: "https://photos.example/medleaf" },
    app: { android: "https://play.example/medleaf", ios: "https://apps.example/medleaf" },
  },
};

/** A brand that filled in nothing but its name. */
export const emptyTheme: Theme = { name: "Medleaf", tokens: {}, config: {}, meta_data: {} };
